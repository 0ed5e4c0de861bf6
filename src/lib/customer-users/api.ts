/**
 * Calls of /api/v1/customer-users (issue 14 §2), for pages (server) and islands (browser).
 * Each resolves to the `{message, data}` body or rejects with an ApiError.
 */
import type { Http } from '~/lib/api/http';
import type { ListBody } from '~/lib/business-categories/api';
import type { CustomerUser } from '~/lib/customer-users/model';
import type { CustomerUserListQuery } from '~/lib/customer-users/schemas';

const FAILED = 'Failed to get customer users';

/** The customer users calls over `http`. */
export function customerUsersApi(http: Http) {
  return {
    list: (params: Partial<CustomerUserListQuery> = {}) => http.get<CustomerUser[]>('/customer-users', FAILED, { ...params }) as Promise<ListBody<CustomerUser>>,
    get: (id: string) => http.get<CustomerUser>(`/customer-users/${encodeURIComponent(id)}`, FAILED),
  };
}
