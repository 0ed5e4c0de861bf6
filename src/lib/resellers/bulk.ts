/**
 * Bulk actions on All Resellers (issue 29 §2): suspend (one reason for all, as the single action
 * asks) and reactivate, run by the list kit's bar; the API's route is POST /resellers/bulk.
 */
import type { BulkTable } from '~/lib/list/bulk';

export const RESELLER_BULK_ACTIONS = ['suspend', 'reactivate'] as const;
export type ResellerBulkAction = (typeof RESELLER_BULK_ACTIONS)[number];

export const RESELLER_BULK: BulkTable = {
  endpoint: '/resellers/bulk',
  noun: { one: 'reseller', many: 'resellers' },
  actions: [
    { kind: 'suspend', label: 'Suspend', busyLabel: 'Suspending...', text: 'They cannot sell until reactivated.', danger: true, reason: { label: 'Reason', max: 500 } },
    { kind: 'reactivate', label: 'Reactivate', busyLabel: 'Reactivating...', text: 'They can sell again.' },
  ],
};
