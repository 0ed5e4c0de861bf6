/**
 * Keyset paging of the sortable lists (DESIGN.md "Lists", issue 9 §6): first, previous, next and last
 * cost one index walk of one page at any depth; only a page number typed far from both ends skips
 * rows (OFFSET, from the nearer end). A list names its order as keys (the last one unique, the id),
 * selects `cursorColumn(keys)` as `cursor`, and hands keysetPage() its rows (KeysetSource) and a fetch.
 *
 * A cursor names a row by its key values, written by the database as text (times in microseconds,
 * dates in days, so that a cursor always casts back) and sent base64url-encoded in `after=` or `before=`.
 * A cursor that does not decode for the list's order is a 400, never a database error.
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { KeysetMeta } from '~/lib/list-query';
import { pageCount } from '~/lib/paginator';
import { cappedCount, cappedCountColumn, cappedOf, searchHits, type CappedCount } from '~/server/db/capped-count';
import type { Database } from '~/server/db/client';
import { keptCount } from '~/server/db/kept-counts';
import { decodeCursor, encodeCursor, orderOf, reversed, type OrderKey } from '~/server/db/keyset-keys';
import { readAfter, type KeysetFetch } from '~/server/db/keyset-read';

export { cursorColumn, decodeCursor, INVALID_CURSOR, orderOf, pendingFirstOrder, type OrderKey } from '~/server/db/keyset-keys';
export { countAlong, readAfter, type KeysetFetch } from '~/server/db/keyset-read';

/** Where a list stands, as the list APIs take it (`page` only labels a keyset page). */
export interface KeysetPosition {
  page?: number | undefined;
  after?: string | undefined;
  before?: string | undefined;
  last?: boolean | undefined;
}

/** The rows a keyset list pages through. */
export interface KeysetSource {
  db: Database;
  /** The listed table's primary key. */
  id: AnyColumn;
  /** The listed table, or a FROM clause with the joins that `where` needs (as for cappedCount). */
  from: PgTable | SQL;
  /** The list's filter (its search included). */
  where: SQL | undefined;
  /**
   * `where` holds a substring search. The planner cannot tell how few rows a search finds, and
   * would walk the order's index through the whole table looking for them (42 s for the last page
   * of one hit in 1,000,000 customers). Its hits are read first then (searchHits), and while they
   * are within the count's cap the page is picked among their ids, in an order written so that no
   * index serves it: they are found by id and sorted.
   */
  searched: boolean;
}

/**
 * One page of a list in the order of `keys` at `position`, with its capped count. Page 1, next and
 * previous do not depend on the count: it rides along as a column of the page (countAlong) where the
 * fetch selects it, and is counted apart only for an empty page or a fetch that does not. A page
 * view takes the count kept since the last commit instead (kept-counts.ts).
 * @param fetch reads the rows of `where` (the source's filter, past a cursor), each with `cursor` (cursorColumn(keys))
 * @returns the page's rows in order and its meta
 * @throws HttpError 400 INVALID_CURSOR for a cursor that does not fit `keys`
 */
