/**
 * Calls of the impersonation routes (issue 14 §3), for the customer user page (server) and the
 * Impersonate dialog (browser). Each resolves to the `{message, data}` body or rejects with an ApiError.
 */
import type { Http } from '~/lib/api/http';
import type { CustomerUser } from '~/lib/customer-users/model';
import type { Impersonation, ImpersonationHandoff } from '~/lib/impersonation/model';
import type { ImpersonateInput } from '~/lib/impersonation/schemas';

/** The impersonation calls over `http`. */
export function impersonationApi(http: Http) {
  const user = (id: string) => `/customer-users/${encodeURIComponent(id)}`;
  return {
    /** The customer user (served by the customer users routes). */
    customerUser: (id: string) => http.get<CustomerUser>(user(id), 'Failed to get customer user'),
    list: (customerUserId: string) => http.get<Impersonation[]>(`${user(customerUserId)}/impersonations`, 'Failed to get impersonations'),
    start: (customerUserId: string, body: ImpersonateInput) =>
      http.send<ImpersonationHandoff>('post', `${user(customerUserId)}/impersonate`, body, 'Failed to start impersonation'),
    end: (id: string) => http.send<Impersonation>('post', `/impersonations/${encodeURIComponent(id)}/end`, undefined, 'Failed to end impersonation'),
  };
}
