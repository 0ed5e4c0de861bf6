/** What staff may file for a customer now (issue 14 §4): the allowed, active targets, each priced. */
import { and, asc, eq } from 'drizzle-orm';
import type { UpgradeOptions } from '~/lib/upgrade-requests/model';
import { notFound } from '~/server/http/errors';
import { packages, packageUpgrades } from '~/server/packages/schema';
import { packageColumns, priceNow, subscriptionOf, type Executor } from '~/server/upgrade-requests/item';
import { CLOSED, UPGRADE_MESSAGES, type UpgradeContext } from '~/server/upgrade-requests/upgrade-context';

/** The targets the customer's current package allows that are active, by price. */
const allowedTargets = (executor: Executor, packageId: string) =>
  executor
    .select(packageColumns(packages))
    .from(packageUpgrades)
    .innerJoin(packages, eq(packages.id, packageUpgrades.targetId))
    .where(and(eq(packageUpgrades.packageId, packageId), eq(packages.status, 'active')))
    .orderBy(asc(packages.monthlyPrice), asc(packages.name));

/**
 * The customer's current package and cycle, why it may not file now (a closed customer, a pending
 * request) or the targets it may file for, priced for the rest of its period. @throws HttpError 404
 */
export async function upgradeOptions(ctx: UpgradeContext, customerId: string): Promise<UpgradeOptions> {
  const { db } = ctx;
  const customer = await ctx.customerRow(db, customerId);
  if (!customer) throw notFound(UPGRADE_MESSAGES.customerNotFound);
  const [current] = await db.select(packageColumns(packages)).from(packages).where(eq(packages.id, customer.packageId));
  const blocked = CLOSED.includes(customer.status)
    ? UPGRADE_MESSAGES.customerClosed(customer.status)
    : (await ctx.pendingOf(db, customer.id))
      ? UPGRADE_MESSAGES.pendingExists
      : null;
  const at = ctx.now();
  const targets = blocked ? [] : await allowedTargets(db, customer.packageId);
  return {
    customerId,
    currentPackage: current!,
    billingCycle: customer.billingCycle,
    blocked,
    targets: targets.map((t) => ({ ...t, proratedAmount: priceNow(customer.billingCycle, current!, t, subscriptionOf(customer), at) })),
  };
}
