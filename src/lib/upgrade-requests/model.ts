/**
 * Upgrade requests (issue 14 §4): a customer's request to move to another package, as
 * `/api/v1/upgrade-requests` answers them. Money is integer minor units of `currency`.
 */
import type { BillingCycle } from '~/lib/customers/model';

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
