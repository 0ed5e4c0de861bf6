/**
 * Customers per package and per reseller (issue 14 §1), for the packages service (a package in use
 * refuses delete) and the resellers service (a reseller with customers refuses delete).
 */
import { count, inArray } from 'drizzle-orm';
import { customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';

type Reader = Pick<Database, 'select'>;

/** How many customers each of `ids` has in `column` (a package or reseller id), read through `db`. */
async function countBy(db: Reader, column: typeof customers.packageId | typeof customers.resellerId, ids: readonly string[]) {
  const map = new Map<string, number>();
  if (ids.length === 0) return map;
  const rows = await db.select({ id: column, n: count() }).from(customers).where(inArray(column, [...ids])).groupBy(column);
  for (const r of rows) if (r.id) map.set(r.id, Number(r.n));
  return map;
}

/** Customers per package: the packages service's subscriber counter. */
export const subscriberCounter = (ids: readonly string[], executor: Reader) => countBy(executor, customers.packageId, ids);
/** Customers per reseller: the resellers service's customer counter. */
export const resellerCustomerCounter = (ids: readonly string[], executor: Reader) => countBy(executor, customers.resellerId, ids);
