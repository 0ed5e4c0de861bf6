/**
 * The command palette's answer (issue 29 §1): what `GET /api/v1/search?q=` returns, shared by the
 * route and the palette island.
 */

/** The kinds of result, in the order their groups are shown: pages first, then records. */
export const SEARCH_TYPES = ['page', 'customer', 'customer-user', 'lead', 'reseller', 'employee', 'package', 'data-center', 'role'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** A group's heading in the palette. */
export const SEARCH_GROUP_LABELS: Readonly<Record<SearchType, string>> = {
  page: 'Pages',
  customer: 'Customers',
  'customer-user': 'Customer users',
  lead: 'Leads',
  reseller: 'Resellers',
  employee: 'Employees',
  package: 'Packages',
  'data-center': 'Data center instances',
  role: 'Roles',
};

/** One result: `url` is where opening it goes (the record's page, else its list searched for it). */
export interface SearchResult {
  type: SearchType;
  /** The record's id, or the page's path. */
  id: string;
  title: string;
  subtitle: string;
  url: string;
}

/** The most results of one answer. */
export const SEARCH_LIMIT = 20;
/** The most records of one type in an answer, so that every type the user may see gets a place. */
export const SEARCH_PER_TYPE = 5;
/** The longest query (characters, after trimming). */
export const SEARCH_Q_MAX = 100;

/**
 * The answer made of `results` (each type's in its own order): every type present gets a place in
 * turn (the first of each, then the second of each, …, at most SEARCH_PER_TYPE of one type) until
 * SEARCH_LIMIT, so that pages, which match a short query often, never push the records out; then
 * grouped by type in SEARCH_TYPES order.
 */
export function groupResults(results: readonly SearchResult[]): SearchResult[] {
  const byType = SEARCH_TYPES.map((type) => results.filter((r) => r.type === type).slice(0, SEARCH_PER_TYPE));
  const kept = new Set<SearchResult>();
  for (let round = 0; round < SEARCH_PER_TYPE && kept.size < SEARCH_LIMIT; round++) {
    for (const group of byType) {
      const next = group[round];
      if (next && kept.size < SEARCH_LIMIT) kept.add(next);
    }
  }
  return byType.flatMap((group) => group.filter((r) => kept.has(r)));
}
