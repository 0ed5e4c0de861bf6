/**
 * Business categories (issue 13 §1): the DTO the API answers with and the values its fields take.
 * Shared by the server, the pages and the form island.
 */

/** A hidden category stays on what already uses it but is not offered for new records. */
export const CATEGORY_STATUSES = ['active', 'hidden'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];

/** What may use a category; resellers and customers join the list when their domains exist. */
export type CategoryCounts = Record<string, number>;

/** A business category as `/api/v1/business-categories` answers it (issue 13 §4). */
export interface BusinessCategory {
  id: string;
  name: string;
  slug: string;
  description: string;
  sortOrder: number;
  status: CategoryStatus;
  /** How many records of each kind use the category, e.g. `{packages: 3, leads: 12}`. */
  counts: CategoryCounts;
}

/** The short form of a category, for selects and filters. */
export interface CategoryOption {
  id: string;
  name: string;
  status: CategoryStatus;
}

/** Column titles of the counts, in display order; a list shows the ones its rows carry. */
export const COUNT_LABELS = { packages: 'Packages', resellers: 'Resellers', leads: 'Leads', customers: 'Customers' } as const;
