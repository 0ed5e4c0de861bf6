/**
 * Counting a list without making it slower as its table grows (DESIGN.md "Lists", issue 9 §6):
 * count at most COUNT_CAP + 1 matching rows, so the cost stops growing at the cap and the total is
 * exact for every list shorter than it; beyond, the total is a lower bound shown as "10,000+".
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '~/server/db/client';

export const COUNT_CAP = 10_000;

/** A capped count: `total` is exact when `exact`, else a lower bound (COUNT_CAP). */
export interface CappedCount {
  total: number;
  exact: boolean;
}

/** Counts the rows of `table` matching `where`, stopping after COUNT_CAP + 1. */
export async function cappedCount(db: Database, table: PgTable, where: SQL | undefined): Promise<CappedCount> {
  const [row] = await db.select({ n: count() }).from(db.select({ one: sql`1` }).from(table).where(where).limit(COUNT_CAP + 1).as('capped'));
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, COUNT_CAP), exact: n <= COUNT_CAP };
}
