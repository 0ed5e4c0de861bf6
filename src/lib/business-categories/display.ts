/**
 * How business categories show their status (issue 13 §1): active, or hidden from new records.
 */
import type { CategoryStatus } from '~/lib/business-categories/model';
import { statusSegments } from '~/lib/list/segments';

export const CATEGORY_STATUS_DISPLAY: Record<CategoryStatus, { label: string; tone: 'success' | 'neutral' }> = {
  active: { label: 'Active', tone: 'success' },
  hidden: { label: 'Hidden', tone: 'neutral' },
};

export const CATEGORY_STATUS_FILTERS = statusSegments(CATEGORY_STATUS_DISPLAY);
