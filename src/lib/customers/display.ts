/**
 * How customers and customer users are shown (issue 14 §1, §2): status pills, filter choices, and a
 * user's last visit in one wording on every page.
 */
import type { CustomerStatus } from '~/lib/customers/model';
import type { CustomerUserRole, CustomerUserStatus } from '~/lib/customer-users/model';
import { formatDate, type DateStyle } from '~/lib/dates';

type Tone = 'success' | 'neutral' | 'warning' | 'danger' | 'primary';

export const CUSTOMER_STATUS_DISPLAY: Record<CustomerStatus, { label: string; tone: Tone }> = {
  trial: { label: 'Trial', tone: 'primary' },
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Past due', tone: 'warning' },
  suspended: { label: 'Suspended', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};


export const CUSTOMER_USER_STATUS_DISPLAY: Record<CustomerUserStatus, { label: string; tone: Tone }> = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'warning' },
  disabled: { label: 'Disabled', tone: 'neutral' },
};


/** When a customer user was last seen, in the settings' format; 'Never' for one never seen (issue 26 defect 11: every page says so). */
export const lastSeenLabel = (lastSeenAt: string | null, style: Partial<DateStyle>) => (lastSeenAt ? formatDate(lastSeenAt, style) : 'Never');

export const CUSTOMER_USER_ROLE_LABELS: Record<CustomerUserRole, string> = { owner: 'Owner', admin: 'Admin', staff: 'Staff' };

export const BILLING_CYCLE_LABELS = { monthly: 'Monthly', yearly: 'Yearly' } as const;

export const CUSTOMERS_PATH = '/owner-inventory/dashboard/customers';
export const CUSTOMER_USERS_PATH = '/owner-inventory/dashboard/customers/users';
export const customerPath = (id: string) => `${CUSTOMERS_PATH}/${id}`;
export const customerUserPath = (id: string) => `${CUSTOMER_USERS_PATH}/${id}`;
