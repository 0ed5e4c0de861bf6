/**
 * Calls of /api/v1/business-categories (issue 13 §1), for pages (server) and islands (browser).
 * Each resolves to the `{message, data}` body or rejects with an ApiError.
 */
import { ApiError, type Http } from '~/lib/api/http';
import type { BusinessCategory, CategoryOption } from '~/lib/business-categories/model';
import type { CategoryListQuery, CreateCategoryInput, UpdateCategoryInput } from '~/lib/business-categories/schemas';
import { listParams, type KeysetListBody } from '~/lib/list-query';

const FAILED = 'Failed to get business categories';

/** The business categories calls over `http`. */
export function businessCategoriesApi(http: Http) {
  const path = (id: string) => `/business-categories/${encodeURIComponent(id)}`;
  return {
    list: (params: Partial<CategoryListQuery> = {}) => http.get<BusinessCategory[]>('/business-categories', FAILED, listParams(params)) as Promise<KeysetListBody<BusinessCategory>>,
    /** Every category, short: for selects and filters (any signed-in user). */
    options: () => http.get<CategoryOption[]>('/business-categories/options', FAILED),
    get: (id: string) => http.get<BusinessCategory>(path(id), FAILED),
    create: (body: CreateCategoryInput) => http.send<BusinessCategory>('post', '/business-categories', body, 'Failed to add business category'),
    update: (id: string, body: UpdateCategoryInput) => http.send<BusinessCategory>('patch', path(id), body, 'Failed to update business category'),
    remove: (id: string) => http.send<BusinessCategory>('delete', path(id), undefined, 'Failed to delete business category'),
  };
}

/**
 * Every category, short, for a list's names and filter; none when they could not be read, so the
 * list still shows (without names) rather than failing with them.
 * @throws what is not an ApiError
 */
export async function categoryOptions(http: Http): Promise<CategoryOption[]> {
  try {
    return (await businessCategoriesApi(http).options()).data;
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}
