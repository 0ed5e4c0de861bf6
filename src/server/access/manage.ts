/**
 * Where the rule for managing what you lack (issue 27 §1, src/lib/access/manage.ts) is enforced: every
 * write on an account or a role calls one of these before it changes anything. A refusal is a 403
 * naming the permissions the caller lacks (the first five, then "and N more"), or saying that only a
 * super admin may do it. Used by roles and permission grants, super admins, employees (their role,
 * status, password, invitation, import) and the staff security routes under /users.
 */
import { lacking } from '~/lib/access/manage';
import type { PermissionHolder } from '~/lib/permissions';
import { SUPER_ADMIN_ROLE } from '~/server/auth/users';
import { forbidden } from '~/server/http/errors';

/** A role as the rule sees it. */
export interface RoleRef {
  id: string;
  name: string;
  permissions: string[];
}

/** How many missing permissions a refusal names before it says "and N more". */
const NAMED = 5;

/** `a, b, c, d, e and 3 more`. */
export function listed(missing: readonly string[]): string {
  const shown = missing.slice(0, NAMED).join(', ');
  return missing.length > NAMED ? `${shown} and ${missing.length - NAMED} more` : shown;
}

export const ACCESS_MESSAGES = {
  superAdminRole: 'The super_admin role cannot be given to an employee; add a super admin instead.',
  grant: (role: string, missing: readonly string[]) => `You cannot give the role ${role}: it holds permissions you do not have (${listed(missing)}).`,
  manage: (role: string, missing: readonly string[]) =>
    `You cannot manage an employee with the role ${role}: it holds permissions you do not have (${listed(missing)}).`,
  changeRole: (role: string, missing: readonly string[]) => `You cannot change the role ${role}: it holds permissions you do not have (${listed(missing)}).`,
  grantPermissions: (missing: readonly string[]) => `You cannot grant permissions you do not hold: ${listed(missing)}`,
  superAdminOnly: (what: string) => `Only a super admin can ${what}.`,
} as const;

/** True when `me` may give `role` to an employee: never super_admin, and only a role they hold all of. */
export function mayGrant(me: PermissionHolder, role: Pick<RoleRef, 'name' | 'permissions'>): boolean {
  return role.name !== SUPER_ADMIN_ROLE && lacking(me, role.permissions).length === 0;
}

/** @throws 403 with `message` (e.g. ACCESS_MESSAGES.superAdminOnly(…)) unless `me` is a super admin */
export function assertSuperAdmin(me: PermissionHolder, message: string): void {
  if (!me.is_super_admin) throw forbidden(message);
}

/** @throws 403 when `me` may not give `role` to an employee (naming the permissions they lack) */
export function assertMayGrant(me: PermissionHolder, role: Pick<RoleRef, 'name' | 'permissions'>): void {
  if (role.name === SUPER_ADMIN_ROLE) throw forbidden(ACCESS_MESSAGES.superAdminRole);
  const missing = lacking(me, role.permissions);
  if (missing.length) throw forbidden(ACCESS_MESSAGES.grant(role.name, missing));
}

/** @throws 403 when the employee's current `role` holds permissions `me` lacks */
export function assertMayManageEmployee(me: PermissionHolder, role: Pick<RoleRef, 'name' | 'permissions'>): void {
  const missing = lacking(me, role.permissions);
  if (missing.length) throw forbidden(ACCESS_MESSAGES.manage(role.name, missing));
}

/** @throws 403 naming what `me` would grant without holding it */
export function assertMayGrantPermissions(me: PermissionHolder, granted: readonly string[]): void {
  const missing = lacking(me, granted);
  if (missing.length) throw forbidden(ACCESS_MESSAGES.grantPermissions(missing));
}

/**
 * A change of a role (its permissions, two-factor requirement, name, description, or its deletion)
 * needs every permission the role holds before and after: otherwise weakening a role would be a way
 * to take over its holders.
 * @throws 403 naming what the role holds now that `me` lacks, else what it would hold after
 */
export function assertMayChangeRole(me: PermissionHolder, role: Pick<RoleRef, 'name' | 'permissions'>, after: readonly string[] = role.permissions): void {
  const missing = lacking(me, role.permissions);
  if (missing.length) throw forbidden(ACCESS_MESSAGES.changeRole(role.name, missing));
  assertMayGrantPermissions(me, after);
}
