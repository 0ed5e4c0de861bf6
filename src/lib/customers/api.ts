/**
 * Calls of /api/v1/customers and the lead conversion (issue 14 §1), for pages (server) and islands
 * (browser). Each resolves to the `{message, data}` body or rejects with an ApiError.
 */
import type { Http } from '~/lib/api/http';
import { listParams, type KeysetListBody } from '~/lib/list-query';
import type { ConversionOptions, Customer, CustomerFilterOptions, CustomerListItem, CustomerOverview } from '~/lib/customers/model';
import type { ConvertLeadInput, CustomerListQuery, UpdateCustomerInput } from '~/lib/customers/schemas';

const FAILED = 'Failed to get customers';

/** The customers calls over `http`. */
export function customersApi(http: Http) {
  const path = (id: string) => `/customers/${encodeURIComponent(id)}`;
  return {
    /** One page; `after`/`before`/`last` page by keyset (meta.before and meta.after are the neighbours' cursors). */
    list: (params: Partial<CustomerListQuery> = {}) => http.get<CustomerListItem[]>('/customers', FAILED, listParams(params)) as Promise<KeysetListBody<CustomerListItem>>,
    filterOptions: (reseller?: string) => http.get<CustomerFilterOptions>('/customers/filter-options', FAILED, reseller ? { reseller } : undefined),
    get: (id: string) => http.get<Customer>(path(id), FAILED),
    overview: (id: string) => http.get<CustomerOverview>(`${path(id)}/overview`, FAILED),
    update: (id: string, body: UpdateCustomerInput) => http.send<Customer>('patch', path(id), body, 'Failed to update customer'),
    rotateSecret: (id: string) => http.send<{ secret: string }>('post', `${path(id)}/site-secret`, {}, 'Failed to create the site secret'),
    /** The conversion dialog's choices; `resellerQuery` narrows the resellers to names holding it. */
    conversionOptions: (resellerQuery = '') => http.get<ConversionOptions>('/leads/convert-options', FAILED, { reseller_q: resellerQuery }),
    convert: (leadId: string, body: ConvertLeadInput) => http.send<Customer>('post', `/leads/${encodeURIComponent(leadId)}/convert`, body, 'Failed to convert the lead'),
  };
}
