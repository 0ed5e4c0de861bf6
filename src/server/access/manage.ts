/**
 * Where the rule for managing what you lack (issue 27 §1, src/lib/access/manage.ts) is enforced: every
 * write on an account or a role calls one of these before it changes anything. A refusal is a 403
 * naming by their labels the permissions the caller lacks (three of them and how many), or saying that only a
 * super admin may do it. Used by roles and permission grants, super admins, employees (their role,
 * status, password, invitation, import) and the staff security routes under /users.
 */
import { lacking } from '~/lib/access/manage';
import { permissionLabel } from '~/lib/labels';
import type { PermissionHolder } from '~/lib/permissions';
import { SUPER_ADMIN_ROLE } from '~/server/auth/users';
import { forbidden } from '~/server/http/errors';

/** A role as the rule sees it: its code (`name`), the name people read (`label`) and what it holds. */
export interface RoleRef {
  id: string;
  name: string;
  label: string;
  permissions: string[];
}

/** How many missing permissions a refusal names; past that it gives their number. */
const NAMED = 3;

const inWords = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * The missing permissions as people read them (issue 26 defect 4): by label, a few of them and how
 * many — `3 permissions you do not have, among them View packages, …` or `a permission you do not have: …`.
 */
export function lackingInWords(missing: readonly string[]): string {
  const named = inWords.format(missing.slice(0, NAMED).map(permissionLabel));
  if (missing.length > NAMED) return `${missing.length} permissions you do not have, among them ${named}`;
  return `${missing.length === 1 ? 'a permission' : 'permissions'} you do not have: ${named}`;
}

/**
 * Refusals name roles and permissions as people read them, never by code: a role by its name as
 * typed (`label`, 'HR Manager', issue 26 §8), a permission by its label ('View data centers').
 */
export const ACCESS_MESSAGES = {
  superAdminRole: 'The Super Admin role cannot be given to an employee; add a super admin instead.',
  grant: (role: string, missing: readonly string[]) => `You cannot give the role ${role}: it holds ${lackingInWords(missing)}.`,
  manage: (role: string, missing: readonly string[]) => `You cannot manage an employee with the role ${role}: it holds ${lackingInWords(missing)}.`,
  changeRole: (role: string, missing: readonly string[]) => `You cannot change the role ${role}: it holds ${lackingInWords(missing)}.`,
  grantPermissions: (missing: readonly string[]) => `You cannot grant ${lackingInWords(missing)}.`,
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
export function assertMayGrant(me: PermissionHolder, role: Pick<RoleRef, 'name' | 'label' | 'permissions'>): void {
  if (role.name === SUPER_ADMIN_ROLE) throw forbidden(ACCESS_MESSAGES.superAdminRole);
  const missing = lacking(me, role.permissions);
  if (missing.length) throw forbidden(ACCESS_MESSAGES.grant(role.label, missing));
}

/** @throws 403 when the employee's current `role` holds permissions `me` lacks */
export function assertMayManageEmployee(me: PermissionHolder, role: Pick<RoleRef, 'label' | 'permissions'>): void {
  const missing = lacking(me, role.permissions);
  if (missing.length) throw forbidden(ACCESS_MESSAGES.manage(role.label, missing));
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
export function assertMayChangeRole(me: PermissionHolder, role: Pick<RoleRef, 'label' | 'permissions'>, after: readonly string[] = role.permissions): void {
  const missing = lacking(me, role.permissions);
  if (missing.length) throw forbidden(ACCESS_MESSAGES.changeRole(role.label, missing));
  assertMayGrantPermissions(me, after);
}
