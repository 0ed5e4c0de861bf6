/**
 * The database schema (Drizzle pg-core), one module per domain; one set of migrations for PGlite
 * and PostgreSQL is generated from this index.
 */
export * from '~/server/auth/schema';
export * from '~/server/auth/two-factor-schema';
export * from '~/server/data-centers/schema';
export * from '~/server/business-categories/schema';
export * from '~/server/packages/schema';
export * from '~/server/leads/schema';
export * from '~/server/audit/schema';
export * from '~/server/settings/schema';
export * from '~/server/departments/schema';
export * from '~/server/designations/schema';
export * from '~/server/employees/schema';
export * from '~/server/resellers/schema';
export * from '~/server/customers/schema';
export * from '~/server/customer-users/schema';
export * from '~/server/impersonation/schema';
export * from '~/server/upgrade-requests/schema';
export * from '~/server/dashboards/schema';
