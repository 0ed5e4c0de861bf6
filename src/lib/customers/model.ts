/**
 * Customers (issue 14 §1): businesses subscribed to a package, as `/api/v1/customers` answers them.
 * Dates are ISO-8601; money is integer minor units. Runs on the server and in the browser.
 */

/** Where a subscription stands; `trial` until the trial ends, `cancelled` is final. */
export const CUSTOMER_STATUSES = ['trial', 'active', 'past_due', 'suspended', 'cancelled'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** How often a customer pays: the package's monthly or yearly price. */
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Why a customer's package changed, in its package history. */
export const PACKAGE_CHANGE_SOURCES = ['conversion', 'upgrade_request', 'staff'] as const;
export type PackageChangeSource = (typeof PACKAGE_CHANGE_SOURCES)[number];

/** A customer as the API answers it (issue 14 §1, camelCase field names of the issue). */
export interface Customer {
  id: string;
  businessName: string;
  categoryId: string | null;
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string;
  resellerId: string | null;
  packageId: string;
  status: CustomerStatus;
  billingCycle: BillingCycle;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  subdomain: string;
  dataCenterId: string | null;
  leadId: string | null;
}
