/**
 * Upgrade requests (issue 14 §4): list (pending priced live), file (staff, or a customer's site),
 * approve, reject and cancel. The rules of a request: the target is one of the current package's
 * allowed upgrades, active, and not the current package (400, one message each); one pending request
 * per customer and none for a cancelled or suspended customer (409). A decision claims the request
 * with `UPDATE … WHERE status = 'pending'`, so of two racing decisions exactly one wins (the other
 * gets 409). Approve applies the package and its history in the same transaction. Every write is
 * audited in its transaction; the owner is emailed after the commit. Returns DTOs only.
 */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fullName } from '~/lib/auth/full-name';
import type { BillingCycle, CustomerStatus } from '~/lib/customers/model';
import { periodAt } from '~/lib/customers/period';
import type { RequesterKind, UpgradeOptions, UpgradeRequestItem, UpgradeRequestPackage, UpgradeRequestStatus } from '~/lib/upgrade-requests/model';
import { cyclePrice, prorate } from '~/lib/upgrade-requests/proration';
import type { UpgradeRequestListQuery, UpgradeRequestSort } from '~/lib/upgrade-requests/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { users } from '~/server/auth/schema';
import { customerUsers } from '~/server/customer-users/schema';
import { customerPackageHistory, customers } from '~/server/customers/schema';
import type { Database, Tx } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { cursorColumn, keysetPage, pendingFirstOrder, type OrderKey } from '~/server/db/keyset-page';
import { badRequest, conflict, notFound } from '~/server/http/errors';
import { likePattern } from '~/server/db/like';
import { log } from '~/server/log';
import type { Mailer } from '~/server/mail/mailer';
import { packages, packageUpgrades } from '~/server/packages/schema';
import { upgradeDecisionMail } from '~/server/upgrade-requests/mail';
import { upgradeRequests } from '~/server/upgrade-requests/schema';

type Executor = Pick<Database, 'select'>;

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
const CLOSED: readonly CustomerStatus[] = ['cancelled', 'suspended'];

const fromPackage = alias(packages, 'from_package');
const toPackage = alias(packages, 'to_package');
const packageColumns = (p: typeof packages | typeof fromPackage | typeof toPackage) => ({ id: p.id, name: p.name, code: p.code, monthlyPrice: p.monthlyPrice, yearlyPrice: p.yearlyPrice, currency: p.currency });

/**
 * One query for the list and the single read: the request with its customer, packages and decider.
 * @param extra more columns (the list's cursor)
 */
const itemQuery = <Extra extends Record<string, SQL>>(executor: Executor, extra = {} as Extra) =>
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

/**
 * The list's order for `sort`, as the indexes of upgrade-requests/schema.ts spell them: queue
 * (upgrade_requests_queue_idx) is the pending ones oldest first, then the decided ones newest
 * first; created is (created_at desc nulls last, id desc nulls last) or exactly backwards.
 */
function upgradeRequestOrder(sort: UpgradeRequestSort): OrderKey[] {
  if (sort === 'queue') return pendingFirstOrder(upgradeRequests.status, upgradeRequests.createdAt, upgradeRequests.id);
  const descending = sort === '-created';
  return [
    { expr: upgradeRequests.createdAt, type: 'timestamptz', descending, nullsFirst: !descending },
    { expr: upgradeRequests.id, type: 'uuid', descending, nullsFirst: !descending },
  ];
}

/** A customer's subscription as periodAt reads it. */
type SubscriptionRow = { status: CustomerStatus; billingCycle: BillingCycle; periodStart: Date; periodEnd: Date };

/**
 * The prorated amount of moving `customer` from `from` to `to` at `now`, priced by `cycle`, over the
 * period that holds `now`: one that ended has renewed (issue 26 defect 5), even before the daily job
 * has stored it.
 */
function priceNow(cycle: BillingCycle, from: UpgradeRequestPackage, to: UpgradeRequestPackage, customer: SubscriptionRow, now: Date): number {
  const period = periodAt({ status: customer.status, billingCycle: customer.billingCycle, start: customer.periodStart, end: customer.periodEnd }, now);
  return prorate({ oldPrice: cyclePrice(from, cycle), newPrice: cyclePrice(to, cycle), periodStart: period.start, periodEnd: period.end, now });
}

