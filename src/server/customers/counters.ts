/**
 * Customers per package and per reseller (issue 14 §1), for the packages service (a package in use
 * refuses delete; the list shows subscribers) and the resellers service (a reseller with customers
 * refuses delete; the list shows them), each as a RowCounter (row-counter.ts).
 */
import { count, inArray, sql } from 'drizzle-orm';
import { customers } from '~/server/customers/schema';
import { qualified, type RowCounter } from '~/server/db/row-counter';

/** Customers counted by `column` (a package or reseller id), over its index (customers_package_status_idx, customers_reseller_idx). */
function counterBy(column: typeof customers.packageId | typeof customers.resellerId): RowCounter {
  return {
    async byIds(ids, reader) {
      const map = new Map<string, number>();
      if (ids.length === 0) return map;
      const rows = await reader.select({ id: column, n: count() }).from(customers).where(inArray(column, [...ids])).groupBy(column);
      for (const r of rows) if (r.id) map.set(r.id, Number(r.n));
      return map;
    },
    column: (id) => sql<number>`(select count(*)::int from ${customers} where ${qualified(column)} = ${id})`,
  };
}

/** Customers per package: the packages service's subscriber counter. */
export const subscriberCounter = counterBy(customers.packageId);
/** Customers per reseller: the resellers service's customer counter. */
export const resellerCustomerCounter = counterBy(customers.resellerId);
