/**
 * What every upgrade-request use case shares (issue 14 §4): the service's dependencies, its
 * messages, the customers that may not change package, the fields an audit entry compares, and the
 * reads of one request, customer or package. Rows never leave the folder: use cases answer DTOs.
 */
import { and, eq } from 'drizzle-orm';
import type { CustomerStatus } from '~/lib/customers/model';
import type { RequesterKind, UpgradeRequestItem } from '~/lib/upgrade-requests/model';
import { customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';
import { findOr404 } from '~/server/db/find';
import type { Mailer } from '~/server/mail/mailer';
import { packages } from '~/server/packages/schema';
import { itemQuery, toItem, type Executor } from '~/server/upgrade-requests/item';
import { upgradeRequests } from '~/server/upgrade-requests/schema';

export const UPGRADE_MESSAGES = {
  notFound: 'Upgrade request not found',
  customerNotFound: 'Customer not found',
  packageNotFound: 'Package not found',
  customerUserNotFound: 'Customer user not found',
  samePackage: 'The customer is already on this package.',
  notAllowed: "This package is not one of the allowed upgrades of the customer's current package.",
  notActive: 'Only an active package can be requested.',
  pendingExists: 'This customer already has a pending upgrade request.',
  alreadyDecided: 'This upgrade request has already been decided.',
  packageChanged: "The customer's package has changed since this request was filed. Reject it and file a new one.",
  siteSecret: 'Invalid site secret',
  customerClosed: (status: CustomerStatus) => `A ${status} customer cannot change package.`,
} as const;

/** Customers in these statuses may not change package. */
export const CLOSED: readonly CustomerStatus[] = ['cancelled', 'suspended'];

/** The fields the audit log compares. */
export const UPGRADE_AUDITED = ['customerId', 'fromPackageId', 'toPackageId', 'billingCycle', 'note', 'status', 'proratedAmount', 'requestedBy', 'reason'] as const;

/** How an audit entry names a request: 'Acme: Starter → Business'. */
export const upgradeLabel = (item: UpgradeRequestItem) => `${item.customer.businessName}: ${item.fromPackage.name} → ${item.toPackage.name}`;

/** Who files a request. */
export interface Requester {
  kind: RequesterKind;
  /** Display name kept on the request. */
  name: string;
  userId?: string | null;
  customerUserId?: string | null;
}

export interface UpgradeRequestDeps {
  db: Database;
  mailer: Mailer;
  /** The clock (tests fix it). */
  now?: () => Date;
}

/** The use cases' shared handle: the dependencies with a clock, and the reads they share. */
export function upgradeContext({ db, mailer, now = () => new Date() }: UpgradeRequestDeps) {
  return {
    db,
    mailer,
    now,
    /** One request as the API answers it, read through `executor`. @throws HttpError 404 */
    one: async (executor: Executor, id: string): Promise<UpgradeRequestItem> =>
      toItem(await findOr404(itemQuery(executor).where(eq(upgradeRequests.id, id)), UPGRADE_MESSAGES.notFound), now()),
    /** True when `customerId` has a pending request. */
    async pendingOf(executor: Executor, customerId: string): Promise<boolean> {
      const [hit] = await executor
        .select({ id: upgradeRequests.id })
        .from(upgradeRequests)
        .where(and(eq(upgradeRequests.customerId, customerId), eq(upgradeRequests.status, 'pending')));
      return Boolean(hit);
    },
    customerRow: async (executor: Executor, id: string) => (await executor.select().from(customers).where(eq(customers.id, id)))[0],
    packageRow: async (executor: Executor, id: string) => (await executor.select().from(packages).where(eq(packages.id, id)))[0],
  };
}

export type UpgradeContext = ReturnType<typeof upgradeContext>;
