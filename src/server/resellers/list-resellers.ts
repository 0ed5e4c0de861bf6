/** Reading resellers (issue 13 §3, issue 9 §6): the two keyset-paged lists, and the packages a reseller may be given. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ResellerPackageOption } from '~/lib/resellers/model';
import type { ResellerListQuery, ResellerSort } from '~/lib/resellers/schemas';
import { countAlong, cursorColumn, keysetPage, pendingFirstOrder, type OrderKey } from '~/server/db/keyset-page';
import { qualified } from '~/server/db/row-counter';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';
import { packages } from '~/server/packages/schema';
import type { ResellerContext } from '~/server/resellers/reseller-context';
import { packagesColumn } from '~/server/resellers/reseller-rows';
import { resellers } from '~/server/resellers/schema';

/**
 * What a reseller search reads: company, names, email and city joined by spaces, spelled as the
 * resellers_search_idx trigram index (migration 0025) so that one index scan serves it (issue 9 §6).
 */
export const RESELLER_SEARCH: SearchText = {
  index: 'resellers_search_idx',
  text: sql`${resellers.companyName} || ' ' || ${resellers.firstName} || ' ' || ${resellers.lastName} || ' ' || ${resellers.email} || ' ' || ${resellers.city}`,
};

/**
 * The list's order for `sort`, as the indexes of resellers/schema.ts spell it: company
 * (company_name, id), created (created_at, id) and commission (commission_basis_points,
 * company_name, id), ascending or exactly backwards; queue (resellers_queue_idx) is the pending ones
 * oldest first, then the decided ones newest first.
 */
function resellerOrder(sort: ResellerSort): OrderKey[] {
  if (sort === 'queue') return pendingFirstOrder(resellers.status, resellers.createdAt, resellers.id);
  const descending = sort.startsWith('-');
  const key = (expr: OrderKey['expr'], type: OrderKey['type']): OrderKey => ({ expr, type, descending });
  const company = key(resellers.companyName, 'text');
  const first = sort.endsWith('created') ? [key(resellers.createdAt, 'timestamptz')] : sort.endsWith('commission') ? [key(resellers.commissionBasisPoints, 'bigint'), company] : [company];
  return [...first, key(resellers.id, 'uuid')];
}

/**
 * One page filtered by q (company, names, email, city), status, category and source, paged by
 * keyset (issue 9 §6). Each reseller's packages and customer count come with the page, in its one
 * query (issue 28 §1). @throws HttpError 400 for a cursor of another order
 */
export async function listResellers({ db, toDtos, customers }: ResellerContext, query: ResellerListQuery) {
  const where: SQL[] = [];
  if (query.q) where.push(await searchMatch(db, RESELLER_SEARCH, query.q));
  if (query.status) where.push(eq(resellers.status, query.status));
  if (query.category) where.push(eq(resellers.categoryId, query.category));
  if (query.source) where.push(eq(resellers.source, query.source));
  const filter = where.length ? and(...where) : undefined;
  const keys = resellerOrder(query.sort);
  const { rows, meta } = await keysetPage({
    keys,
    position: query,
    pageSize: query.pageSize,
    source: { db, id: resellers.id, from: resellers, where: filter, searched: Boolean(query.q) },
    fetch: (window) =>
      db
        .select({ reseller: resellers, cursor: cursorColumn(keys), packages: packagesColumn, customers: customers.column(qualified(resellers.id)), ...countAlong(window) })
        .from(resellers)
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  });
  const packageIds = new Map(rows.map((r) => [r.reseller.id, r.packages]));
  const counts = new Map(rows.map((r) => [r.reseller.id, r.customers]));
  return { data: await toDtos(db, rows.map((r) => r.reseller), { packages: packageIds, customers: counts }), meta };
}

/** The packages a reseller may be given, by name, with the reseller-visible ones marked (the default). */
export function resellerPackageOptions({ db }: ResellerContext): Promise<ResellerPackageOption[]> {
  return db
    .select({ id: packages.id, name: packages.name, code: packages.code, status: packages.status, resellerVisible: packages.resellerVisible })
    .from(packages)
    .orderBy(asc(packages.name));
}
