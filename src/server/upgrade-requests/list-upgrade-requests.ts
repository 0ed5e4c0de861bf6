/** The upgrade-request queue (issue 14 §4, issue 9 §6): one page, pending first, filtered and keyset-paged. */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { UpgradeRequestListQuery, UpgradeRequestSort } from '~/lib/upgrade-requests/schemas';
import { customers } from '~/server/customers/schema';
import { countAlong, cursorColumn, keysetPage, pendingFirstOrder, type OrderKey } from '~/server/db/keyset-page';
import { likePattern } from '~/server/db/like';
import { itemQuery, toItem } from '~/server/upgrade-requests/item';
import { upgradeRequests } from '~/server/upgrade-requests/schema';
import type { UpgradeContext } from '~/server/upgrade-requests/upgrade-context';

/**
 * The list's order for `sort`, as the indexes of upgrade-requests/schema.ts spell them: queue
 * (upgrade_requests_queue_idx) is the pending ones oldest first, then the decided ones newest
 * first; created is (created_at desc nulls last, id desc nulls last) or exactly backwards.
 */
function upgradeRequestOrder(sort: UpgradeRequestSort): OrderKey[] {
  if (sort === 'queue') return pendingFirstOrder(upgradeRequests.status, upgradeRequests.createdAt, upgradeRequests.id);
  const descending = sort === '-created';
  return [
    { expr: upgradeRequests.createdAt, type: 'timestamptz', descending, nullsFirst: !descending },
    { expr: upgradeRequests.id, type: 'uuid', descending, nullsFirst: !descending },
  ];
}

/**
 * One page filtered by q (business name), status, customer and package (from or to), paged by
 * keyset (issue 9 §6). @throws HttpError 400 for a cursor of another order
 */
export async function listUpgradeRequests({ db, now }: UpgradeContext, query: UpgradeRequestListQuery) {
  const where: SQL[] = [];
  if (query.q) where.push(ilike(customers.businessName, likePattern(query.q)));
  if (query.status) where.push(eq(upgradeRequests.status, query.status));
  if (query.customer) where.push(eq(upgradeRequests.customerId, query.customer));
  if (query.package) where.push(or(eq(upgradeRequests.fromPackageId, query.package), eq(upgradeRequests.toPackageId, query.package))!);
  const filter = where.length ? and(...where) : undefined;
  const keys = upgradeRequestOrder(query.sort);
  // The join: `q` searches the customer's business name.
  const from = sql`${upgradeRequests} inner join ${customers} on ${customers.id} = ${upgradeRequests.customerId}`;
  const { rows, meta } = await keysetPage({
    keys,
    position: query,
    pageSize: query.pageSize,
    source: { db, id: upgradeRequests.id, from, where: filter, searched: Boolean(query.q) },
    fetch: (window) =>
      itemQuery(db, { cursor: cursorColumn(keys), ...countAlong(window) })
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  });
  const at = now();
  return { data: rows.map((r) => toItem(r, at)), meta };
}
