/**
 * Reading the rows after a cursor (db/keyset-page.ts): each predicate bounded on the first key so
 * that its index starts at the cursor, for a page or a batch of an export.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import { nullsFirst, orderOf, read, type OrderKey, type Value } from '~/server/db/keyset-keys';

/** What a list's fetch is asked for: the rows of `where` (its filter, past a cursor), in `orderBy`, one window of them. */
export interface KeysetFetch {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The list's capped count, for the fetch to select as `total` (countAlong) when given. */
  count?: SQL<number> | undefined;
}

/**
 * The columns a fetch adds to its select for `window`: the list's capped count as `total` when
 * asked, so that a page and its count are one statement, not two (issue 28 §1).
 */
export function countAlong(window: KeysetFetch): { total?: SQL<number> } {
  return window.count ? { total: window.count } : {};
}

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
  { filter, unindexed = false, count }: { filter: SQL | undefined; unindexed?: boolean; count?: SQL<number> | undefined },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const beyond of rowsAfter(keys, values)) {
    rows.push(...(await fetch({ where: and(filter, beyond), orderBy: orderOf(keys, unindexed), limit: limit - rows.length, offset: 0, count })));
    if (rows.length >= limit) break;
  }
  return rows;
}
