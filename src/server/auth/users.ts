/**
 * Users as the API shows them: rows joined with their role and mapped to UserDetails (spec §3).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '~/lib/permissions';
import type { UserDetails } from '~/lib/types';
import { roles, users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

/** The role name that is treated as a super admin in profile updates (spec §6). */
export const SUPER_ADMIN_ROLE = 'super_admin';

/** Maps a user and its role to the DTO. A super admin's permissions are the whole catalog. */
export function toUserDetails(user: UserRow, role: RoleRow): UserDetails {
  const base = {
    id: user.id,
    email: user.email,
    contact: user.contact,
    is_super_admin: user.isSuperAdmin,
    role: { name: role.name, label: role.label, permissions: user.isSuperAdmin ? [...ALL_PERMISSIONS] : [...role.permissions] },
  };
  return role.name === SUPER_ADMIN_ROLE
    ? { ...base, name: user.name ?? '' }
    : { ...base, first_name: user.firstName ?? '', last_name: user.lastName ?? '' };
}

/** Finds a user with its role by id; undefined when missing. */
export async function findUserById(db: Pick<Database, 'select'>, id: string) {
  const [row] = await db.select().from(users).innerJoin(roles, eq(users.roleId, roles.id)).where(eq(users.id, id));
  return row ? { user: row.users, role: row.roles } : undefined;
}

/** Finds a user with its role by email, ignoring case; undefined when missing. Deleted employees have freed theirs. */
export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)));
  return row ? { user: row.users, role: row.roles } : undefined;
}
