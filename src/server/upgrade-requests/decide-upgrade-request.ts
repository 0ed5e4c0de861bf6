/**
 * Deciding an upgrade request (issue 14 §4): approve (the package changes at once, in the customer's
 * history), reject with a reason, or cancel on the customer's behalf. A decision claims the request
 * with `UPDATE … WHERE status = 'pending'`, so of two racing decisions exactly one wins (the other
 * gets 409); the amount is fixed at the decision. Audited in the transaction; the owner is emailed
 * after the commit.
 */
import { and, eq } from 'drizzle-orm';
import type { UpgradeRequestItem, UpgradeRequestStatus } from '~/lib/upgrade-requests/model';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { customerPackageHistory, customers } from '~/server/customers/schema';
import type { Tx } from '~/server/db/client';
import { conflict, notFound } from '~/server/http/errors';
import { log } from '~/server/log';
import { priceNow, subscriptionOf } from '~/server/upgrade-requests/item';
import { upgradeDecisionMail } from '~/server/upgrade-requests/mail';
import { upgradeRequests } from '~/server/upgrade-requests/schema';
import { CLOSED, UPGRADE_AUDITED, UPGRADE_MESSAGES as M, upgradeLabel, type UpgradeContext } from '~/server/upgrade-requests/upgrade-context';

export type Decision = 'approve' | 'reject' | 'cancel';
const DECIDED: Record<Decision, UpgradeRequestStatus> = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' };

/**
 * Claims a pending request for `decision` inside `tx`.
 * @throws HttpError 404 unknown; 409 already decided (the loser of a race)
 */
async function claim(ctx: UpgradeContext, tx: Tx, id: string, decision: Decision, audit: AuditContext, reason: string) {
  const [claimed] = await tx
    .update(upgradeRequests)
    .set({ status: DECIDED[decision], decidedBy: audit.actor?.id ?? null, decidedAt: ctx.now(), reason })
    .where(and(eq(upgradeRequests.id, id), eq(upgradeRequests.status, 'pending')))
    .returning();
  if (claimed) return claimed;
  const [exists] = await tx.select({ id: upgradeRequests.id }).from(upgradeRequests).where(eq(upgradeRequests.id, id));
  throw exists ? conflict(M.alreadyDecided) : notFound(M.notFound);
}

/** Mail is a courtesy after the decision is committed: a failure is logged, not undone. */
async function notify(ctx: UpgradeContext, item: UpgradeRequestItem): Promise<void> {
  try {
    const customer = await ctx.customerRow(ctx.db, item.customerId);
    if (customer) await ctx.mailer.send(upgradeDecisionMail(item, { email: customer.ownerEmail, name: customer.ownerName }));
  } catch (error) {
    log.warn('upgrade decision mail failed', { upgradeRequestId: item.id, error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Decides request `id`; `reason` is a rejection's. Approving also refuses (409) a customer closed or
 * moved to another package since, or a target no longer active.
 * @throws HttpError 404 unknown; 409 already decided or refused
 */
export async function decideUpgradeRequest(ctx: UpgradeContext, id: string, decision: Decision, audit: AuditContext, reason = ''): Promise<UpgradeRequestItem> {
  const decided = await ctx.db.transaction(async (tx) => {
    const before = await ctx.one(tx, id);
    const claimed = await claim(ctx, tx, id, decision, audit, reason);
    const [customer] = await tx.select().from(customers).where(eq(customers.id, claimed.customerId)).for('update');
    const from = (await ctx.packageRow(tx, claimed.fromPackageId))!;
    const to = (await ctx.packageRow(tx, claimed.toPackageId))!;
    await tx.update(upgradeRequests).set({ proratedAmount: priceNow(claimed.billingCycle, from, to, subscriptionOf(customer!), ctx.now()) }).where(eq(upgradeRequests.id, id));
    if (decision === 'approve') await applyPackage(ctx, tx, customer!, claimed.fromPackageId, to, id, audit);
    const after = await ctx.one(tx, id);
    await recordAudit(tx, audit, { action: `upgrade_request.${decision}`, entityType: 'upgrade_request', entityId: id, entityLabel: upgradeLabel(after), changes: diffChanges(before, after, UPGRADE_AUDITED) });
    return after;
  });
  await notify(ctx, decided);
  return decided;
}

/** Moves `customer` from `fromPackageId` to `to` with its history row and audit entry. @throws HttpError 409 */
async function applyPackage(
  ctx: UpgradeContext,
  tx: Tx,
  customer: typeof customers.$inferSelect,
  fromPackageId: string,
  to: { id: string; status: string },
  requestId: string,
  audit: AuditContext,
) {
  if (CLOSED.includes(customer.status)) throw conflict(M.customerClosed(customer.status));
  if (customer.packageId !== fromPackageId) throw conflict(M.packageChanged);
  if (to.status !== 'active') throw conflict(M.notActive);
  await tx.update(customers).set({ packageId: to.id, updatedAt: ctx.now() }).where(eq(customers.id, customer.id));
  await tx.insert(customerPackageHistory).values({
    customerId: customer.id,
    fromPackageId,
    toPackageId: to.id,
    billingCycle: customer.billingCycle,
    source: 'upgrade_request',
    upgradeRequestId: requestId,
    changedBy: audit.actor?.id ?? null,
  });
  await recordAudit(tx, audit, { action: 'customer.package_change', entityType: 'customer', entityId: customer.id, entityLabel: customer.businessName, changes: { packageId: [fromPackageId, to.id] } });
}
