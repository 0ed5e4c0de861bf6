/**
 * The rule for managing what you lack (issue 27 §1): a user may change an account or a role only when
 * they hold every permission it holds; an account that is a super admin only a super admin may change.
 * Pure, so that the server enforces it (src/server/access/manage.ts) and the pages offer only the
 * actions it allows, from the same function.
 */
import type { PermissionHolder } from '~/lib/permissions';

/** What a target of a change holds: an account (its role's permissions) or a role. */
export interface HeldBy {
  /** An account with `is_super_admin`: it holds every permission, new ones included. */
  isSuperAdmin?: boolean;
  permissions: readonly string[];
}

/** The permissions of `permissions` that `me` does not hold, in their order ([] for a super admin). */
export function lacking(me: PermissionHolder, permissions: readonly string[]): string[] {
  if (me.is_super_admin) return [];
  const held = new Set(me.role.permissions);
  return [...new Set(permissions.filter((p) => !held.has(p)))];
}

/** True when `me` may change `target` (its settings, status, password, two-factor, or the role itself). */
export function mayManage(me: PermissionHolder, target: HeldBy): boolean {
  if (target.isSuperAdmin) return me.is_super_admin;
  return lacking(me, target.permissions).length === 0;
}

/** A role as the rule sees it. */
export interface RoleHeld {
  name: string;
  permissions: readonly string[];
  system?: boolean;
}

/**
 * True when `me` may change `role` at all: never the system role; a super admin any other; anyone
 * else a role that is not their own and holds nothing they lack (what it would hold after a change
 * is checked by the server on the change).
 */
export function mayChangeRole(me: PermissionHolder & { role: { name: string } }, role: RoleHeld): boolean {
  if (role.system) return false;
  if (me.is_super_admin) return true;
  return me.role.name !== role.name && mayManage(me, role);
}
