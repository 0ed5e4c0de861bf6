/**
 * What may be done with customer users (issue 14 §2, §3; issue 27; issue 25 §4): the list and a
 * user's page need `oi:view::customer_users`; impersonating a user, and ending a hand-off early,
 * `oi:impersonate::customer_users`. A disabled user, or a user of a cancelled or suspended customer
 * (no live site to hand a session to), cannot be impersonated; only a live hand-off can be ended.
 * Read by the user's page and by the API's guards (server/customer-users, server/impersonation).
 */
import type { CustomerUser } from '~/lib/customer-users/model';
import { isLive, type ImpersonationStatus } from '~/lib/impersonation/model';
import { crud, type PermissionHolder } from '~/lib/permissions';
import { allowed, rightsOf, type Rights } from '~/lib/rights';

export const CUSTOMER_USER_RIGHTS = {
  view: [crud('oi', 'view', 'customer_users')],
  impersonate: [crud('oi', 'impersonate', 'customer_users')],
} as const;

export type CustomerUserRights = Rights<typeof CUSTOMER_USER_RIGHTS>;
export const customerUserRights = (holder: PermissionHolder | null | undefined): CustomerUserRights => rightsOf(CUSTOMER_USER_RIGHTS, holder);

/** True when `user`'s customer has no live site (cancelled or suspended). */
export const customerClosed = (user: Pick<CustomerUser, 'customer'>) => user.customer.status === 'cancelled' || user.customer.status === 'suspended';

/** What `rights` allow on a customer user's page: impersonate an enabled user of an open customer. */
export function actionsFor(user: Pick<CustomerUser, 'status' | 'customer'>, rights: CustomerUserRights): 'impersonate'[] {
  return allowed([['impersonate', rights.impersonate && user.status !== 'disabled' && !customerClosed(user)]]);
}

/** What `rights` allow on one of the user's hand-offs: end it early while it is live. */
export function handoffActionsFor(handoff: { status: ImpersonationStatus }, rights: CustomerUserRights): 'end'[] {
  return allowed([['end', rights.impersonate && isLive(handoff.status)]]);
}
