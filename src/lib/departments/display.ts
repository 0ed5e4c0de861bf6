/**
 * How departments and designations show their status (issue 12): one lifecycle, active or archived.
 */
import { statusSegments } from '~/lib/list/segments';

export const ORG_STATUS_DISPLAY = {
  active: { label: 'Active', tone: 'success' },
  archived: { label: 'Archived', tone: 'neutral' },
} as const;

export const ORG_STATUS_FILTERS = statusSegments(ORG_STATUS_DISPLAY);
