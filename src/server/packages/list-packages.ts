/** Reading packages (issue 13 §2): the list page, and the short options of pickers. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Package } from '~/lib/packages/model';
import type { PackageListQuery } from '~/lib/packages/schemas';
import { countAlong, cursorColumn, keysetPage, type OrderKey } from '~/server/db/keyset-page';
import { qualified } from '~/server/db/row-counter';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';
import type { PackageContext } from '~/server/packages/package-context';
import { upgradesColumn } from '~/server/packages/package-rows';
import { packages } from '~/server/packages/schema';

/**
 * What a package search reads: name and code joined by a space, spelled as the packages_search_idx
 * trigram index (migration 0028) so that one index scan serves it (issue 28 §4).
 */
export const PACKAGE_SEARCH: SearchText = {
  index: 'packages_search_idx',
  text: sql`${packages.name} || ' ' || ${packages.code}`,
};

/** The list's order for `sort`, as packages_name_id_idx and packages_price_idx spell it, one way or exactly backwards. */
function packageOrder(sort: PackageListQuery['sort']): OrderKey[] {
  const descending = sort.startsWith('-');
  const byName: OrderKey[] = [
    { expr: packages.name, type: 'text', descending },
    { expr: packages.id, type: 'uuid', descending },
  ];
  return sort.endsWith('price') ? [{ expr: packages.monthlyPrice, type: 'bigint', descending }, ...byName] : byName;
}

/**
 * One page filtered by q (name, code), category and status; sorted by name or monthly price; keyset-paged
 * (issue 28 §4). Each package's upgrades and subscribers come with the page, in its one query (issue 28 §1).
 */
export async function listPackages({ db, toDtos, subscribers }: PackageContext, query: PackageListQuery) {
  const where: SQL[] = [];
  if (query.q) where.push(await searchMatch(db, PACKAGE_SEARCH, query.q));
  if (query.category) where.push(eq(packages.categoryId, query.category));
  if (query.status) where.push(eq(packages.status, query.status));
  const filter = where.length ? and(...where) : undefined;
  const keys = packageOrder(query.sort);
  const { rows, meta } = await keysetPage({
    keys,
    position: query,
    pageSize: query.pageSize,
    source: { db, id: packages.id, from: packages, where: filter, searched: Boolean(query.q) },
    fetch: (window) =>
      db
        .select({ row: packages, cursor: cursorColumn(keys), upgrades: upgradesColumn, subscribers: subscribers.column(qualified(packages.id)), ...countAlong(window) })
        .from(packages)
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  });
  const upgrades = new Map(rows.map((r) => [r.row.id, r.upgrades]));
  const counts = new Map(rows.map((r) => [r.row.id, r.subscribers]));
  return { data: await toDtos(db, rows.map((r) => r.row), { upgrades, subscribers: counts }), meta };
}

/** Every package, short, by name: for the allowed-upgrades picker and the resellers' package lists. */
export function packageOptions({ db }: PackageContext): Promise<{ id: string; name: string; code: string; status: Package['status'] }[]> {
  return db.select({ id: packages.id, name: packages.name, code: packages.code, status: packages.status }).from(packages).orderBy(asc(packages.name));
}
