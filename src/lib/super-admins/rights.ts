/**
 * What may be done to super admins (issue 11 §3, issue 25 §4): spec §6's
 * `ou:view|add|edit|delete::listofsuperadmin`, read by the page's guard (routes.ts), its buttons
 * and the API's guards (server/super-admins/routes.ts). Every write is for super admins alone
 * (issue 27 §1: nobody manages what holds more than they do), which the service checks again.
 */
import { crud, type PermissionHolder } from '~/lib/permissions';
import { allowed, rightsOf, type Rights } from '~/lib/rights';
import type { SuperAdmin } from '~/lib/super-admins/model';

export const SUPER_ADMIN_RIGHTS = {
  view: [crud('ou', 'view', 'listofsuperadmin')],
  /** Add, and resend an invitation. */
  add: [crud('ou', 'add', 'listofsuperadmin')],
  /** Disable, enable, and revoke an invitation. */
  edit: [crud('ou', 'edit', 'listofsuperadmin')],
  delete: [crud('ou', 'delete', 'listofsuperadmin')],
} as const;

/** What the signed-in user may do on the list, and their id: nobody disables or deletes their own account. */
export type SuperAdminRights = Rights<typeof SUPER_ADMIN_RIGHTS> & { meId: string };

/** `me`'s rights: the permissions, each write a super admin's alone. */
export function superAdminRights(me: PermissionHolder & { id: string }): SuperAdminRights {
  const held = rightsOf(SUPER_ADMIN_RIGHTS, me);
  const writes = me.is_super_admin;
  return { view: held.view, add: writes && held.add, edit: writes && held.edit, delete: writes && held.delete, meId: me.id };
}

export type SuperAdminAction = 'resend' | 'revoke' | 'disable' | 'enable' | 'delete';

/** The row actions `admin` offers, in display order: an invitation is resent or revoked, an account disabled or enabled. */
export function actionsFor(admin: Pick<SuperAdmin, 'id' | 'status' | 'invitationExpiresAt'>, rights: SuperAdminRights): SuperAdminAction[] {
  const self = admin.id === rights.meId;
  return allowed<SuperAdminAction>([
    ['resend', admin.status === 'invited' && rights.add],
    ['revoke', admin.status === 'invited' && Boolean(admin.invitationExpiresAt) && rights.edit],
    ['disable', admin.status === 'active' && rights.edit && !self],
    ['enable', admin.status === 'disabled' && rights.edit],
    ['delete', rights.delete && !self],
  ]);
}
