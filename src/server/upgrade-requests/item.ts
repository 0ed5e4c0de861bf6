/**
 * How an upgrade request is read and answered (issue 14 §4): one query for the list and the single
 * read (the request with its customer, packages and decider), the DTO it becomes, and the prorated
 * amount of a change at a moment. Pending requests are priced live; decided ones keep the amount
 * fixed at the decision.
 */
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fullName } from '~/lib/auth/full-name';
import type { BillingCycle, CustomerStatus } from '~/lib/customers/model';
import { periodAt } from '~/lib/customers/period';
import type { UpgradeRequestItem, UpgradeRequestPackage } from '~/lib/upgrade-requests/model';
import { cyclePrice, prorate } from '~/lib/upgrade-requests/proration';
import { users } from '~/server/auth/schema';
import { customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';
import { packages } from '~/server/packages/schema';
import { upgradeRequests } from '~/server/upgrade-requests/schema';

/** What a read needs of a database or transaction. */
export type Executor = Pick<Database, 'select'>;

const fromPackage = alias(packages, 'from_package');
const toPackage = alias(packages, 'to_package');

/** The package columns a request shows and prices with. */
export const packageColumns = (p: typeof packages | typeof fromPackage | typeof toPackage) => ({
  id: p.id,
  name: p.name,
  code: p.code,
  monthlyPrice: p.monthlyPrice,
  yearlyPrice: p.yearlyPrice,
  currency: p.currency,
});

/**
 * One query for the list and the single read: the request with its customer, packages and decider.
 * @param extra more columns (the list's cursor)
 */
export const itemQuery = <Extra extends Record<string, SQL>>(executor: Executor, extra = {} as Extra) =>
  executor
    .select({
      request: upgradeRequests,
      customer: {
        businessName: customers.businessName,
        status: customers.status,
        billingCycle: customers.billingCycle,
        periodStart: customers.currentPeriodStart,
        periodEnd: customers.currentPeriodEnd,
        ownerName: customers.ownerName,
        ownerEmail: customers.ownerEmail,
      },
      from: packageColumns(fromPackage),
      to: packageColumns(toPackage),
      decider: { email: users.email, name: users.name, first_name: users.firstName, last_name: users.lastName },
      ...extra,
    })
    .from(upgradeRequests)
    .innerJoin(customers, eq(customers.id, upgradeRequests.customerId))
    .innerJoin(fromPackage, eq(fromPackage.id, upgradeRequests.fromPackageId))
    .innerJoin(toPackage, eq(toPackage.id, upgradeRequests.toPackageId))
    .leftJoin(users, eq(users.id, upgradeRequests.decidedBy));

type ItemRow = Awaited<ReturnType<typeof itemQuery<Record<never, SQL>>>>[number];

/** A customer's subscription as periodAt reads it. */
export type SubscriptionRow = { status: CustomerStatus; billingCycle: BillingCycle; periodStart: Date; periodEnd: Date };

/** The subscription of a customers row. */
export const subscriptionOf = (c: typeof customers.$inferSelect): SubscriptionRow => ({
  status: c.status,
  billingCycle: c.billingCycle,
  periodStart: c.currentPeriodStart,
  periodEnd: c.currentPeriodEnd,
});

/**
 * The prorated amount of moving `customer` from `from` to `to` at `now`, priced by `cycle`, over the
 * period that holds `now`: one that ended has renewed (issue 26 defect 5), even before the daily job
 * has stored it.
 */
export function priceNow(cycle: BillingCycle, from: UpgradeRequestPackage, to: UpgradeRequestPackage, customer: SubscriptionRow, now: Date): number {
  const period = periodAt({ status: customer.status, billingCycle: customer.billingCycle, start: customer.periodStart, end: customer.periodEnd }, now);
  return prorate({ oldPrice: cyclePrice(from, cycle), newPrice: cyclePrice(to, cycle), periodStart: period.start, periodEnd: period.end, now });
}

/** A row of `itemQuery` as the API answers it, priced at `now` while pending. */
export function toItem({ request: r, customer, from, to, decider }: ItemRow, now: Date): UpgradeRequestItem {
  return {
    id: r.id,
    customerId: r.customerId,
    fromPackageId: r.fromPackageId,
    toPackageId: r.toPackageId,
    billingCycle: r.billingCycle,
    note: r.note,
    status: r.status,
    // Pending: what approving now would cost; decided: what was fixed at the decision.
    proratedAmount: r.status === 'pending' ? priceNow(r.billingCycle, from, to, customer, now) : (r.proratedAmount ?? 0),
    currency: r.currency,
    requestedBy: r.requestedBy,
    requesterKind: r.requesterKind,
    decidedBy: r.decidedBy,
    decidedByName: decider?.email ? fullName({ email: decider.email, name: decider.name ?? '', first_name: decider.first_name ?? '', last_name: decider.last_name ?? '' }) : null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    customer: { businessName: customer.businessName, status: customer.status },
    fromPackage: from,
    toPackage: to,
    monthlyPriceDifference: to.monthlyPrice - from.monthlyPrice,
  };
}
