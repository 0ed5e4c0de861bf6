/** Reading business categories (issue 13 §1): the list page, the options of selects and filters. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { CategoryOption } from '~/lib/business-categories/model';
import type { CategoryListQuery } from '~/lib/business-categories/schemas';
import { OPTIONS_TTL_MS, type CategoryContext } from '~/server/business-categories/category-context';
import { businessCategories } from '~/server/business-categories/schema';
import { countAlong, cursorColumn, keysetPage, type OrderKey } from '~/server/db/keyset-page';
import { qualified } from '~/server/db/row-counter';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';

/**
 * What a category search reads: name and slug joined by a space, spelled as the
 * business_categories_search_idx trigram index (migration 0028) so that one index scan serves it.
 */
export const CATEGORY_SEARCH: SearchText = {
  index: 'business_categories_search_idx',
  text: sql`${businessCategories.name} || ' ' || ${businessCategories.slug}`,
};

/** The list's one order, as business_categories_order_idx spells it: sort order, name, ties by id. */
const CATEGORY_ORDER: OrderKey[] = [
  { expr: businessCategories.sortOrder, type: 'bigint', descending: false },
  { expr: businessCategories.name, type: 'text', descending: false },
  { expr: businessCategories.id, type: 'uuid', descending: false },
];

/**
 * One page in sort order then name, filtered by q (name, slug) and status, keyset-paged (issue 28
 * §4), with each category's counts read in the page's one query (issue 28 §1).
 */
export async function listCategories({ db, counters, toDto }: CategoryContext, query: CategoryListQuery) {
  const countColumns = Object.fromEntries(counters.map((c) => [c.key, c.column(qualified(businessCategories.id))]));
  const where: SQL[] = [];
  if (query.q) where.push(await searchMatch(db, CATEGORY_SEARCH, query.q));
  if (query.status) where.push(eq(businessCategories.status, query.status));
  const filter = where.length ? and(...where) : undefined;
  const { rows, meta } = await keysetPage({
    keys: CATEGORY_ORDER,
    position: query,
    pageSize: query.pageSize,
    source: { db, id: businessCategories.id, from: businessCategories, where: filter, searched: Boolean(query.q) },
    fetch: (window) =>
      db
        .select({ row: businessCategories, cursor: cursorColumn(CATEGORY_ORDER), counts: countColumns, ...countAlong(window) })
        .from(businessCategories)
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  });
  return { data: rows.map((r) => toDto(r.row, r.counts)), meta };
}

/** Every category, short, in sort order: for selects (forms) and filters; kept OPTIONS_TTL_MS. */
export function categoryOptions({ db, cache }: CategoryContext): Promise<CategoryOption[]> {
  if (cache.options && cache.options.until > Date.now()) return cache.options.rows;
  const rows = db
    .select({ id: businessCategories.id, name: businessCategories.name, status: businessCategories.status })
    .from(businessCategories)
    .orderBy(asc(businessCategories.sortOrder), asc(businessCategories.name))
    .then((found): CategoryOption[] => found);
  const entry = { rows, until: Date.now() + OPTIONS_TTL_MS };
  cache.options = entry;
  // A failed read is not kept.
  rows.catch(() => {
    if (cache.options === entry) delete cache.options;
  });
  return rows;
}

/** True when `id` names a category (for the services that point at one). */
export async function categoryExists({ db }: CategoryContext, id: string): Promise<boolean> {
  const [row] = await db.select({ id: businessCategories.id }).from(businessCategories).where(eq(businessCategories.id, id));
  return Boolean(row);
}
