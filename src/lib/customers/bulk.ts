/**
 * Bulk status changes on the customers list (issue 29 §2): activate, suspend or cancel, each with a
 * required reason as the customer page's status change asks; run by the list kit's bar, the API's
 * route is POST /customers/bulk. Each action is the status it sets.
 */
import type { CustomerStatus } from '~/lib/customers/model';
import type { BulkTable } from '~/lib/list/bulk';

export const CUSTOMER_BULK_STATUS = { activate: 'active', suspend: 'suspended', cancel: 'cancelled' } as const satisfies Record<string, CustomerStatus>;
export const CUSTOMER_BULK_ACTIONS = ['activate', 'suspend', 'cancel'] as const;
export type CustomerBulkAction = (typeof CUSTOMER_BULK_ACTIONS)[number];

const REASON = { label: 'Reason', max: 500 };

export const CUSTOMER_BULK: BulkTable = {
  endpoint: '/customers/bulk',
  noun: { one: 'customer', many: 'customers' },
  actions: [
    { kind: 'activate', label: 'Activate', busyLabel: 'Activating...', text: 'Their status becomes Active.', reason: REASON },
    { kind: 'suspend', label: 'Suspend', busyLabel: 'Suspending...', text: 'Their status becomes Suspended.', danger: true, reason: REASON },
    { kind: 'cancel', label: 'Cancel', busyLabel: 'Cancelling...', text: 'Their status becomes Cancelled.', danger: true, reason: REASON },
  ],
};
