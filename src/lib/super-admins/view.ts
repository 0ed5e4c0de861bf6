/**
 * Pure view helpers of the super admins list (issue 11 §3): how a status reads, and which row actions
 * an account offers to the signed-in user. The rights are booleans the page computes on the server.
 */
import type { SuperAdmin } from '~/lib/super-admins/model';

export type StatusTone = 'success' | 'danger' | 'warning' | 'primary' | 'neutral';

/** A status as the list shows it; an invitation whose link is gone says so. */
export function statusDisplay(admin: Pick<SuperAdmin, 'status' | 'invitationExpiresAt'>): { label: string; tone: StatusTone; note?: string } {
  if (admin.status === 'active') return { label: 'Active', tone: 'success' };
  if (admin.status === 'disabled') return { label: 'Disabled', tone: 'danger' };
  return admin.invitationExpiresAt
    ? { label: 'Invited', tone: 'primary' }
    : { label: 'Invited', tone: 'warning', note: 'Link expired or revoked' };
}

export const SUPER_ADMIN_ACTION_KINDS = ['disable', 'enable', 'resend', 'revoke', 'delete'] as const;
export type SuperAdminActionKind = (typeof SUPER_ADMIN_ACTION_KINDS)[number];

/** What the signed-in user may do on this page (the API checks the same on every call). */
export interface SuperAdminRights {
  /** A super admin with `ou:edit::listofsuperadmin`: disable, enable, revoke an invitation. */
  edit: boolean;
  /** A super admin with `ou:add::listofsuperadmin`: add, resend an invitation. */
  invite: boolean;
  /** A super admin with `ou:delete::listofsuperadmin`. */
  delete: boolean;
  /** The signed-in user's id: nobody disables or deletes their own account. */
  meId: string;
}

/** The row actions `admin` offers, in display order. */
export function rowActions(admin: Pick<SuperAdmin, 'id' | 'status' | 'invitationExpiresAt'>, can: SuperAdminRights): SuperAdminActionKind[] {
  const self = admin.id === can.meId;
  const actions: SuperAdminActionKind[] = [];
  if (admin.status === 'invited' && can.invite) actions.push('resend');
  if (admin.status === 'invited' && admin.invitationExpiresAt && can.edit) actions.push('revoke');
  if (admin.status === 'active' && can.edit && !self) actions.push('disable');
  if (admin.status === 'disabled' && can.edit) actions.push('enable');
  if (can.delete && !self) actions.push('delete');
  return actions;
}

/**
 * Row action names, short enough for a table row at 1280 px; screen readers hear them followed by the
 * account's name (the visible text stays the start of the accessible name, WCAG 2.5.3).
 */
export const ACTION_LABELS: Record<SuperAdminActionKind, string> = {
  disable: 'Disable',
  enable: 'Enable',
  resend: 'Resend invite',
  revoke: 'Revoke invite',
  delete: 'Delete',
};
