/**
 * GET /roles (issue 11 §1): one page of roles by name with their holders' count; `q` matches the
 * name as shown, the code (spaces read as underscores) or the description, ignoring case.
 */
import { asc, ilike, or } from 'drizzle-orm';
import type { Role, RoleListMeta } from '~/lib/roles/model';
import type { RoleListQuery } from '~/lib/roles/schemas';
import { roles } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { pageTotal, totalAlong } from '~/server/db/page-total';
import { toRole, userCount } from '~/server/roles/role-rows';

/** `%`, `_` and `\` typed in a search are text, not ILIKE wildcards. */
const pattern = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

/** The page `query` names and its paging facts; the total comes with the page's rows (page-total.ts). */
export async function listRoles(db: Database, query: RoleListQuery): Promise<{ data: Role[]; meta: RoleListMeta }> {
  const q = query.q.trim();
  const where = q ? or(ilike(roles.label, pattern(q)), ilike(roles.name, pattern(q.replace(/\s+/g, '_'))), ilike(roles.description, pattern(q))) : undefined;
  const rows = await db
    .select({ row: roles, holders: userCount, total: totalAlong })
    .from(roles)
    .where(where)
    .orderBy(asc(roles.name))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    data: rows.map((r) => toRole(r.row, r.holders)),
    meta: { page: query.page, pageSize: query.pageSize, total: await pageTotal(rows, db, roles, where) },
  };
}
