/**
 * Impersonation hand-offs (issue 14 §3) as `/api/v1` answers them: the rules the dialog and the API
 * share, the DTO of one hand-off, and its status. Dates are ISO-8601.
 */

/** Reason length, in characters (the issue: at least 10). */
export const REASON_MIN = 10;
export const REASON_MAX = 500;

/** How long a hand-off lasts, in whole minutes (the issue: 5–60, default 15). */
export const MINUTES_MIN = 5;
export const MINUTES_MAX = 60;
export const MINUTES_DEFAULT = 15;

/** The choices of the dialog's duration select. */
export const MINUTE_CHOICES = [5, 10, 15, 30, 45, 60] as const;

/**
 * pending: issued, not yet opened by the customer's site; active: opened and not yet expired;
 * expired: past its end; ended: ended early by staff.
 */
export type ImpersonationStatus = 'pending' | 'active' | 'expired' | 'ended';

/** One hand-off, as `GET /customer-users/{id}/impersonations` lists it. */
export interface Impersonation {
  id: string;
  customerUserId: string;
  actorName: string;
  reason: string;
  expiresAt: string;
  consumedAt: string | null;
  endedAt: string | null;
  endedByName: string | null;
  createdAt: string;
  status: ImpersonationStatus;
}

/** The answer of `POST /customer-users/{id}/impersonate`: the URL to open in a new tab. */
export interface ImpersonationHandoff {
  url: string;
  expiresAt: string;
}

/** The status of a hand-off at `now`; an ended one stays ended, whatever its expiry. */
export function impersonationStatus(
  row: { expiresAt: string | Date; consumedAt: string | Date | null; endedAt: string | Date | null },
  now: Date = new Date(),
): ImpersonationStatus {
  if (row.endedAt) return 'ended';
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return 'expired';
  return row.consumedAt ? 'active' : 'pending';
}

/** True while staff can still end it early. */
export const isLive = (status: ImpersonationStatus) => status === 'pending' || status === 'active';
