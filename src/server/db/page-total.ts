/**
 * The total of a list paged by page number (roles, super admins: a few dozen rows at most), read
 * with its page's rows: a window over every match, counted before LIMIT and OFFSET cut the page, so
 * a view is one query instead of two (issue 28 §1). A page past the last has no row to carry it.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Reader } from '~/server/db/client';

/** Every row the query matches, as a column of each of them. */
export const totalAlong = sql<number>`(count(*) over ())::int`;

/**
 * The total from a page's rows (their `total`, from totalAlong), or, when the page is past the
 * last, counted apart over `table` with `where`.
 */
export async function pageTotal(rows: readonly { total: number }[], db: Reader, table: PgTable, where: SQL | undefined): Promise<number> {
  if (rows[0]) return rows[0].total;
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  return counted?.n ?? 0;
}
