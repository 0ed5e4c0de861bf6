/**
 * The packages list (issue 13 §2) as the list kit reads it: its query is the API's own schema
 * (search, category, status, sort by name or price, page), and what a page of it needs: the page of
 * packages and the business categories (their names and the category filter).
 */
import type { Http } from '~/lib/api/http';
import { categoryOptions } from '~/lib/business-categories/api';
import { defineList } from '~/lib/list/spec';
import { loadList } from '~/lib/list/load';
import { packagesApi } from '~/lib/packages/api';
import { packageListQuerySchema } from '~/lib/packages/schemas';

export const packageList = defineList(packageListQuerySchema);

/** The page of packages `url` names, and the categories. */
export async function loadPackageList(http: Http, url: URL) {
  const [list, categories] = await Promise.all([loadList(packageList, url, (query) => packagesApi(http).list(query)), categoryOptions(http)]);
  return { list, categories };
}