const subscriptionOf = (c: typeof customers.$inferSelect): SubscriptionRow => ({ status: c.status, billingCycle: c.billingCycle, periodStart: c.currentPeriodStart, periodEnd: c.currentPeriodEnd });

function toItem({ request: r, customer, from, to, decider }: ItemRow, now: Date): UpgradeRequestItem {
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

/** The fields the audit log compares. */
const AUDITED = ['customerId', 'fromPackageId', 'toPackageId', 'billingCycle', 'note', 'status', 'proratedAmount', 'requestedBy', 'reason'] as const;
const label = (item: UpgradeRequestItem) => `${item.customer.businessName}: ${item.fromPackage.name} → ${item.toPackage.name}`;

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

type Decision = 'approve' | 'reject' | 'cancel';
const DECIDED: Record<Decision, UpgradeRequestStatus> = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' };

/** Builds the upgrade requests service. */
export function upgradeRequestService({ db, mailer, now = () => new Date() }: UpgradeRequestDeps) {
  async function one(executor: Executor, id: string): Promise<UpgradeRequestItem> {
    const [row] = await itemQuery(executor).where(eq(upgradeRequests.id, id));
    if (!row) throw notFound(UPGRADE_MESSAGES.notFound);
    return toItem(row, now());
  }

  async function pendingOf(executor: Executor, customerId: string): Promise<boolean> {
    const [hit] = await executor
      .select({ id: upgradeRequests.id })
      .from(upgradeRequests)
      .where(and(eq(upgradeRequests.customerId, customerId), eq(upgradeRequests.status, 'pending')));
    return Boolean(hit);
  }

  /** The targets the customer's current package allows that are active, by price. */
  async function allowedTargets(executor: Executor, packageId: string) {
    return executor
      .select(packageColumns(packages))
      .from(packageUpgrades)
      .innerJoin(packages, eq(packages.id, packageUpgrades.targetId))
      .where(and(eq(packageUpgrades.packageId, packageId), eq(packages.status, 'active')))
      .orderBy(asc(packages.monthlyPrice), asc(packages.name));
  }

  async function customerRow(executor: Executor, id: string) {
    const [row] = await executor.select().from(customers).where(eq(customers.id, id));
    return row;
  }

  async function packageRow(executor: Executor, id: string) {
    const [row] = await executor.select().from(packages).where(eq(packages.id, id));
    return row;
  }

  /** Files a request after the rules of issue 14 §4. @throws HttpError 400, 409 */
  async function file(customerId: string, toPackageId: string, note: string, requester: Requester, ctx: AuditContext): Promise<UpgradeRequestItem> {
    const customer = await customerRow(db, customerId);
    if (!customer) throw badRequest(UPGRADE_MESSAGES.customerNotFound, { customerId: UPGRADE_MESSAGES.customerNotFound });
    if (CLOSED.includes(customer.status)) throw conflict(UPGRADE_MESSAGES.customerClosed(customer.status));
    const target = await packageRow(db, toPackageId);
    const refuse = (message: string) => badRequest(message, { toPackageId: message });
    if (!target) throw refuse(UPGRADE_MESSAGES.packageNotFound);
    if (target.id === customer.packageId) throw refuse(UPGRADE_MESSAGES.samePackage);
    const [edge] = await db
      .select({ id: packageUpgrades.targetId })
      .from(packageUpgrades)
      .where(and(eq(packageUpgrades.packageId, customer.packageId), eq(packageUpgrades.targetId, target.id)));
    if (!edge) throw refuse(UPGRADE_MESSAGES.notAllowed);
    if (target.status !== 'active') throw refuse(UPGRADE_MESSAGES.notActive);
    if (await pendingOf(db, customer.id)) throw conflict(UPGRADE_MESSAGES.pendingExists);
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
        const created = await one(tx, row!.id);
        await recordAudit(tx, ctx, { action: 'upgrade_request.create', entityType: 'upgrade_request', entityId: created.id, entityLabel: label(created), changes: diffChanges(null, created, AUDITED) });
        return created;
      });
    } catch (error) {
      // The partial unique index: another request of this customer was filed in between.
      if (isUniqueViolation(error)) throw conflict(UPGRADE_MESSAGES.pendingExists);
      throw error;
    }
  }

  /**
   * Claims a pending request for `decision` inside `tx`.
   * @throws HttpError 404 unknown; 409 already decided (the loser of a race)
   */
  async function claim(tx: Tx, id: string, decision: Decision, ctx: AuditContext, reason: string) {
    const [claimed] = await tx
      .update(upgradeRequests)
      .set({ status: DECIDED[decision], decidedBy: ctx.actor?.id ?? null, decidedAt: now(), reason })
      .where(and(eq(upgradeRequests.id, id), eq(upgradeRequests.status, 'pending')))
      .returning();
    if (claimed) return claimed;
    const [exists] = await tx.select({ id: upgradeRequests.id }).from(upgradeRequests).where(eq(upgradeRequests.id, id));
    throw exists ? conflict(UPGRADE_MESSAGES.alreadyDecided) : notFound(UPGRADE_MESSAGES.notFound);
  }

  /** Mail is a courtesy after the decision is committed: a failure is logged, not undone. */
  async function notify(item: UpgradeRequestItem): Promise<void> {
    try {
      const customer = await customerRow(db, item.customerId);
      if (customer) await mailer.send(upgradeDecisionMail(item, { email: customer.ownerEmail, name: customer.ownerName }));
    } catch (error) {
      log.warn('upgrade decision mail failed', { upgradeRequestId: item.id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  async function decide(id: string, decision: Decision, ctx: AuditContext, reason = ''): Promise<UpgradeRequestItem> {
    const decided = await db.transaction(async (tx) => {
      const before = await one(tx, id);
      const claimed = await claim(tx, id, decision, ctx, reason);
      const [customer] = await tx.select().from(customers).where(eq(customers.id, claimed.customerId)).for('update');
      const from = await packageRow(tx, claimed.fromPackageId);
      const to = await packageRow(tx, claimed.toPackageId);
      const amount = priceNow(claimed.billingCycle, from!, to!, subscriptionOf(customer!), now());
      await tx.update(upgradeRequests).set({ proratedAmount: amount }).where(eq(upgradeRequests.id, id));
      if (decision === 'approve') {
        if (CLOSED.includes(customer!.status)) throw conflict(UPGRADE_MESSAGES.customerClosed(customer!.status));
        if (customer!.packageId !== claimed.fromPackageId) throw conflict(UPGRADE_MESSAGES.packageChanged);
        if (to!.status !== 'active') throw conflict(UPGRADE_MESSAGES.notActive);
        await tx.update(customers).set({ packageId: to!.id, updatedAt: now() }).where(eq(customers.id, customer!.id));
        await tx.insert(customerPackageHistory).values({
          customerId: customer!.id,
          fromPackageId: from!.id,
          toPackageId: to!.id,
          billingCycle: customer!.billingCycle,
          source: 'upgrade_request',
          upgradeRequestId: id,
          changedBy: ctx.actor?.id ?? null,
        });
        await recordAudit(tx, ctx, {
          action: 'customer.package_change',
          entityType: 'customer',
          entityId: customer!.id,
          entityLabel: customer!.businessName,
          changes: { packageId: [from!.id, to!.id] },
        });
      }
      const after = await one(tx, id);
      await recordAudit(tx, ctx, { action: `upgrade_request.${decision}`, entityType: 'upgrade_request', entityId: id, entityLabel: label(after), changes: diffChanges(before, after, AUDITED) });
      return after;
    });
    await notify(decided);
    return decided;
  }

  return {
    /**
     * One page filtered by q (business name), status, customer and package (from or to), paged by
     * keyset (issue 9 §6). @throws HttpError 400 for a cursor of another order
     */
    async list(query: UpgradeRequestListQuery) {
      const where: SQL[] = [];
      if (query.q) where.push(ilike(customers.businessName, likePattern(query.q)));
      if (query.status) where.push(eq(upgradeRequests.status, query.status));
      if (query.customer) where.push(eq(upgradeRequests.customerId, query.customer));
      if (query.package) where.push(or(eq(upgradeRequests.fromPackageId, query.package), eq(upgradeRequests.toPackageId, query.package))!);
      const filter = where.length ? and(...where) : undefined;
      const keys = upgradeRequestOrder(query.sort);
      // The join: `q` searches the customer's business name.
      const from = sql`${upgradeRequests} inner join ${customers} on ${customers.id} = ${upgradeRequests.customerId}`;
      const { rows, meta } = await keysetPage({
        keys,
        position: query,
        pageSize: query.pageSize,
        source: { db, id: upgradeRequests.id, from, where: filter, searched: Boolean(query.q) },
        fetch: ({ where, orderBy, limit, offset }) =>
          itemQuery(db, { cursor: cursorColumn(keys) })
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
      });
      const at = now();
      return { data: rows.map((r) => toItem(r, at)), meta };
    },

    /** @throws HttpError 404 */
    get: (id: string) => one(db, id),

    /** What staff may file for a customer now, priced. @throws HttpError 404 */
    async options(customerId: string): Promise<UpgradeOptions> {
      const customer = await customerRow(db, customerId);
      if (!customer) throw notFound(UPGRADE_MESSAGES.customerNotFound);
      const current = await db.select(packageColumns(packages)).from(packages).where(eq(packages.id, customer.packageId));
      const blocked = CLOSED.includes(customer.status)
        ? UPGRADE_MESSAGES.customerClosed(customer.status)
        : (await pendingOf(db, customer.id))
          ? UPGRADE_MESSAGES.pendingExists
          : null;
      const at = now();
      const targets = blocked ? [] : await allowedTargets(db, customer.packageId);
      return {
        customerId,
        currentPackage: current[0]!,
        billingCycle: customer.billingCycle,
        blocked,
        targets: targets.map((t) => ({ ...t, proratedAmount: priceNow(customer.billingCycle, current[0]!, t, subscriptionOf(customer), at) })),
      };
    },


    /** Staff filing for a customer. @throws HttpError 400, 409 */
    create(input: { customerId: string; toPackageId: string; note: string }, ctx: AuditContext) {
      const name = ctx.actor?.name ?? 'Staff';
      return file(input.customerId, input.toPackageId, input.note, { kind: 'staff', name, userId: ctx.actor?.id ?? null }, ctx);
    },

    /**
     * A customer's site filing for its customer; `customerUserId` (when given) must be one of its users.
     * @throws HttpError 400, 409
     */
    async fileFromSite(customer: { id: string; businessName: string }, input: { toPackageId: string; note: string; customerUserId?: string | undefined }, ctx: AuditContext) {
      let name = customer.businessName;
      if (input.customerUserId) {
        const [user] = await db
          .select({ name: customerUsers.name })
          .from(customerUsers)
          .where(and(eq(customerUsers.id, input.customerUserId), eq(customerUsers.customerId, customer.id)));
        if (!user) throw badRequest(UPGRADE_MESSAGES.customerUserNotFound, { customerUserId: UPGRADE_MESSAGES.customerUserNotFound });
        name = user.name;
      }
      return file(customer.id, input.toPackageId, input.note, { kind: 'customer_user', name, customerUserId: input.customerUserId ?? null }, ctx);
    },

    /** Applies the package now, with its history. @throws HttpError 404, 409 */
    approve: (id: string, ctx: AuditContext) => decide(id, 'approve', ctx),
    /** @throws HttpError 404, 409 */
    reject: (id: string, reason: string, ctx: AuditContext) => decide(id, 'reject', ctx, reason),
    /** Withdraws a pending request on the customer's behalf and tells the owner. @throws HttpError 404, 409 */
    cancel: (id: string, ctx: AuditContext) => decide(id, 'cancel', ctx),
  };
}

export type UpgradeRequestService = ReturnType<typeof upgradeRequestService>;
