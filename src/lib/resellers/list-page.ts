/**
 * What a reseller list page (issue 13 §3) shows for its URL: the query the URL names (a malformed
 * filter in a shared link lists everything), the API's page of resellers and the category names, or
 * the API's message and the status the page answers with. The page loads it in its own frontmatter:
 * a status set once its layout has started streaming is lost.
 */
import { ApiError, type Http } from '~/lib/api/http';
import { businessCategoriesApi } from '~/lib/business-categories/api';
import type { CategoryOption } from '~/lib/business-categories/model';
import { listFailureStatus } from '~/lib/page-status';
import { resellersApi } from '~/lib/resellers/api';
import { resellerListQuerySchema, type ResellerListQuery } from '~/lib/resellers/schemas';

/** `all`: every reseller; `queue`: the online applications, pending first. */
export type ResellerListMode = 'all' | 'queue';

export interface ResellerListLoad {
  mode: ResellerListMode;
  query: ResellerListQuery;
  /** The order when the URL names none. */
  defaultSort: string;
  list?: Awaited<ReturnType<ReturnType<typeof resellersApi>['list']>>;
  categories: CategoryOption[];
  /** The API's message when it refused or failed; '' otherwise. */
  error: string;
  /** 200; 400 for a query the API refused (a cursor of another order); 502 when it failed. */
  status: number;
}

/**
 * Reads `url`'s query for the `mode` list and asks the API for that page and the categories.
 * @throws what is not an ApiError (a bug, not an answer)
 */
export async function loadResellerList(http: Http, url: URL, mode: ResellerListMode): Promise<ResellerListLoad> {
  const defaultSort = mode === 'queue' ? 'queue' : 'company';
  let query: ResellerListQuery;
  try {
    query = await resellerListQuerySchema.validate({ sort: defaultSort, ...Object.fromEntries(url.searchParams) }, { stripUnknown: true });
  } catch {
    query = resellerListQuerySchema.cast({ sort: defaultSort });
  }
  if (mode === 'queue') query = { ...query, source: 'online' };
  try {
    const [list, categories] = await Promise.all([resellersApi(http).list(query), businessCategoriesApi(http).options().then((b) => b.data)]);
    return { mode, query, defaultSort, list, categories, error: '', status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { mode, query, defaultSort, categories: [], error: error.message, status: listFailureStatus(error.status) };
  }
}
