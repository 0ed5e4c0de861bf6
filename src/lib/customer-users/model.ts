/**
 * Customer users (issue 14 §2): the people who sign in to a customer's own site, as
 * `/api/v1/customer-users` answers them. Dates are ISO-8601.
 */

import type { CustomerStatus } from '~/lib/customers/model';

/** Their role in the customer's site. */
export const CUSTOMER_USER_ROLES = ['owner', 'admin', 'staff'] as const;
export type CustomerUserRole = (typeof CUSTOMER_USER_ROLES)[number];

export const CUSTOMER_USER_STATUSES = ['active', 'invited', 'disabled'] as const;
export type CustomerUserStatus = (typeof CUSTOMER_USER_STATUSES)[number];

/** A customer user with the customer it belongs to (issue 14 §1 field names). */
export interface CustomerUser {
  id: string;
  customerId: string;
  name: string;
  email: string;
  phone: string;
  role: CustomerUserRole;
  status: CustomerUserStatus;
  lastSeenAt: string | null;
  /** Its customer; `status` decides whether the user can be impersonated (not when cancelled or suspended). */
  customer: { businessName: string; packageId: string; subdomain: string; status: CustomerStatus };
}
