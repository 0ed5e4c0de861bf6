/**
 * GET /super-admins (issue 11 §3): one page of super admins ordered by name, searched by name,
 * email or contact (ignoring case), each with its open invitation's expiry.
 */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SuperAdmin, SuperAdminListMeta } from '~/lib/super-admins/model';
import type { SuperAdminListQuery } from '~/lib/super-admins/schemas';
import { users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { pageTotal, totalAlong } from '~/server/db/page-total';
import { qualified } from '~/server/db/row-counter';
import { openInvitationExpiry } from '~/server/invitations/tokens';
import { toSuperAdmin } from '~/server/super-admins/admin-rows';

/** `%`, `_` and `\` typed in a search are text, not ILIKE wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function searchFilter(q: string): SQL | undefined {
  if (!q) return eq(users.isSuperAdmin, true);
  const pattern = likePattern(q);
  return and(eq(users.isSuperAdmin, true), or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.contact, pattern)));
}

/** The page `query` names and its paging facts; the total and each invitation's expiry come with the page's rows, in one query (issue 28 §1). */
export async function listSuperAdmins(db: Database, query: SuperAdminListQuery): Promise<{ data: SuperAdmin[]; meta: SuperAdminListMeta }> {
  const where = searchFilter(query.q);
  const rows = await db
    .select({ row: users, invitationExpires: openInvitationExpiry(qualified(users.id)), total: totalAlong })
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    data: rows.map((r) => toSuperAdmin(r.row, r.invitationExpires ?? undefined)),
    meta: { page: query.page, pageSize: query.pageSize, total: await pageTotal(rows, db, users, where) },
  };
}
