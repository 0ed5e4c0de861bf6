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
  /** The site's host, `{subdomain}.{leads domain}` as it was at conversion (issue 27); impersonation goes there. */
  siteHost: string | null;
  dataCenterId: string | null;
  leadId: string | null;
}

/** A package or reseller as a select or filter shows it. */
export interface NamedOption {
  id: string;
  name: string;
}

/**
 * What the conversion dialog offers: active packages, the first FILTER_RESELLERS_MAX active resellers
 * by name (of those matching its search), and the OI settings' defaults.
 */
export interface ConversionOptions {
  packages: NamedOption[];
  resellers: NamedOption[];
  /** More active resellers (matching the search) exist than are offered: the dialog offers a search. */
  moreResellers: boolean;
  /** The defaultPackageId setting when it names an active package, else ''. */
  defaultPackageId: string;
  defaultTrialDays: number;
}

/** A row of the customers list: the customer with its package's and reseller's names. */
export interface CustomerListItem extends Customer {
  packageName: string | null;
  resellerName: string | null;
}

/**
 * How many resellers the customers list's filter and the conversion dialog offer at once; past it,
 * a reseller row's link filters the list, and the dialog searches.
 */
export const FILTER_RESELLERS_MAX = 200;

export interface CustomerFilterOptions {
  packages: NamedOption[];
  /** The first FILTER_RESELLERS_MAX by name, and the selected one. */
  resellers: NamedOption[];
  /** More resellers exist than the filter offers. */
  moreResellers: boolean;
}

/** One row of a customer's package history, oldest first. */
export interface PackageChange {
  id: string;
  fromPackageName: string | null;
  toPackageName: string;
  billingCycle: BillingCycle;
  source: PackageChangeSource;
  /** Display name of the staff member who made the change; null for none or a deleted account. */
  changedBy: string | null;
  createdAt: string;
}

/** An upgrade request as the customer's view lists it, with package names. */
/**
 * GET /customers/{id}/overview: the customer with the names its view shows, its package history,
 * users (null when the caller may not view customer users). Its upgrade requests come from
 * /upgrade-requests?customer= (components/upgrade-requests/CustomerUpgradeRequests.astro).
 */
export interface CustomerOverview {
  customer: Customer & { statusReason: string; hasSiteSecret: boolean; createdAt: string };
  packageName: string;
  resellerName: string | null;
  categoryName: string | null;
  dataCenterName: string | null;
  history: PackageChange[];
  users: import('~/lib/customer-users/model').CustomerUser[] | null;
}
