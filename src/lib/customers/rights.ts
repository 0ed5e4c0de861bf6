/**
 * What may be done to customers (issue 14 §1, §3; issue 25 §4): reading needs the customers page's
 * code (spec §6); a status change and the site secret also need `oi:edit::customers`, which a
 * read-only role lacks. Read by the customer page's controls and by the API's guards
 * (server/customers/routes.ts).
 */
import { crud, P, type PermissionHolder } from '~/lib/permissions';
import { allowed, rightsOf, type Rights } from '~/lib/rights';

export const CUSTOMER_RIGHTS = {
  read: [P.OI_CUSTOMERS],
  edit: [P.OI_CUSTOMERS, crud('oi', 'edit', 'customers')],
} as const;

export type CustomerRights = Rights<typeof CUSTOMER_RIGHTS>;
export const customerRights = (holder: PermissionHolder | null | undefined): CustomerRights => rightsOf(CUSTOMER_RIGHTS, holder);

export type CustomerAction = 'change-status' | 'create-secret' | 'rotate-secret';

/** What `rights` allow on a customer's page: change its status, and create its site secret or rotate the one it has. */
export function actionsFor(row: { hasSiteSecret: boolean }, rights: CustomerRights): CustomerAction[] {
  return allowed<CustomerAction>([
    ['change-status', rights.edit],
    ['create-secret', rights.edit && !row.hasSiteSecret],
    ['rotate-secret', rights.edit && row.hasSiteSecret],
  ]);
}
