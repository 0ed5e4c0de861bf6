/**
 * How the customer user page shows impersonation hand-offs (issue 14 §3): status labels and tones,
 * and the paths it links to.
 */
import type { ImpersonationStatus } from '~/lib/impersonation/model';

export const CUSTOMER_USERS_PATH = '/owner-inventory/dashboard/customers/users';

/** The customer user page. */
export const customerUserPath = (id: string) => `${CUSTOMER_USERS_PATH}/${encodeURIComponent(id)}`;

/** The customer page (issue 14 §1). */
export const customerPath = (id: string) => `/owner-inventory/dashboard/customers/${encodeURIComponent(id)}`;

export const STATUS_VIEW: Record<ImpersonationStatus, { label: string; tone: 'success' | 'warning' | 'neutral' | 'danger' }> = {
  pending: { label: 'Not yet opened', tone: 'warning' },
  active: { label: 'In use', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  ended: { label: 'Ended early', tone: 'danger' },
};
