/**
 * The customers list (issue 14 §1) as the list kit reads it: its query is the API's own schema
 * (search, package, reseller, status, category, sort by name, creation or period, keyset paging),
 * and what a page of it needs besides: the filters' packages and resellers, and the business
 * categories. A failure of a filter's choices leaves that filter empty; the list still shows.
 */
import { dataOr } from '~/lib/api/data-or';
import type { Http } from '~/lib/api/http';
import { categoryOptions } from '~/lib/business-categories/api';
import { customersApi } from '~/lib/customers/api';
import type { CustomerFilterOptions } from '~/lib/customers/model';
import { customerListQuerySchema } from '~/lib/customers/schemas';
import { loadList } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';

export const customerList = defineList(customerListQuerySchema);

const NO_OPTIONS: CustomerFilterOptions = { packages: [], resellers: [], moreResellers: false };

/** The page of customers `url` names, the filters' choices and the categories. */
export async function loadCustomerList(http: Http, url: URL) {
  const api = customersApi(http);
  const reseller = url.searchParams.get('reseller') || undefined;
  const [list, options, categories] = await Promise.all([
    loadList(customerList, url, (query) => api.list(query)),
    dataOr(api.filterOptions(reseller), NO_OPTIONS),
    categoryOptions(http),
  ]);
  return { list, options, categories };
}
