/**
 * A token that changes whenever committed data may have changed: PostgreSQL's current snapshot
 * (`xmin:xmax:in-progress xids`). Reads assign no transaction id, so the token stays the same
 * until some process writes; a write in progress at one reading is in its list, so its commit
 * changes the token too. Works alike on PGlite and on a PostgreSQL shared by several processes.
 */
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any Drizzle PostgreSQL database or transaction: typed without db/client, which calls this (no import cycle). */
type SqlRunner = Pick<PgDatabase<PgQueryResultHKT>, 'execute'>;

/** The query of the data version: one row, its text in `v`, e.g. '745:748:745'. */
export const DATA_VERSION_QUERY = 'select pg_current_snapshot()::text as v';

/** The current snapshot as text, e.g. '745:748:745'; one cheap query. */
export async function dataVersion(db: SqlRunner): Promise<string> {
  const result = (await db.execute(sql.raw(DATA_VERSION_QUERY))) as unknown as { rows: { v: string }[] };
  return result.rows[0]?.v ?? '';
}
