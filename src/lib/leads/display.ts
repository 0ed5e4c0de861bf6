/**
 * How a lead's status is shown in the leads lists and the single lead view (issue 5 point 4): its
 * label and badge colour, in the order of the all-leads status filter (lib/list/segments.ts).
 */
import type { LeadStatus } from '~/lib/leads/model';

/** Badge tones of StatusBadge.astro. */
export type LeadTone = 'success' | 'danger' | 'warning' | 'neutral';

/** Each status's badge, in the filter's order (after 'All': every lead but the deleted ones). */
export const LEAD_STATUS_DISPLAY: Readonly<Record<LeadStatus, { label: string; tone: LeadTone }>> = {
  active: { label: 'Active', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  deleted: { label: 'Deleted', tone: 'neutral' },
};

/** The label and badge tone of a lead status; an unknown status shows as it is, neutral. */
export function leadStatusDisplay(status: string): { label: string; tone: LeadTone } {
  return LEAD_STATUS_DISPLAY[status as LeadStatus] ?? { label: status, tone: 'neutral' };
}
