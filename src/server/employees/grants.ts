/**
 * Which roles a caller may give an employee (issue 12 §3, no escalation): a super admin any role but
 * super_admin; anyone else only a role whose permissions they hold themselves, all of them. The same
 * rule guards managing an employee: nobody edits, disables, deletes or sets the password of an
 * account whose role holds permissions they lack (that would let them take it over).
 */
import { permissionLabel, roleLabel } from '~/lib/labels';
import type { UserDetails } from '~/lib/types';
import { SUPER_ADMIN_ROLE } from '~/server/auth/users';
import { forbidden } from '~/server/http/errors';

export interface RoleRef {
  id: string;
  name: string;
  permissions: string[];
}

/** How many missing permissions a refusal names; past that it gives their number. */
const NAMED = 3;

/** The permissions of `role` that `me` does not hold ([] for a super admin). */
export function missingPermissions(me: UserDetails, role: Pick<RoleRef, 'permissions'>): string[] {
  if (me.is_super_admin) return [];
  const held = new Set(me.role.permissions);
  return role.permissions.filter((p) => !held.has(p));
}

/** True when `me` may give `role` to an employee. */
export function mayGrant(me: UserDetails, role: RoleRef): boolean {
  return role.name !== SUPER_ADMIN_ROLE && missingPermissions(me, role).length === 0;
}

const inWords = new Intl.ListFormat('en', { type: 'conjunction' });

/** The missing permissions as people read them (issue 26 defect 4): by label, a few of them and how many. */
function lacking(missing: string[]): string {
  const named = inWords.format(missing.slice(0, NAMED).map(permissionLabel));
  if (missing.length > NAMED) return `${missing.length} permissions you do not have, among them ${named}`;
  return `${missing.length === 1 ? 'a permission' : 'permissions'} you do not have: ${named}`;
}

/** Refusals name roles and permissions by their labels ('Hr manager', 'View data centers'), never by code. */
export const GRANT_MESSAGES = {
  superAdminRole: `The ${roleLabel(SUPER_ADMIN_ROLE)} role cannot be given to an employee; add a super admin instead.`,
  grant: (role: string, missing: string[]) => `You cannot give the role ${roleLabel(role)}: it holds ${lacking(missing)}.`,
  manage: (role: string, missing: string[]) => `You cannot manage an employee with the role ${roleLabel(role)}: it holds ${lacking(missing)}.`,
} as const;

/** @throws 403 when `me` may not give `role` (naming the permissions they lack) */
export function assertMayGrant(me: UserDetails, role: RoleRef): void {
  if (role.name === SUPER_ADMIN_ROLE) throw forbidden(GRANT_MESSAGES.superAdminRole);
  const missing = missingPermissions(me, role);
  if (missing.length) throw forbidden(GRANT_MESSAGES.grant(role.name, missing));
}

/** @throws 403 when the employee's current `role` holds permissions `me` lacks */
export function assertMayManage(me: UserDetails, role: RoleRef): void {
  const missing = missingPermissions(me, role);
  if (missing.length) throw forbidden(GRANT_MESSAGES.manage(role.name, missing));
}
