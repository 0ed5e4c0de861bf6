/**
 * Pure view helpers of the super admins list (issue 11 §3): how a status reads. Which row actions an
 * account offers: lib/super-admins/rights.ts.
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

/** The row buttons' words where the kind alone does not say it (actionCell `labels`). */
export const SUPER_ADMIN_ACTION_LABELS = { resend: 'Resend invite', revoke: 'Revoke invite' } as const;
