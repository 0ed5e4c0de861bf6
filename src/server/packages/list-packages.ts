/** Reading packages (issue 13 §2): the list page, and the short options of pickers. */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Package } from '~/lib/packages/model';
import type { PackageListQuery } from '~/lib/packages/schemas';
import { likePattern } from '~/server/db/like';
import type { PackageContext } from '~/server/packages/package-context';
import { packages } from '~/server/packages/schema';

/** One page filtered by q (name, code), category and status; sorted by name or monthly price. */
export async function listPackages({ db, toDtos }: PackageContext, query: PackageListQuery) {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(or(ilike(packages.name, pattern), ilike(packages.code, pattern))!);
  }
  if (query.category) where.push(eq(packages.categoryId, query.category));
  if (query.status) where.push(eq(packages.status, query.status));
  const filter = where.length ? and(...where) : undefined;
  const by = query.sort.endsWith('price') ? packages.monthlyPrice : packages.name;
  const order = query.sort.startsWith('-') ? desc(by) : asc(by);
  const [rows, [total]] = await Promise.all([
    db.select().from(packages).where(filter).orderBy(order, asc(packages.name), asc(packages.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(packages).where(filter),
  ]);
  return { data: await toDtos(db, rows), meta: { page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 } };
}

/** Every package, short, by name: for the allowed-upgrades picker and the resellers' package lists. */
export function packageOptions({ db }: PackageContext): Promise<{ id: string; name: string; code: string; status: Package['status'] }[]> {
  return db.select({ id: packages.id, name: packages.name, code: packages.code, status: packages.status }).from(packages).orderBy(asc(packages.name));
}
