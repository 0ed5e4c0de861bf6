/**
 * Counting a list without making it slower as its table grows (DESIGN.md "Lists", issue 9 §6):
 * count at most COUNT_CAP + 1 matching rows, so the cost stops growing at the cap and the total is
 * exact for every list shorter than it; beyond, the total is a lower bound shown as "10,000+".
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '~/server/db/client';

export const COUNT_CAP = 10_000;

/** A capped count: `total` is exact when `exact`, else a lower bound (COUNT_CAP). */
export interface CappedCount {
  total: number;
  exact: boolean;
}

/**
 * Counts the rows of `from` matching `where`, stopping after COUNT_CAP + 1.
 * @param from a table, or a FROM clause with joins (sql`${a} inner join ${b} on …`) when `where` names their columns
 */
export async function cappedCount(db: Database, from: PgTable | SQL, where: SQL | undefined): Promise<CappedCount> {
  const result = (await db.execute(sql`select ${cappedCountColumn(from, where)} as n`)) as unknown as { rows: { n: number | string }[] };
  return cappedOf(Number(result.rows[0]?.n ?? 0));
}

/** The capped count of `from` matching `where` as a scalar subquery, to select beside other columns. */
export function cappedCountColumn(from: PgTable | SQL, where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${from} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) capped)`;
}

/** The CappedCount of `n` rows counted up to COUNT_CAP + 1. */
export function cappedOf(n: number): CappedCount {
  return { total: Math.min(n, COUNT_CAP), exact: n <= COUNT_CAP };
}

/** What a search found (see searchHits). */
export interface SearchHits {
  /** `id = any(…)` of the hits when they are few: filter by it instead of the search. Undefined past COUNT_CAP. */
  filter: SQL | undefined;
  count: CappedCount;
}

/**
 * The ids of a searched list's rows when there are at most COUNT_CAP of them (issue 9 §6), read
 * once by the search's own indexes, and their capped count. The planner cannot tell how few rows a
 * substring search finds: with their ids it reads the page by primary key instead of searching a
 * second time, or walking an order index through every row. Past the cap the list is read by its
 * search as usual, and needs no count of its own.
 * @param id the listed table's primary key column
 * @param from a table, or a FROM clause with joins, as for cappedCount
 */
export async function searchHits(db: Database, id: AnyColumn, from: PgTable | SQL, where: SQL | undefined): Promise<SearchHits> {
  const result = (await db.execute(sql`select ${id} as id from ${from} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}`)) as unknown as { rows: { id: string }[] };
  return hitsFilter(id, result.rows.map((r) => r.id));
}

/** The SearchHits of `ids`: a search's hits, up to COUNT_CAP + 1 of them. */
export function hitsFilter(id: AnyColumn, ids: readonly string[]): SearchHits {
  if (ids.length > COUNT_CAP) return { filter: undefined, count: { total: COUNT_CAP, exact: false } };
  return { filter: sql`${id} = any(${`{${ids.join(',')}}`}::uuid[])`, count: { total: ids.length, exact: true } };
}