export async function keysetPage<Row extends { cursor: string; total?: unknown }>(args: {
  keys: readonly OrderKey[];
  position: KeysetPosition;
  pageSize: number;
  source: KeysetSource;
  fetch: (window: KeysetFetch) => Promise<Row[]>;
}): Promise<{ rows: Row[]; meta: KeysetMeta }> {
  const { keys, position, pageSize: size, fetch, source } = args;
  const after = position.after === undefined ? undefined : decodeCursor(position.after, keys);
  const before = after || position.before === undefined ? undefined : decodeCursor(position.before, keys);
  const hits = source.searched ? await searchHits(source.db, source.id, source.from, source.where) : undefined;
  const filter = hits?.filter ?? source.where;
  // A search's hits are counted already; a count kept since the last commit need not be read again.
  const countQuery = hits ? undefined : cappedCountColumn(source.from, filter);
  const kept = countQuery ? keptCount(source.db, countQuery) : undefined;
  const count = async () => hits?.count ?? kept?.value ?? kept!.keep(await cappedCount(source.db, source.from, filter));
  const along = kept?.value ? undefined : countQuery;
  /** The count that came with `fetched`, else the kept one, else counted apart. */
  const countOf = async (fetched: Row[]): Promise<CappedCount> => {
    const n = fetched[0]?.total;
    return n === undefined || n === null ? count() : kept!.keep(cappedOf(Number(n)));
  };
  const fewHits = hits?.count.exact ?? false;
  const forward = orderOf(keys, fewHits);
  const backward = orderOf(keys.map(reversed), fewHits);

  let rows: Row[];
  let page: number | null;
  let hasPrevious: boolean;
  let hasNext: boolean;
  let counted: CappedCount;
  if (after) {
    const fetched = await readAfter(keys, after, size + 1, fetch, { filter, unindexed: fewHits, count: along });
    counted = await countOf(fetched);
    [rows, hasNext, hasPrevious, page] = [fetched.slice(0, size), fetched.length > size, true, position.page ?? null];
  } else if (before) {
    const fetched = await readAfter(keys.map(reversed), before, size + 1, fetch, { filter, unindexed: fewHits, count: along });
    counted = await countOf(fetched);
    [rows, hasPrevious, hasNext] = [fetched.slice(0, size).reverse(), fetched.length > size, true];
    // Nothing before it: this is page 1, whatever the link said.
    page = hasPrevious ? (position.page ?? null) : 1;
  } else if (position.last) {
    counted = await count();
    const pages = pageCount(counted.total, size);
    // Past the cap the number of the last page is unknown, and so is how full it is.
    const fetched = await fetch({ where: filter, orderBy: backward, limit: counted.exact ? counted.total - (pages - 1) * size || size : size + 1, offset: 0 });
    [rows, hasNext] = [fetched.slice(0, size).reverse(), false];
    [page, hasPrevious] = counted.exact ? [pages, pages > 1] : [null, fetched.length > size];
  } else if ((position.page ?? 1) === 1) {
    // Page 1 does not depend on the count, and a first page that is not full is the whole list:
    // a search with a few hits is then read once, not a second time to be counted.
    page = 1;
    const fetched = await fetch({ where: filter, orderBy: forward, limit: size + 1, offset: 0, count: along });
    counted = fetched.length > size ? await countOf(fetched) : { total: fetched.length, exact: true };
    [rows, hasPrevious, hasNext] = [fetched.slice(0, size), false, fetched.length > size];
  } else {
    page = position.page!;
    counted = await count();
    const pages = pageCount(counted.total, size);
    if (counted.exact && page <= pages && page - 1 > pages - page) {
      // A typed page nearer the end: skip from the end, so that the skipped rows stay few.
      const skipped = Math.max(0, counted.total - page * size);
      rows = (await fetch({ where: filter, orderBy: backward, limit: Math.min(size, counted.total - (page - 1) * size), offset: skipped })).reverse();
      [hasPrevious, hasNext] = [page > 1, page < pages];
    } else {
      const fetched = await fetch({ where: filter, orderBy: forward, limit: size + 1, offset: (page - 1) * size });
      [rows, hasPrevious, hasNext] = [fetched.slice(0, size), page > 1, fetched.length > size];
    }
  }
  // A page beyond the cap still proves that the rows up to it exist.
  const total = Math.max(counted.total, page && rows.length ? (page - 1) * size + rows.length : 0);
  return {
    rows,
    meta: {
      page,
      pageSize: size,
      total,
      exact: counted.exact,
      before: hasPrevious && rows[0] ? encodeCursor(rows[0].cursor) : null,
      after: hasNext && rows.length ? encodeCursor(rows.at(-1)!.cursor) : null,
    },
  };
}
