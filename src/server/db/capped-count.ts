/**
 * Counting a list without making it slower as its table grows (DESIGN.md "Lists", issue 9 §6):
 * count at most COUNT_CAP + 1 matching rows, so the cost stops growing at the cap and the total is
 * exact for every list shorter than it; beyond, the total is a lower bound shown as "10,000+".
 */
import { sql, type SQL } from 'drizzle-orm';
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
  const result = (await db.execute(
    sql`select count(*)::int as n from (select 1 from ${from} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) capped`,
  )) as unknown as { rows: { n: number | string }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  return { total: Math.min(n, COUNT_CAP), exact: n <= COUNT_CAP };
}
