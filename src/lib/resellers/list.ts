/**
 * The reseller lists (issue 13 §3) as the list kit reads them, both over the API's schema: All
 * Resellers (search, status, category, source, sort, keyset paging) and the application queue,
 * whose order is pending first and whose source is always `online`. A page of either needs its
 * resellers and the business categories (their names and the category filter).
 */
import type { Http } from '~/lib/api/http';
import { categoryOptions } from '~/lib/business-categories/api';
import { loadList } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';
import { resellersApi } from '~/lib/resellers/api';
import type { ResellerListMode } from '~/lib/resellers/rights';
import { resellerListQuerySchema } from '~/lib/resellers/schemas';

export const resellerLists = {
  all: defineList(resellerListQuerySchema),
  queue: defineList(resellerListQuerySchema, { defaults: { sort: 'queue' }, fixed: { source: 'online' } }),
};

/** The page of the `mode` list `url` names, and the categories. */
export async function loadResellerList(http: Http, url: URL, mode: ResellerListMode) {
  const [list, categories] = await Promise.all([loadList(resellerLists[mode], url, (query) => resellersApi(http).list(query)), categoryOptions(http)]);
  return { mode, list, categories };
}

export type ResellerListLoad = Awaited<ReturnType<typeof loadResellerList>>;
