/**
 * Calls of /api/v1/customer-users (issue 14 §2), for pages (server) and islands (browser).
 * Each resolves to the `{message, data}` body or rejects with an ApiError.
 */
import type { Http } from '~/lib/api/http';
import type { CustomerUser } from '~/lib/customer-users/model';
import type { CustomerUserListQuery } from '~/lib/customer-users/schemas';
import { listParams, type KeysetListBody } from '~/lib/list-query';

const FAILED = 'Failed to get customer users';

/** The customer users calls over `http`. */
export function customerUsersApi(http: Http) {
  return {
    /** One page; `after`/`before`/`last` page by keyset (meta.before and meta.after are the neighbours' cursors). */
    list: (params: Partial<CustomerUserListQuery> = {}) => http.get<CustomerUser[]>('/customer-users', FAILED, listParams(params)) as Promise<KeysetListBody<CustomerUser>>,
    get: (id: string) => http.get<CustomerUser>(`/customer-users/${encodeURIComponent(id)}`, FAILED),
  };
}
