/**
 * A list's capped count kept while the data is unchanged (issue 28 §1 and §4: no work done per view
 * that could be done once). Counting up to COUNT_CAP rows is the one part of a list's first page
 * that grows with its table (5–14 ms at 100,000 rows on PGlite); a view of the same list and filter
 * at the same data version gets the same number, so it is counted once per commit.
 *
 * Only a page's render keeps counts: it notes the data version it began at (request-context.ts
 * noteDataVersion), which moves with every commit, here or in another process on the same
 * PostgreSQL. A count read after the version was noted is at least as new as that version, so a
 * kept count is never older than the data its version names. An API call notes no version and counts.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { CappedCount } from '~/server/db/capped-count';
import { currentRequest } from '~/server/request-context';

/** Counts kept per database: the lists and filters viewed since the last commit. */
const MAX_KEPT = 1_000;

const dialect = new PgDialect();
/** Per database object, so that two databases (a test's copies) never share a version's counts. */
const keptBy = new WeakMap<object, LRUCache<string, CappedCount>>();

/** A list's count as the current page view may keep it. */
export interface KeptCount {
  /** The count kept at the view's data version, if any. */
  value: CappedCount | undefined;
  /** Keeps `count`, just read, for the next views at the same version (outside a page view: nothing). */
  keep(count: CappedCount): CappedCount;
}

/**
 * The kept count of `counted` (cappedCountColumn of a list's FROM and filter) in `db`.
 * @param db the database or transaction that counts; its identity scopes the counts
 */
export function keptCount(db: object, counted: SQL): KeptCount {
  const version = currentRequest()?.dataVersion;
  if (version === undefined) return { value: undefined, keep: (count) => count };
  let kept = keptBy.get(db);
  if (!kept) keptBy.set(db, (kept = new LRUCache<string, CappedCount>({ max: MAX_KEPT })));
  const query = dialect.sqlToQuery(counted);
  const key = `${version}\n${query.sql}\n${JSON.stringify(query.params)}`;
  return {
    value: kept.get(key),
    keep: (count) => (kept.set(key, count), count),
  };
}
