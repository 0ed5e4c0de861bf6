/**
 * Upgrade requests (issue 14 §4): a customer's request to move to another package, as
 * `/api/v1/upgrade-requests` answers them. Money is integer minor units of `currency`.
 */
import type { BillingCycle } from '~/lib/customers/model';

/** Longest note of a request, and of a decision's reason (the form reads them without loading yup). */
export const NOTE_MAX = 1000;
export const REASON_MAX = 500;

/** pending until staff approve or reject it; cancelled by the customer before a decision. */
export const UPGRADE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type UpgradeRequestStatus = (typeof UPGRADE_REQUEST_STATUSES)[number];

/** Who asked: staff in the console, or a customer user through the customer's site. */
export const REQUESTER_KINDS = ['staff', 'customer_user'] as const;
export type RequesterKind = (typeof REQUESTER_KINDS)[number];

export interface UpgradeRequest {
  id: string;
  customerId: string;
  fromPackageId: string;
  toPackageId: string;
  billingCycle: BillingCycle;
  note: string;
  status: UpgradeRequestStatus;
  /** Charge (positive) or credit (negative) for the rest of the current period, minor units. */
  proratedAmount: number;
  currency: string;
  /** Display name of who asked. */
  requestedBy: string;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string;
  createdAt: string;
}

/** A package as a request names it, with its prices (minor units of `currency`). */
export interface UpgradeRequestPackage {
  id: string;
  name: string;
  code: string;
  monthlyPrice: number;
  yearlyPrice: number;
  currency: string;
}

/**
 * A request as the list answers it: the fields plus what the queue shows beside them
 * (customer, both packages, who decided, the monthly price difference).
 */
export interface UpgradeRequestItem extends UpgradeRequest {
  requesterKind: RequesterKind;
  customer: { businessName: string; status: string };
  fromPackage: UpgradeRequestPackage;
  toPackage: UpgradeRequestPackage;
  /** toPackage.monthlyPrice − fromPackage.monthlyPrice, minor units. */
  monthlyPriceDifference: number;
  /** The name of the staff member who decided, when one did. */
  decidedByName: string | null;
}

/** A package a customer may ask for (its current package's allowed upgrades that are active), priced now. */
export interface UpgradeTargetOption extends UpgradeRequestPackage {
  /** What approving a request for it today would charge (positive) or credit (negative). */
  proratedAmount: number;
}

/** What staff need to file a request for a customer (GET /upgrade-requests/options?customer=). */
export interface UpgradeOptions {
  customerId: string;
  currentPackage: UpgradeRequestPackage;
  billingCycle: BillingCycle;
  /** Empty while a request is pending or the customer may not change package (see `blocked`). */
  targets: UpgradeTargetOption[];
  /** Why no request can be filed now, if so. */
  blocked: string | null;
}
