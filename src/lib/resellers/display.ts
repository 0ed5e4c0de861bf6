/**
 * How resellers are shown (issue 13 §3): status pills, filters, the commission as a percentage.
 */
import { statusSegments } from '~/lib/list/segments';
import type { ResellerStatus } from '~/lib/resellers/model';

export const RESELLER_STATUS_DISPLAY: Record<ResellerStatus, { label: string; tone: 'success' | 'neutral' | 'warning' | 'danger' }> = {
  pending: { label: 'Pending', tone: 'warning' },
  active: { label: 'Active', tone: 'success' },
  suspended: { label: 'Suspended', tone: 'danger' },
  rejected: { label: 'Rejected', tone: 'neutral' },
};

export const RESELLER_STATUS_FILTERS = statusSegments(RESELLER_STATUS_DISPLAY);

/** 12.5 → '12.50 %'. */
export const formatCommission = (percent: number): string => `${percent.toFixed(2)} %`;
