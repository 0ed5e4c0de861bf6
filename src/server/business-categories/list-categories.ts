/** Reading business categories (issue 13 §1): the list page, the options of selects and filters. */
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { CategoryOption } from '~/lib/business-categories/model';
import type { CategoryListQuery } from '~/lib/business-categories/schemas';
import { OPTIONS_TTL_MS, type CategoryContext } from '~/server/business-categories/category-context';
import { businessCategories } from '~/server/business-categories/schema';
import { likePattern } from '~/server/db/like';

/** One page in sort order then name, filtered by q (name, slug) and status, with each category's counts; `meta.total` is exact. */
export async function listCategories({ db, countsOf, toDto }: CategoryContext, query: CategoryListQuery) {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(or(ilike(businessCategories.name, pattern), ilike(businessCategories.slug, pattern))!);
  }
  if (query.status) where.push(eq(businessCategories.status, query.status));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(businessCategories)
      .where(filter)
      .orderBy(asc(businessCategories.sortOrder), asc(businessCategories.name))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(businessCategories).where(filter),
  ]);
  const counts = await countsOf(rows.map((r) => r.id));
  return {
    data: rows.map((r) => toDto(r, counts.get(r.id) ?? {})),
    meta: { page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 },
  };
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
