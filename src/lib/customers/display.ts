/**
 * How customers and customer users are shown (issue 14 §1, §2): status pills and filter choices.
 */
import type { CustomerStatus } from '~/lib/customers/model';
import type { CustomerUserRole, CustomerUserStatus } from '~/lib/customer-users/model';

type Tone = 'success' | 'neutral' | 'warning' | 'danger' | 'primary';

export const CUSTOMER_STATUS_DISPLAY: Record<CustomerStatus, { label: string; tone: Tone }> = {
  trial: { label: 'Trial', tone: 'primary' },
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Past due', tone: 'warning' },
  suspended: { label: 'Suspended', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const CUSTOMER_STATUS_FILTERS = [{ value: '', label: 'All' }, ...Object.entries(CUSTOMER_STATUS_DISPLAY).map(([value, d]) => ({ value, label: d.label }))];

export const CUSTOMER_USER_STATUS_DISPLAY: Record<CustomerUserStatus, { label: string; tone: Tone }> = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'warning' },
  disabled: { label: 'Disabled', tone: 'neutral' },
};

export const CUSTOMER_USER_ROLE_LABELS: Record<CustomerUserRole, string> = { owner: 'Owner', admin: 'Admin', staff: 'Staff' };

export const BILLING_CYCLE_LABELS = { monthly: 'Monthly', yearly: 'Yearly' } as const;

export const CUSTOMERS_PATH = '/owner-inventory/dashboard/customers';
export const CUSTOMER_USERS_PATH = '/owner-inventory/dashboard/customers/users';
export const customerPath = (id: string) => `${CUSTOMERS_PATH}/${id}`;
export const customerUserPath = (id: string) => `${CUSTOMER_USERS_PATH}/${id}`;
