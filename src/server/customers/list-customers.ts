/**
 * The customers list (issue 14 §1, issue 9 §6): one page filtered by search, package, reseller,
 * status and category, keyset-paged, and the filters' choices.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { FILTER_RESELLERS_MAX, type CustomerFilterOptions, type CustomerListItem } from '~/lib/customers/model';
import type { CustomerListQuery } from '~/lib/customers/schemas';
import { toCustomer } from '~/server/customers/customer-context';
import { customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';
import { countAlong, cursorColumn, keysetPage, type OrderKey } from '~/server/db/keyset-page';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';
import { packages } from '~/server/packages/schema';
import { resellers } from '~/server/resellers/schema';

/**
 * What a customer search reads: business, owner, email and subdomain joined by spaces, spelled as the
 * customers_search_idx trigram index (migration 0025) so that one index scan serves it (issue 9 §6).
 */
export const CUSTOMER_SEARCH: SearchText = {
  index: 'customers_search_idx',
  text: sql`${customers.businessName} || ' ' || ${customers.ownerName} || ' ' || ${customers.ownerEmail} || ' ' || ${customers.subdomain}`,
};

/**
 * The list's order for `sort`, as the indexes of customers/schema.ts spell it: created is
 * (created_at desc nulls last, id desc nulls last) or exactly backwards, name (business_name, id),
 * period (current_period_end, id).
 */
function customerOrder(sort: CustomerListQuery['sort']): OrderKey[] {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  if (key === 'created') {
    return [
      { expr: customers.createdAt, type: 'timestamptz', descending, nullsFirst: !descending },
      { expr: customers.id, type: 'uuid', descending, nullsFirst: !descending },
    ];
  }
  const first: OrderKey = key === 'name' ? { expr: customers.businessName, type: 'text', descending } : { expr: customers.currentPeriodEnd, type: 'timestamptz', descending };
  return [first, { expr: customers.id, type: 'uuid', descending }];
}

/** One page filtered by q (business, owner, email, subdomain), package, reseller, status, category. */
export async function listCustomers(db: Database, query: CustomerListQuery) {
  const where: SQL[] = [];
  if (query.q) where.push(await searchMatch(db, CUSTOMER_SEARCH, query.q));
  if (query.package) where.push(eq(customers.packageId, query.package));
  if (query.reseller) where.push(eq(customers.resellerId, query.reseller));
  if (query.category) where.push(eq(customers.categoryId, query.category));
  if (query.status) where.push(eq(customers.status, query.status));
  const filter = where.length ? and(...where) : undefined;
  const keys = customerOrder(query.sort);
  const { rows, meta } = await keysetPage({
    keys,
    position: query,
    pageSize: query.pageSize,
    source: { db, id: customers.id, from: customers, where: filter, searched: Boolean(query.q) },
    // Names by scalar subqueries, not joins: a join made the planner sort every customer (250 ms
    // at 100,000) where the order index hands over the page's rows alone.
    fetch: (window) =>
      db
        .select({
          customer: customers,
          packageName: sql<string | null>`(select ${packages.name} from ${packages} where ${packages.id} = ${customers.packageId})`,
          resellerName: sql<string | null>`(select ${resellers.companyName} from ${resellers} where ${resellers.id} = ${customers.resellerId})`,
          cursor: cursorColumn(keys), ...countAlong(window),
        })
        .from(customers)
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  });
  const data: CustomerListItem[] = rows.map((r) => ({ ...toCustomer(r.customer), packageName: r.packageName, resellerName: r.resellerName }));
  return { data, meta };
}

/**
 * The list's filter choices: every package, and the first FILTER_RESELLERS_MAX resellers by name
 * plus `selectedReseller` (a select of 100,000 resellers would weigh megabytes).
 */
export async function customerFilterOptions(db: Database, selectedReseller?: string): Promise<CustomerFilterOptions> {
  const named = { id: resellers.id, name: resellers.companyName };
  const [pkgs, sellers, selected] = await Promise.all([
    db.select({ id: packages.id, name: packages.name }).from(packages).orderBy(asc(packages.name)),
    db.select(named).from(resellers).orderBy(asc(resellers.companyName), asc(resellers.id)).limit(FILTER_RESELLERS_MAX + 1),
    selectedReseller ? db.select(named).from(resellers).where(eq(resellers.id, selectedReseller)) : [],
  ]);
  const shown = sellers.slice(0, FILTER_RESELLERS_MAX);
  const missing = selected.filter((r) => !shown.some((s) => s.id === r.id));
  return { packages: pkgs, resellers: [...missing, ...shown], moreResellers: sellers.length > FILTER_RESELLERS_MAX };
}
