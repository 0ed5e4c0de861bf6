/**
 * Bulk actions on All Leads (issue 29 §2): delete, and retry the failed ones, run by the list kit's
 * bar; the API's route is POST /leads/bulk.
 */
import type { BulkTable } from '~/lib/list/bulk';

export const LEAD_BULK_ACTIONS = ['delete', 'retry'] as const;
export type LeadBulkAction = (typeof LEAD_BULK_ACTIONS)[number];

export const LEAD_BULK: BulkTable = {
  endpoint: '/leads/bulk',
  noun: { one: 'lead', many: 'leads' },
  actions: [
    { kind: 'retry', label: 'Retry', busyLabel: 'Retrying...', text: 'Their subdomains are provisioned again.' },
    { kind: 'delete', label: 'Delete', busyLabel: 'Deleting...', text: 'Their subdomains are removed. This cannot be undone.', danger: true },
  ],
};
