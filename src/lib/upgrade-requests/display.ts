/**
 * How upgrade requests are shown (issue 14 §4): status pills, filters, and money with its sign
 * in words (a charge or a credit), from integer minor units.
 */
import { formatMoney } from '~/lib/packages/money';
import type { UpgradeRequestStatus } from '~/lib/upgrade-requests/model';

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
