/**
 * Demo upgrade requests (issue 14 §5): over whatever customers exist (none: nothing is filed), in
 * every status with 12 pending, so the queue has several pages. Approved ones really moved their
 * customer, with a package history row, as an approval does. Deterministic: customers are taken in
 * creation order, each to the cheapest allowed active package above (or beside) its own.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { periodAt } from '~/lib/customers/period';
import type { UpgradeRequestStatus } from '~/lib/upgrade-requests/model';
import { cyclePrice, prorate } from '~/lib/upgrade-requests/proration';
import { users } from '~/server/auth/schema';
import { customerUsers } from '~/server/customer-users/schema';
import { customerPackageHistory, customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';
import { packages, packageUpgrades } from '~/server/packages/schema';
import { upgradeRequests } from '~/server/upgrade-requests/schema';

export const DEMO_PENDING_REQUESTS = 12;
/** One request per eligible customer, in this order, while customers last. */
const PLAN: UpgradeRequestStatus[] = [
  ...Array<UpgradeRequestStatus>(DEMO_PENDING_REQUESTS).fill('pending'),
  ...Array<UpgradeRequestStatus>(6).fill('approved'),
  ...Array<UpgradeRequestStatus>(5).fill('rejected'),
  ...Array<UpgradeRequestStatus>(3).fill('cancelled'),
];
const NOTES = ['We are adding staff next month.', 'Need more storage for product photos.', '', 'Our site outgrew the current plan.', 'Please move us before the sale.'];
const REASONS = ['The customer has an overdue invoice.', 'Asked by phone to stay on the current plan.', 'Duplicate of an earlier request.'];
const HOUR = 3_600_000;

/** Files the demo requests; returns how many. */
export async function seedDemoUpgradeRequests(db: Database, now = new Date()): Promise<number> {
  const eligible = await db
    .select()
    .from(customers)
    .where(notInArray(customers.status, ['cancelled', 'suspended']))
    .orderBy(asc(customers.createdAt), asc(customers.id));
  if (eligible.length === 0) return 0;
  const edges = await db
    .select({ from: packageUpgrades.packageId, to: packages })
    .from(packageUpgrades)
    .innerJoin(packages, eq(packages.id, packageUpgrades.targetId))
    .where(eq(packages.status, 'active'))
    .orderBy(asc(packages.monthlyPrice));
  const allPackages = new Map((await db.select().from(packages)).map((p) => [p.id, p]));
  const staff = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['superadmin@example.com', 'inventory@example.com']));
  const decider = staff.find((s) => s.email === 'inventory@example.com')?.id ?? staff[0]?.id ?? null;
  const requester = staff.find((s) => s.email === 'superadmin@example.com')?.id ?? null;
  const people = await db
    .select({ id: customerUsers.id, customerId: customerUsers.customerId, name: customerUsers.name })
    .from(customerUsers)
    .where(and(inArray(customerUsers.customerId, eligible.map((c) => c.id)), eq(customerUsers.role, 'owner')));

  // One request per eligible customer; when customers run out before the plan, the customers with
  // a pending request (whose package has not moved) also get the plan's remaining decided ones.
  const order = [...eligible, ...eligible];
  const pendingCustomers = new Set<string>();
  let filed = 0;
  for (const [i, customer] of order.entries()) {
    const status = PLAN[filed];
    if (!status) break;
    if (i >= eligible.length && (!pendingCustomers.has(customer.id) || status === 'pending' || status === 'approved')) continue;
    const target = edges.find((e) => e.from === customer.packageId)?.to;
    const current = allPackages.get(customer.packageId);
    if (!target || !current) continue;
    const createdAt = new Date(now.getTime() - (PLAN.length - filed) * 7 * HOUR);
    const decidedAt = status === 'pending' ? null : new Date(createdAt.getTime() + 5 * HOUR);
    const owner = people.find((p) => p.customerId === customer.id);
    const byCustomer = filed % 2 === 0;
    // Priced over the period that held the decision: the backdated customers have renewed since.
    const period = decidedAt && periodAt({ status: customer.status, billingCycle: customer.billingCycle, start: customer.currentPeriodStart, end: customer.currentPeriodEnd }, decidedAt);
    const amount = period
      ? prorate({ oldPrice: cyclePrice(current, customer.billingCycle), newPrice: cyclePrice(target, customer.billingCycle), periodStart: period.start, periodEnd: period.end, now: decidedAt! })
      : null;
    const [row] = await db
      .insert(upgradeRequests)
      .values({
        customerId: customer.id,
        fromPackageId: current.id,
        toPackageId: target.id,
        billingCycle: customer.billingCycle,
        note: NOTES[filed % NOTES.length]!,
        status,
        proratedAmount: amount,
        currency: target.currency,
        requesterKind: byCustomer ? 'customer_user' : 'staff',
        requestedByUserId: byCustomer ? null : requester,
        requestedByCustomerUserId: byCustomer ? (owner?.id ?? null) : null,
        requestedBy: byCustomer ? (owner?.name ?? customer.businessName) : 'Sara Admin',
        decidedBy: status === 'pending' || status === 'cancelled' ? null : decider,
        decidedAt,
        reason: status === 'rejected' ? REASONS[filed % REASONS.length]! : '',
        createdAt,
      })
      .returning({ id: upgradeRequests.id });
    if (status === 'approved') {
      await db.update(customers).set({ packageId: target.id, updatedAt: decidedAt! }).where(eq(customers.id, customer.id));
      await db.insert(customerPackageHistory).values({
        customerId: customer.id,
        fromPackageId: current.id,
        toPackageId: target.id,
        billingCycle: customer.billingCycle,
        source: 'upgrade_request',
        upgradeRequestId: row!.id,
        changedBy: decider,
        createdAt: decidedAt!,
      });
    }
    if (status === 'pending') pendingCustomers.add(customer.id);
    filed += 1;
  }
  return filed;
}
