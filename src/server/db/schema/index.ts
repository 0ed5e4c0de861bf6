/**
 * The database schema (Drizzle pg-core), one module per domain; one set of migrations for PGlite
 * and PostgreSQL is generated from this index.
 */
export * from '~/server/db/schema/auth';
export * from '~/server/db/schema/cloud';
export * from '~/server/db/schema/leads';
