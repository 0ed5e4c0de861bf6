/**
 * A token that changes whenever committed data may have changed: PostgreSQL's current snapshot
 * (`xmin:xmax:in-progress xids`). Reads assign no transaction id, so the token stays the same
 * until some process writes; a write in progress at one reading is in its list, so its commit
 * changes the token too. Works on a PostgreSQL shared by several processes. A PGlite database,
 * which one process alone writes, counts its writes instead (write-count.ts, useDataVersion).
 */
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { currentRequest } from '~/server/request-context';

/** Any Drizzle PostgreSQL database or transaction: typed without db/client, which calls this (no import cycle). */
type SqlRunner = Pick<PgDatabase<PgQueryResultHKT>, 'execute'>;

/** The query of the data version: one row, its text in `v`, e.g. '745:748:745'. */
export const DATA_VERSION_QUERY = 'select pg_current_snapshot()::text as v';

/** Databases whose version is kept by this process (PGlite's write count) rather than asked for. */
const ownVersions = new WeakMap<object, () => string>();

/** Makes `version()` the data version of `db` from now on (db/client.ts, for PGlite). */
export function useDataVersion(db: object, version: () => string): void {
  ownVersions.set(db, version);
}

/** The data version of `db`: its own (useDataVersion), else the current snapshot as text, e.g. '745:748:745' (one cheap query). */
export async function dataVersion(db: SqlRunner): Promise<string> {
  const own = ownVersions.get(db);
  if (own) return own();
  const result = (await db.execute(sql.raw(DATA_VERSION_QUERY))) as unknown as { rows: { v: string }[] };
  return result.rows[0]?.v ?? '';
}

/**
 * The data version a read of the current request may be kept under: the one its page's render
 * began at (request-context.ts noteDataVersion, issue 28 §1), else asked now. Data read after that
 * version was read is at least as new as it, so a result kept under it is never older than the
 * data it names; the next commit moves the version, and every later read misses.
 */
export async function requestDataVersion(db: SqlRunner): Promise<string> {
  return currentRequest()?.dataVersion ?? dataVersion(db);
}

/**
 * `read` kept while the data version is the one it was read at (issue 28 §1): the small lists
 * every view of a page reads (a filter's choices) cost a query only after a commit. The result is
 * shared by every caller, who must not change it; a read that fails is not kept.
 */
export function keptPerVersion<T>(db: SqlRunner, read: () => Promise<T>): () => Promise<T> {
  let kept: { version: string; value: Promise<T> } | undefined;
  return async () => {
    const version = await requestDataVersion(db);
    if (kept?.version === version) return kept.value;
    // A promise of its own: a Drizzle query runs again each time its `then` is called.
    const entry = { version, value: (async () => read())() };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return entry.value;
  };
}
