/**
 * Keeps the planner's statistics current on PGlite (issue 9 §6). PGlite runs no autovacuum daemon
 * and its cumulative statistics stay at zero, so nothing else notices that a table has grown; a
 * planner that believes the leads table is small walks the date index for a search instead of using
 * the trigram index (360 ms at 100,000 leads). A table is stale when its size in pages has moved by
 * more than a fifth (and by more than STALE_MIN_PAGES) since its last ANALYZE, or it was never
 * analysed: the same sort of threshold autovacuum applies. A never analysed table is one without
 * column statistics: its page count alone (which CREATE INDEX sets) hides it, and without them the
 * planner takes every filter for one row (issue 28 §1: the employees list joined its 63 rows to their
 * roles by 63 index lookups, 500 µs against 330 with a hash join). An empty table gets no column
 * statistics from ANALYZE either, so one that holds no page is left alone: otherwise every look
 * vacuumed the seven empty tables of a new console again.
 */
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any Drizzle PostgreSQL database or transaction: typed without db/client, which calls this (no import cycle). */
type SqlRunner = Pick<PgDatabase<PgQueryResultHKT>, 'execute'>;

/** Below this change in pages (8 kB each) a table is not worth analysing again. */
const STALE_MIN_PAGES = 16;

/**
 * Runs VACUUM (ANALYZE) on every table of the public schema whose statistics are stale.
 * @returns the names of the tables analysed
 */
export async function refreshStaleStatistics(db: SqlRunner): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    cross join lateral (select pg_relation_size(c.oid) / current_setting('block_size')::int as pages) size
    where n.nspname = 'public' and c.relkind = 'r'
      and (abs(size.pages - greatest(c.relpages, 0)) > greatest(c.relpages * 0.2, ${STALE_MIN_PAGES})
        or size.pages > 0 and not exists (select 1 from pg_statistic s where s.starelid = c.oid))`);
  // node-postgres answers `{rows}`, PGlite's Drizzle driver the rows themselves.
  const raw = result as unknown as { rows?: { name: string }[] } | { name: string }[];
  const rows = Array.isArray(raw) ? raw : (raw.rows ?? []);
  // VACUUM too: it sets the visibility map, so the lists' capped counts can be index-only scans.
  for (const { name } of rows) await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
  return rows.map((r) => r.name);
}
