/**
 * How upgrade requests are shown (issue 14 §4): status pills, filters, the tables' columns, money
 * with its sign in words (a charge or a credit) from integer minor units, and a request as its
 * dialogs name it.
 */
import type { Column } from '~/lib/list/columns';
import { formatMoney } from '~/lib/packages/money';
import type { UpgradeActionRow } from '~/lib/upgrade-requests/actions';
import type { UpgradeRequestItem, UpgradeRequestStatus } from '~/lib/upgrade-requests/model';

export const UPGRADE_STATUS_DISPLAY: Record<UpgradeRequestStatus, { label: string; tone: 'success' | 'danger' | 'warning' | 'neutral' }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const UPGRADE_STATUS_FILTERS = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** 1000 → '+$10.00', −250 → '−$2.50', 0 → '$0.00': a price difference. */
export function formatDifference(minor: number, currency: string): string {
  const money = formatMoney(Math.abs(minor), currency);
  return minor > 0 ? `+${money}` : minor < 0 ? `−${money}` : money;
}

/** 667 → 'Charge $6.67', −8219 → 'Credit $82.19', 0 → 'No charge': the prorated amount. */
export function describeProration(minor: number, currency: string): string {
  if (minor === 0) return 'No charge';
  return `${minor > 0 ? 'Charge' : 'Credit'} ${formatMoney(Math.abs(minor), currency)}`;
}

/**
 * The columns of an upgrade request table, narrow enough for 1280 px (issue 26): in the queue the
 * customer's cell also says who asked and when; a customer's own page has a Requested column
 * instead. The monthly difference is a line under the change. Actions only for those who may act.
 */
export function upgradeColumns(showCustomer: boolean, actions: boolean): Column[] {
  return [
    ...(showCustomer ? [{ label: 'Customer / requested' }] : []),
    { label: 'Change / cycle' },
    { label: 'Prorated', kind: 'money' },
    ...(showCustomer ? [] : [{ label: 'Requested' }]),
    { label: 'Status', kind: 'status' },
    ...(actions ? [{ label: 'Actions', kind: 'actions' } as const] : []),
  ];
}

/** 'Starter → Business'. */
export const changeOf = (r: Pick<UpgradeRequestItem, 'fromPackage' | 'toPackage'>) => `${r.fromPackage.name} → ${r.toPackage.name}`;

/** A request as the action host's dialogs name it: the customer, the change and cycle, the prorated amount shown in the row. */
export const upgradeActionRow = (r: UpgradeRequestItem): UpgradeActionRow => ({
  id: r.id,
  name: r.customer.businessName,
  change: `${changeOf(r)} (${r.billingCycle})`,
  proration: describeProration(r.proratedAmount, r.currency),
});
