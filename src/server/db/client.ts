/**
 * Opens the database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set, and applies
 * the drizzle-kit migrations. Both drivers expose the same Drizzle query API (type `Database`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '~/server/db/schema';
import { log } from '~/server/log';
import { refreshStaleStatistics } from '~/server/db/statistics';
import { DATA_VERSION_QUERY } from '~/server/db/data-version';
import { watchPool } from '~/server/request-context';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Runs `select 1`; rejects when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * The data version (data-version.ts), asked of the driver directly: a page seen again asks it
   * on every view, and Drizzle's query path took twice as long as the query (0.45 ms against 0.23).
   */
  dataVersion(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The migrations folder, beside this module: src/server/db/migrations in the source tree, and in a
 * build beside the chunk that bundles this module, where the build copies them
 * (scripts/ship-migrations.mjs). Read from the code's place, not the working directory (issue 24 §5).
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Starts PGlite in `dir` (in memory without one) with the extensions the migrations use: pg_trgm
 * backs the substring searches of the lists.
 */
export function createPglite(dir?: string): Promise<PGlite> {
  return PGlite.create(dir, { extensions: { pg_trgm } });
}

/** Wraps an open PGlite instance (a data dir, in memory, or a test clone). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await client.query('select 1')),
    dataVersion: async () => (await client.query<{ v: string }>(DATA_VERSION_QUERY)).rows[0]?.v ?? '',
    close: () => client.close(),
  };
}

/**
 * How long a call may wait for PostgreSQL (issue 9 §1): a connection attempt, and a statement (the
 * server cancels it) or its answer (the client gives up, e.g. when the server vanished mid-query).
 * Short, so that during an outage a request fails within 2 s instead of hanging.
 */
export const POSTGRES_TIMEOUTS = { connectMs: 1500, statementMs: 1500 } as const;

/**
 * Connects a pool to a real PostgreSQL server. Calls fail fast while the server is down (see
 * POSTGRES_TIMEOUTS) and the pool opens new connections by itself once it is back; an error on an
 * idle connection (the server shutting down) is logged instead of crashing the process.
 * Migrations run on their own connection without the statement timeout: building an index may take long.
 */
export function postgresHandle(url: string, timeouts: { connectMs: number; statementMs: number } = POSTGRES_TIMEOUTS): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 200,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => log.warn('idle PostgreSQL connection lost', { error: error.message }));
  const unwatch = watchPool(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
      client.on('error', (error) => log.warn('migration connection lost', { error: error.message }));
      await client.connect();
      try {
        await migratePg(drizzlePg({ client, schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.end();
      }
    },
    ping: async () => void (await pool.query('select 1')),
    dataVersion: async () => (await pool.query<{ v: string }>(DATA_VERSION_QUERY)).rows[0]?.v ?? '',
    close: () => {
      unwatch();
      return pool.end();
    },
  };
}

/**
 * Opens the configured database, migrates it and, on PGlite, refreshes stale planner statistics.
 * @param options.databaseUrl postgres URL, or undefined for PGlite under `dataDir/pglite`
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (options.databaseUrl) {
    handle = postgresHandle(options.databaseUrl);
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    await fs.mkdir(options.dataDir, { recursive: true });
    handle = pgliteHandle(await createPglite(dir));
  }
  try {
    await handle.migrate();
    // PostgreSQL's autovacuum keeps its statistics; PGlite has none (statistics.ts).
    if (handle.kind === 'pglite') await refreshStaleStatistics(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
