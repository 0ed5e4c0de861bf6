/**
 * What may be done to roles and permission grants (issue 11 §1–2, issue 25 §4): spec §6's
 * `ou:view|add|edit|delete::roles` (duplicating is adding) and `ou:view|edit::permission`, read by
 * the pages' guards (routes.ts), their buttons and the API's guards (server/roles/routes.ts). On top
 * of the permission, the rule for managing what you lack (lib/access/manage.ts, issue 27 §1) decides
 * which roles a user may change or copy; the server checks it again on every write.
 */
import { mayChangeRole, mayManage, type RoleHeld } from '~/lib/access/manage';
import { crud, type PermissionHolder } from '~/lib/permissions';
import { allowed, rightsOf, type Rights } from '~/lib/rights';

export const ROLE_RIGHTS = {
  view: [crud('ou', 'view', 'roles')],
  add: [crud('ou', 'add', 'roles')],
  edit: [crud('ou', 'edit', 'roles')],
  delete: [crud('ou', 'delete', 'roles')],
  duplicate: [crud('ou', 'add', 'roles')],
} as const;

export const PERMISSION_RIGHTS = {
  view: [crud('ou', 'view', 'permission')],
  /** Choosing the roles that hold a permission (the page offers it to those who may list roles too). */
  grant: [crud('ou', 'edit', 'permission')],
} as const;

/** A signed-in user as the rule for managing what you lack reads them. */
export type RoleManager = PermissionHolder & { role: { name: string } };

/** The user's rights on roles, and the user, whose own role and permissions limit which roles they change. */
export type RoleRights = Rights<typeof ROLE_RIGHTS> & { me: RoleManager };

export const roleRights = (me: RoleManager): RoleRights => ({ ...rightsOf(ROLE_RIGHTS, me), me });
export type PermissionRights = Rights<typeof PERMISSION_RIGHTS> & { viewRoles: boolean };

/** `me`'s rights on the catalog; choosing roles needs the roles list too (the dialog lists them). */
export const permissionRights = (me: PermissionHolder | null | undefined): PermissionRights => ({
  ...rightsOf(PERMISSION_RIGHTS, me),
  viewRoles: rightsOf(ROLE_RIGHTS, me).view,
});

export type PermissionAction = 'roles';

/** The row actions on a permission: choosing the roles that hold it (granting, revoking), for who may grant and list roles. */
export function permissionActionsFor(rights: PermissionRights): PermissionAction[] {
  return allowed<PermissionAction>([['roles', rights.grant && rights.viewRoles]]);
}

export type RoleAction = 'edit' | 'duplicate' | 'delete';

/**
 * The row actions on `role`: edit and delete a role the user may change (not the system role, not
 * their own, nothing they lack), duplicate a role holding nothing they lack.
 */
export function actionsFor(role: RoleHeld, rights: RoleRights): RoleAction[] {
  const change = mayChangeRole(rights.me, role);
  return allowed<RoleAction>([
    ['edit', rights.edit && change],
    ['duplicate', rights.duplicate && mayManage(rights.me, role)],
    ['delete', rights.delete && change],
  ]);
}
