/**
 * Filing an upgrade request (issue 14 §4), by staff on a customer's page or by the customer's own
 * site. The target is one of the current package's allowed upgrades, active, and not the current
 * package (400 at `toPackageId`, one message each); one pending request per customer and none for a
 * cancelled or suspended customer (409).
 */
import { and, eq } from 'drizzle-orm';
import type { UpgradeRequestItem } from '~/lib/upgrade-requests/model';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { customerUsers } from '~/server/customer-users/schema';
import { isUniqueViolation } from '~/server/db/errors';
import { badRequest, conflict } from '~/server/http/errors';
import { packageUpgrades } from '~/server/packages/schema';
import { upgradeRequests } from '~/server/upgrade-requests/schema';
import { CLOSED, UPGRADE_AUDITED, UPGRADE_MESSAGES as M, upgradeLabel, type Requester, type UpgradeContext } from '~/server/upgrade-requests/upgrade-context';

/** Files a request for `customerId` after the rules above. @throws HttpError 400, 409 */
async function file(ctx: UpgradeContext, customerId: string, toPackageId: string, note: string, requester: Requester, audit: AuditContext): Promise<UpgradeRequestItem> {
  const { db } = ctx;
  const customer = await ctx.customerRow(db, customerId);
  if (!customer) throw badRequest(M.customerNotFound, { customerId: M.customerNotFound });
  if (CLOSED.includes(customer.status)) throw conflict(M.customerClosed(customer.status));
  const target = await ctx.packageRow(db, toPackageId);
  const refuse = (message: string) => badRequest(message, { toPackageId: message });
  if (!target) throw refuse(M.packageNotFound);
  if (target.id === customer.packageId) throw refuse(M.samePackage);
  const [edge] = await db
    .select({ id: packageUpgrades.targetId })
    .from(packageUpgrades)
    .where(and(eq(packageUpgrades.packageId, customer.packageId), eq(packageUpgrades.targetId, target.id)));
  if (!edge) throw refuse(M.notAllowed);
  if (target.status !== 'active') throw refuse(M.notActive);
  if (await ctx.pendingOf(db, customer.id)) throw conflict(M.pendingExists);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(upgradeRequests)
        .values({
          customerId: customer.id,
          fromPackageId: customer.packageId,
          toPackageId: target.id,
          billingCycle: customer.billingCycle,
          note,
          currency: target.currency,
          requesterKind: requester.kind,
          requestedByUserId: requester.userId ?? null,
          requestedByCustomerUserId: requester.customerUserId ?? null,
          requestedBy: requester.name,
        })
        .returning({ id: upgradeRequests.id });
      const created = await ctx.one(tx, row!.id);
      await recordAudit(tx, audit, { action: 'upgrade_request.create', entityType: 'upgrade_request', entityId: created.id, entityLabel: upgradeLabel(created), changes: diffChanges(null, created, UPGRADE_AUDITED) });
      return created;
    });
  } catch (error) {
    // The partial unique index: another request of this customer was filed in between.
    if (isUniqueViolation(error)) throw conflict(M.pendingExists);
    throw error;
  }
}

/** Staff filing for a customer; the request names the staff member. @throws HttpError 400, 409 */
export function fileForCustomer(ctx: UpgradeContext, input: { customerId: string; toPackageId: string; note: string }, audit: AuditContext) {
  const name = audit.actor?.name ?? 'Staff';
  return file(ctx, input.customerId, input.toPackageId, input.note, { kind: 'staff', name, userId: audit.actor?.id ?? null }, audit);
}

/**
 * A customer's site filing for its customer; `customerUserId` (when given) must be one of its users,
 * and names the request, else the business does. @throws HttpError 400, 409
 */
export async function fileFromSite(ctx: UpgradeContext, customer: { id: string; businessName: string }, input: { toPackageId: string; note: string; customerUserId?: string | undefined }, audit: AuditContext) {
  let name = customer.businessName;
  if (input.customerUserId) {
    const [user] = await ctx.db
      .select({ name: customerUsers.name })
      .from(customerUsers)
      .where(and(eq(customerUsers.id, input.customerUserId), eq(customerUsers.customerId, customer.id)));
    if (!user) throw badRequest(M.customerUserNotFound, { customerUserId: M.customerUserNotFound });
    name = user.name;
  }
  return file(ctx, customer.id, input.toPackageId, input.note, { kind: 'customer_user', name, customerUserId: input.customerUserId ?? null }, audit);
}
