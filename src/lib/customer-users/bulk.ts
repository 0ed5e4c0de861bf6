/**
 * The customer users list's one bulk action (issue 29 §2): "Export selection", a CSV of the chosen
 * users (POST /customer-users/export {ids}) or of all the list's search and filters match
 * (GET /customer-users/export), under oi:view::customer_users. Customer users are only viewed and
 * impersonated (spec §6), so the table has no change action and nothing is posted to `endpoint`.
 */
import type { BulkTable } from '~/lib/list/bulk';

export const CUSTOMER_USER_EXPORT = '/customer-users/export';

export const CUSTOMER_USER_BULK: BulkTable = {
  endpoint: CUSTOMER_USER_EXPORT,
  noun: { one: 'customer user', many: 'customer users' },
  actions: [{ kind: 'export-csv', label: 'Export selection', busyLabel: 'Exporting...', text: '', download: { endpoint: CUSTOMER_USER_EXPORT, format: 'csv' } }],
};
