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
import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { KeysetMeta } from '~/lib/list-query';
import { KEYSET_CURSOR_PATTERN, pageCount } from '~/lib/paginator';
import { cappedCount, searchHits, type CappedCount } from '~/server/db/capped-count';
import type { Database } from '~/server/db/client';
import { badRequest } from '~/server/http/errors';

/** One key of a list's order, spelled as the index that serves it. */
export interface OrderKey {
  /** A column or expression of the listed rows. */
  expr: SQL | AnyColumn;
  /** Its type: how its value is written into a cursor and read back. */
  type: 'text' | 'timestamptz' | 'date' | 'bigint' | 'uuid' | 'boolean';
  descending: boolean;
  /** Where nulls sort (they must match the index); PostgreSQL's default, first when descending, if left out. */
  nullsFirst?: boolean;
  /** The expression can be null: cursors then carry nulls and the comparisons place them. */
  nullable?: boolean;
}

/** Where a list stands, as the list APIs take it (`page` only labels a keyset page). */
export interface KeysetPosition {
  page?: number | undefined;
  after?: string | undefined;
  before?: string | undefined;
  last?: boolean | undefined;
}

/** What a list's fetch is asked for: the rows of `where` (its filter, past a cursor), in `orderBy`, one window of them. */
export interface KeysetFetch {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export const INVALID_CURSOR = 'Invalid page cursor';

type Value = string | null;

const VALUE_PATTERN: Record<OrderKey['type'], RegExp> = {
  text: /^[^\0]{0,1000}$/u,
  timestamptz: /^-?\d{1,17}$/,
  date: /^-?\d{1,7}$/,
  bigint: /^-?\d{1,18}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  boolean: /^(true|false)$/,
};

function written(key: OrderKey): SQL {
  switch (key.type) {
    case 'timestamptz':
      return sql`(extract(epoch from ${key.expr}) * 1000000)::bigint::text`;
    case 'date':
      return sql`(${key.expr} - date '1970-01-01')::text`;
    default:
      return sql`${key.expr}::text`;
  }
}

function read(key: OrderKey, value: string): SQL {
  switch (key.type) {
    case 'timestamptz':
      return sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
    case 'date':
      return sql`(date '1970-01-01' + ${value}::integer)`;
    default:
      return sql`${value}::${sql.raw(key.type)}`;
  }
}

const nullsFirst = (key: OrderKey) => key.nullsFirst ?? key.descending;
const reversed = (key: OrderKey): OrderKey => ({ ...key, descending: !key.descending, nullsFirst: !nullsFirst(key) });

/**
 * The order of a review queue (resellers, upgrade requests): the pending rows oldest first, then
 * the decided ones newest first, ties by id; spelled as a `(case when status = 'pending' then
 * created_at end, created_at desc, id desc)` index (drizzle writes desc() as desc nulls last).
 */
export function pendingFirstOrder(status: AnyColumn, createdAt: AnyColumn, id: AnyColumn): OrderKey[] {
  return [
    // Null for the decided rows, which sort after every pending one.
    { expr: sql`(case when ${status} = 'pending' then ${createdAt} end)`, type: 'timestamptz', descending: false, nullable: true },
    { expr: createdAt, type: 'timestamptz', descending: true, nullsFirst: false },
    { expr: id, type: 'uuid', descending: true, nullsFirst: false },
  ];
}

/** The first key written so that no index matches it (see KeysetSource's `searched`). */
const UNINDEXED: Record<OrderKey['type'], (expr: SQL | AnyColumn) => SQL> = {
  text: (e) => sql`(${e} || '')`,
  timestamptz: (e) => sql`(${e} + interval '0')`,
  date: (e) => sql`(${e} + 0)`,
  bigint: (e) => sql`(${e} + 0)`,
  uuid: (e) => sql`(${e}::text)`,
  boolean: (e) => sql`(${e} and true)`,
};

/**
 * The ORDER BY of `keys`, nulls placed as their indexes place them.
 * @param unindexed write the first key so that no index serves the order (few rows, found by other indexes, sorted)
 */
export function orderOf(keys: readonly OrderKey[], unindexed = false): SQL[] {
  return keys.map((k, i) => sql`${unindexed && i === 0 ? UNINDEXED[k.type](k.expr) : k.expr} ${sql.raw(`${k.descending ? 'desc' : 'asc'} nulls ${nullsFirst(k) ? 'first' : 'last'}`)}`);
}

/** The cursor column a list selects as `cursor`: its key values as a JSON array of text. */
export function cursorColumn(keys: readonly OrderKey[]): SQL<string> {
  return sql<string>`json_build_array(${sql.join(keys.map(written), sql`, `)})::text`;
}

/** The values `cursor` names for `keys`. @throws HttpError 400 INVALID_CURSOR when it does not fit them */
export function decodeCursor(cursor: string, keys: readonly OrderKey[]): Value[] {
  let values: unknown;
  try {
    values = KEYSET_CURSOR_PATTERN.test(cursor) ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  } catch {
    values = undefined;
  }
  const fits =
    Array.isArray(values) &&
    values.length === keys.length &&
    values.every((v, i) => (v === null ? keys[i]!.nullable === true : typeof v === 'string' && v.isWellFormed() && VALUE_PATTERN[keys[i]!.type].test(v)));
  if (!fits) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return values as Value[];
}

const encodeCursor = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Rows strictly after the row of `values` in the order of `keys`: (k1 > v1) or (k1 = v1 and k2 > v2) or … */
function beyondRow(keys: readonly OrderKey[], values: readonly Value[]): SQL {
  const equal = (k: OrderKey, v: Value) => (v === null ? sql`${k.expr} is null` : sql`${k.expr} = ${read(k, v)}`);
  const later = (k: OrderKey, v: Value): SQL | undefined => {
    if (v === null) return nullsFirst(k) ? sql`${k.expr} is not null` : undefined;
    const past = k.descending ? sql`${k.expr} < ${read(k, v)}` : sql`${k.expr} > ${read(k, v)}`;
    return k.nullable && !nullsFirst(k) ? sql`(${past} or ${k.expr} is null)` : past;
  };
  const branches = keys
    .map((k, i) => {
      const step = later(k, values[i]!);
      return step && and(...keys.slice(0, i).map((kj, j) => equal(kj, values[j]!)), step);
    })
    .filter((b): b is SQL => b !== undefined);
  const any = branches.length ? or(...branches)! : sql`false`;
  // A plain bound on the first key lets its index start at the cursor instead of at the list's top.
  const [first] = keys;
  if (!first || first.nullable || values[0] === null) return any;
  const bound = first.descending ? sql`${first.expr} <= ${read(first, values[0]!)}` : sql`${first.expr} >= ${read(first, values[0]!)}`;
  return and(bound, any)!;
}

/**
 * The rows after the row of `values` in the order of `keys`, as predicates to read one after the
 * other, each bounded on the first key so that its index starts at the cursor. A nullable first key
 * splits the rows in two, its values and its nulls: one predicate could not bound both.
 */
function rowsAfter(keys: readonly OrderKey[], values: readonly Value[]): SQL[] {
  const [first, ...rest] = keys;
  if (!first?.nullable) return [beyondRow(keys, values)];
  const nulls = sql`${first.expr} is null`;
  if (values[0] === null) {
    const laterNulls = and(nulls, rest.length ? beyondRow(rest, values.slice(1)) : sql`false`)!;
    return nullsFirst(first) ? [laterNulls, sql`${first.expr} is not null`] : [laterNulls];
  }
  const laterValues = beyondRow([{ ...first, nullable: false }, ...rest], values);
  return nullsFirst(first) ? [laterValues] : [laterValues, nulls];
}

/**
 * Up to `limit` rows of `filter` after the row of `values` in the order of `keys` (a page, or a batch of an export).
 * @param fetch reads rows matching `where` in `orderBy`, at most `limit`
 * @param unindexed as for orderOf
 */
export async function readAfter<Row>(
  keys: readonly OrderKey[],
  values: readonly Value[],
  limit: number,
  fetch: (window: KeysetFetch) => Promise<Row[]>,
  { filter, unindexed = false }: { filter: SQL | undefined; unindexed?: boolean },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const beyond of rowsAfter(keys, values)) {
    rows.push(...(await fetch({ where: and(filter, beyond), orderBy: orderOf(keys, unindexed), limit: limit - rows.length, offset: 0 })));
    if (rows.length >= limit) break;
  }
  return rows;
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
 * One page of a list in the order of `keys` at `position`, with its capped count.
 * @param fetch reads the rows of `where` (the source's filter, past a cursor), each with `cursor` (cursorColumn(keys))
 * @returns the page's rows in order and its meta
 * @throws HttpError 400 INVALID_CURSOR for a cursor that does not fit `keys`
 */
export async function keysetPage<Row extends { cursor: string }>(args: {
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
  const count = async () => hits?.count ?? cappedCount(source.db, source.from, filter);
  const fewHits = hits?.count.exact ?? false;
  const forward = orderOf(keys, fewHits);
  const backward = orderOf(keys.map(reversed), fewHits);

  let rows: Row[];
  let page: number | null;
  let hasPrevious: boolean;
  let hasNext: boolean;
  let counted: CappedCount;
  if (after) {
    let fetched: Row[];
    [fetched, counted] = await Promise.all([readAfter(keys, after, size + 1, fetch, { filter, unindexed: fewHits }), count()]);
    [rows, hasNext, hasPrevious, page] = [fetched.slice(0, size), fetched.length > size, true, position.page ?? null];
  } else if (before) {
    let fetched: Row[];
    [fetched, counted] = await Promise.all([readAfter(keys.map(reversed), before, size + 1, fetch, { filter, unindexed: fewHits }), count()]);
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
    const fetched = await fetch({ where: filter, orderBy: forward, limit: size + 1, offset: 0 });
    counted = fetched.length > size ? await count() : { total: fetched.length, exact: true };
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
