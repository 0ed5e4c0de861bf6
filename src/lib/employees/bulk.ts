/**
 * Bulk actions on the employees list (issue 29 §2): disable, enable and resend the invitation, run
 * by the list kit's bar (the API's route is POST /employees/bulk), and the export of the selection
 * (POST /employees/export, or the list's export for all matching). The manage-what-you-lack rule
 * (server/access/manage.ts) still decides each row.
 */
import type { BulkTable } from '~/lib/list/bulk';

export const EMPLOYEE_BULK_ACTIONS = ['disable', 'enable', 'resend'] as const;
export type EmployeeBulkAction = (typeof EMPLOYEE_BULK_ACTIONS)[number];

export const EMPLOYEE_BULK: BulkTable = {
  endpoint: '/employees/bulk',
  noun: { one: 'employee', many: 'employees' },
  actions: [
    { kind: 'disable', label: 'Disable', busyLabel: 'Disabling...', text: 'They are signed out and cannot sign in until enabled.', danger: true },
    { kind: 'enable', label: 'Enable', busyLabel: 'Enabling...', text: 'They can sign in again.' },
    { kind: 'resend', label: 'Resend invitation', busyLabel: 'Sending...', text: 'Each is emailed a new invitation link.' },
    { kind: 'export-xlsx', label: 'Export Excel', busyLabel: 'Exporting...', text: '', download: { endpoint: '/employees/export', format: 'xlsx' } },
    { kind: 'export-pdf', label: 'Export PDF', busyLabel: 'Exporting...', text: '', download: { endpoint: '/employees/export', format: 'pdf' } },
  ],
};
