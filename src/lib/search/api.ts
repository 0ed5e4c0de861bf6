/**
 * The call of /api/v1/search (issue 29 §1), for the palette island. Resolves to `{message, data}` or
 * rejects with an ApiError.
 */
import type { Http } from '~/lib/api/http';
import type { SearchResult } from '~/lib/search/model';

export const SEARCH_FAILED = 'Failed to search';

/** The search calls over `http`. */
export function searchApi(http: Http) {
  return {
    search: (q: string) => http.get<SearchResult[]>('/search', SEARCH_FAILED, { q }),
  };
}
