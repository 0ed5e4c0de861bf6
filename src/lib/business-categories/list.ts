/**
 * The business categories list (issue 13 §1) as the list kit reads it: the API's schema (search
 * name or slug, status, page), and what the page needs: the page of categories and, with `?edit=`,
 * the category the form edits.
 */
import { ApiError, type Http } from '~/lib/api/http';
import { businessCategoriesApi } from '~/lib/business-categories/api';
import type { BusinessCategory } from '~/lib/business-categories/model';
import { categoryListQuerySchema } from '~/lib/business-categories/schemas';
import { loadList } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';

export const categoryList = defineList(categoryListQuerySchema);

/** The category the form edits, or why it cannot be read. */
export interface Editing {
  category?: BusinessCategory;
  error: string;
}

/**
 * The page of categories `url` names, and the one `editId` names (none without an id).
 * @throws what is not an ApiError
 */
export async function loadCategoryList(http: Http, url: URL, editId: string) {
  const api = businessCategoriesApi(http);
  const editing = async (): Promise<Editing | undefined> => {
    if (!editId) return undefined;
    try {
      return { category: (await api.get(editId)).data, error: '' };
    } catch (error) {
      if (error instanceof ApiError) return { error: error.message };
      throw error;
    }
  };
  const [list, edit] = await Promise.all([loadList(categoryList, url, (query) => api.list(query)), editing()]);
  return { list, edit };
}
