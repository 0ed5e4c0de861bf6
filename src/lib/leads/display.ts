/**
 * How a lead's status is shown in the leads tables and the single lead view (issue 5 point 4):
 * its label, its badge colour, and the status filter of the all-leads page.
 */
import type { LeadStatus } from '~/lib/leads/model';

/** Badge tones of StatusBadge.astro. */
export type LeadTone = 'success' | 'danger' | 'warning' | 'neutral';

const DISPLAY: Readonly<Record<LeadStatus, { label: string; tone: LeadTone }>> = {
  active: { label: 'Active', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  deleted: { label: 'Deleted', tone: 'neutral' },
};

/** The label and badge tone of a lead status; an unknown status shows as it is, neutral. */
export function leadStatusDisplay(status: string): { label: string; tone: LeadTone } {
  return DISPLAY[status as LeadStatus] ?? { label: status, tone: 'neutral' };
}

/** The status filter's choices, in menu order: '' is every lead but the deleted ones. */
export const LEAD_STATUS_FILTERS: ReadonlyArray<{ value: LeadStatus | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'deleted', label: 'Deleted' },
];

/** The `status` query parameter as a lead status, or undefined when absent or unknown. */
export function readStatusFilter(url: URL): LeadStatus | undefined {
  const value = url.searchParams.get('status') ?? '';
  return LEAD_STATUS_FILTERS.some((f) => f.value !== '' && f.value === value) ? (value as LeadStatus) : undefined;
}
