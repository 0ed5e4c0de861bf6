/**
 * Opens the database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set, and applies
 * the drizzle-kit migrations. Both drivers expose the same Drizzle query API (type `Database`).
 * Several processes may open one PostgreSQL at the same moment: the migrations and the start-up
 * data run under an advisory lock (issue 24 §2). A PGlite data dir serves one process (data-dir-lock.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { keepStatements } from '~/server/db/kept-statements';
import { countWrites } from '~/server/db/write-count';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '~/server/db/schema';
import { log } from '~/server/log';
import { refreshStaleStatistics } from '~/server/db/statistics';
import { DATA_VERSION_QUERY, useDataVersion } from '~/server/db/data-version';
import { watchPool } from '~/server/request-context';
import { ADVISORY_LOCKS, type AdvisoryLock } from '~/server/db/advisory-locks';
import { lockDataDir } from '~/server/db/data-dir-lock';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction(async (tx) => …)` callback receives: a Database bound to one transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a read needs: the database or an open transaction (a count inside a write sees the write). */
export type Reader = Pick<Database, 'select'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Runs `select 1`; rejects when the database is unreachable. */
  ping(): Promise<void>;
  /** The data version (data-version.ts) from the driver: Drizzle's path took twice as long (0.45 ms against 0.23). */
  dataVersion(): Promise<string>;
  /**
   * Runs `work` while this process holds `lock` (advisory-locks.ts), waiting for another process
   * that holds it. PGlite serves one process, so there it just runs `work`.
   */
  exclusive<T>(lock: AdvisoryLock, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The migrations folder, beside this module: src/server/db/migrations in the source tree, and in a
 * build beside the chunk that bundles this module, where the build copies them
 * (scripts/ship-migrations.mjs). Read from the code's place, not the working directory (issue 24 §5).
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite's buffer pool. PostgreSQL's default (128MB) is resident from the start in PGlite's WASM
 * memory, which never shrinks; the demo data dir is about 50 MB, and a page outside the pool is one
 * read of the data dir (kept by the OS) away. Issue 28 §6: 16MB took the idle process 120 MiB lower.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Starts PGlite in `dir` (in memory without one) with the extensions the migrations use: pg_trgm
 * backs the substring searches of the lists.
 */
export function createPglite(dir?: string): Promise<PGlite> {
  return PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/**
 * Wraps an open PGlite instance (a data dir, in memory, or a test clone); its reads outside a
 * transaction run through kept named statements (kept-statements.ts).
 */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  keepStatements(client);
  const version = countWrites(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  useDataVersion(db, version);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await client.query('select 1')),
    // Counted by this process, not asked of Postgres (write-count.ts).
    dataVersion: async () => version(),
    exclusive: (_lock, work) => work(),
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
    // A session lock on a connection of its own, without a statement timeout: waiting for another
    // process's migrations may take long. It goes with the connection if the server does.
    exclusive: async (lock, work) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
      client.on('error', (error) => log.warn('advisory lock connection lost', { lock, error: error.message }));
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1, $2)', [...ADVISORY_LOCKS[lock]]);
        return await work();
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    close: () => {
      unwatch();
      return pool.end();
    },
  };
}

/** PGlite in `dataDir/pglite`, the data dir locked to this process until the handle closes. */
async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await fs.mkdir(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const handle = pgliteHandle(await createPglite(path.join(dataDir, 'pglite')));
    return { ...handle, close: () => handle.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Opens the configured database, migrates it, runs `prepare` (the start-up data, seed.ts) and, on
 * PGlite, refreshes stale planner statistics. The migrations and `prepare` run as one under the
 * start lock, so that processes started together apply each migration and seed the data once.
 * @param options.databaseUrl postgres URL, or undefined for PGlite under `dataDir/pglite`
 * @param prepare resolves true when it wrote the start-up data (a first start)
 * @throws DataDirInUseError when another running process holds the PGlite data dir
 */
export async function openDatabase(
  options: { databaseUrl?: string | undefined; dataDir: string },
  prepare: (handle: DatabaseHandle) => Promise<boolean | void> = async () => {},
): Promise<DatabaseHandle> {
  let handle = options.databaseUrl ? postgresHandle(options.databaseUrl) : await openPglite(options.dataDir);
  try {
    let filled = false;
    await handle.exclusive('start', async () => {
      await handle.migrate();
      filled = (await prepare(handle)) === true;
      // Autovacuum would analyse the new rows only a minute later, and never a table that got fewer
      // than 50: till then the planner takes the migrations' statistics of empty tables, and joins
      // the employees list's rows to their roles one index lookup at a time (issue 28 §1).
      if (filled && handle.kind === 'postgres') await handle.db.execute(sql`analyze`);
    });
    if (handle.kind === 'pglite') {
      // Writing the demo data grows PGlite's WASM memory by hundreds of MiB it never gives back
      // (issue 28 §6): the process serves from a fresh instance over the same data dir instead.
      if (filled) {
        await handle.close();
        handle = await openPglite(options.dataDir);
      }
      // PostgreSQL's autovacuum keeps its statistics; PGlite has none (statistics.ts).
      await refreshStaleStatistics(handle.db);
    }
  } catch (error) {
    // The error is what the caller needs; a handle closed before a failed reopen cannot close twice.
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}
