import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { periodAt } from '~/lib/customers/period';
import type { UpgradeRequestItem } from '~/lib/upgrade-requests/model';
import { prorate } from '~/lib/upgrade-requests/proration';
import { auditLog } from '~/server/audit/schema';
import { customerUsers } from '~/server/customer-users/schema';
import { customerPackageHistory, customers } from '~/server/customers/schema';
import { rotateSiteSecret } from '~/server/customers/site-secret';
import { packages, packageUpgrades } from '~/server/packages/schema';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';
import { upgradeRequests } from '~/server/upgrade-requests/schema';
import { seedDemoUpgradeRequests } from '~/server/upgrade-requests/seed';

let t: TestBackend;
let admin: string;
let pkg: Record<string, string>;
beforeEach(async () => {
  t = await createTestBackend();
  admin = await signIn(t.app, 'superadmin@example.com');
  const rows = await t.database.db.select({ id: packages.id, code: packages.code }).from(packages);
  pkg = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterEach(() => t.close());
afterAll(closeTemplate);

const as = (token: string) => ({ token });
const DAY = 86_400_000;
const APPROVE = 'oi:approve::upgrade_package_request';

/** A customer whose monthly period started 10 UTC days ago and has 30 days: 20 of 30 remain today. */
async function customer(over: Partial<typeof customers.$inferInsert> = {}) {
  const today = Math.floor(Date.now() / DAY) * DAY;
  const [row] = await t.database.db
    .insert(customers)
    .values({
      businessName: `Biz ${Math.random().toString(36).slice(2, 8)}`,
      ownerName: 'Omar Owner',
      ownerEmail: 'omar@biz.example',
      ownerPhone: '+923001234567',
      packageId: pkg.STARTER!,
      status: 'active',
      billingCycle: 'monthly',
      currentPeriodStart: new Date(today - 10 * DAY),
      currentPeriodEnd: new Date(today + 20 * DAY),
      subdomain: `biz-${Math.random().toString(36).slice(2, 8)}`,
      ...over,
    })
    .returning();
  return row!;
}

/** The audit entries written since the backend was made, less the test's sign-ins. */
const changes = async () => (await t.newAuditEntries()).filter((e) => !e.action.startsWith('auth.'));

const file = (customerId: string, toPackageId: string, token = admin) => call(t.app, 'POST', '/upgrade-requests', { customerId, toPackageId, note: 'More staff' }, as(token));

async function list(query = '', token = admin): Promise<{ data: UpgradeRequestItem[]; meta: { total: number } }> {
  const res = await call(t.app, 'GET', `/upgrade-requests${query}`, undefined, as(token));
  expect(res.status).toBe(200);
  return res.body as never;
}

describe('filing an upgrade request', () => {
  it('files an allowed upgrade, priced live: (14.99 − 4.99) × 20 ÷ 30 days = 6.67', async () => {
    const c = await customer();
    const res = await file(c.id, pkg.BUSINESS!);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ customerId: c.id, fromPackageId: pkg.STARTER, toPackageId: pkg.BUSINESS, billingCycle: 'monthly', status: 'pending', proratedAmount: 667, currency: 'USD', requestedBy: 'Sara Admin', requesterKind: 'staff', monthlyPriceDifference: 1000, note: 'More staff' });
    const [item] = (await list(`?customer=${c.id}`)).data;
    expect(item!.proratedAmount).toBe(667);
    const options = await call(t.app, 'GET', `/upgrade-requests/options?customer=${c.id}`, undefined, as(admin));
    expect(options.body.data).toMatchObject({ blocked: 'This customer already has a pending upgrade request.', targets: [] });
    const [entry] = await changes();
    expect(entry).toMatchObject({ action: 'upgrade_request.create', entityType: 'upgrade_request', entityId: item!.id });
  });

  it('prices a customer whose stored period has ended over the period that renewed it, never as no charge (issue 26 defect 5)', async () => {
    const today = Math.floor(Date.now() / DAY) * DAY;
    // An active monthly customer whose period ended 10 days ago; the daily renewal has not run yet.
    const c = await customer({ currentPeriodStart: new Date(today - 40 * DAY), currentPeriodEnd: new Date(today - 10 * DAY) });
    const renewed = periodAt({ status: 'active', billingCycle: 'monthly', start: c.currentPeriodStart, end: c.currentPeriodEnd }, new Date());
    expect(renewed.end.getTime()).toBeGreaterThan(Date.now());
    const expected = prorate({ oldPrice: 499, newPrice: 1499, periodStart: renewed.start, periodEnd: renewed.end, now: new Date() });
    expect(expected).toBeGreaterThan(0);
    const options = await call(t.app, 'GET', `/upgrade-requests/options?customer=${c.id}`, undefined, as(admin));
    expect(options.body.data.targets.find((p: { code: string }) => p.code === 'BUSINESS')).toMatchObject({ proratedAmount: expected });
    const filed = await file(c.id, pkg.BUSINESS!);
    expect(filed.body.data.proratedAmount).toBe(expected);
    expect((await list(`?customer=${c.id}`)).data[0]!.proratedAmount).toBe(expected);
    const approved = await call(t.app, 'POST', `/upgrade-requests/${filed.body.data.id}/approve`, undefined, as(admin));
    expect(approved.body.data.proratedAmount).toBe(expected);
  });

  it('prices a yearly downgrade as a credit', async () => {
    await t.database.db.insert(packageUpgrades).values({ packageId: pkg.BUSINESS!, targetId: pkg.STARTER! });
    const today = Math.floor(Date.now() / DAY) * DAY;
    const c = await customer({ packageId: pkg.BUSINESS!, billingCycle: 'yearly', currentPeriodStart: new Date(today - 65 * DAY), currentPeriodEnd: new Date(today + 300 * DAY) });
    const options = await call(t.app, 'GET', `/upgrade-requests/options?customer=${c.id}`, undefined, as(admin));
    // (49.90 − 149.90) × 300 ÷ 365 = −82.19
    expect(options.body.data.targets.find((p: { code: string }) => p.code === 'STARTER')).toMatchObject({ proratedAmount: -8219 });
    expect((await file(c.id, pkg.STARTER!)).body.data.proratedAmount).toBe(-8219);
  });

  it.each([
    ['CAMPUS', "This package is not one of the allowed upgrades of the customer's current package."],
    ['STARTER', 'The customer is already on this package.'],
  ])('refuses %s with 400 naming the rule', async (code, message) => {
    const c = await customer();
    const res = await file(c.id, pkg[code]!);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await list(`?customer=${c.id}`)).meta.total).toBe(0);
  });

  it('refuses an allowed target that is archived (400)', async () => {
    await t.database.db.update(packages).set({ status: 'archived' }).where(eq(packages.id, pkg['BUSINESS-PLUS']!));
    const res = await file((await customer()).id, pkg['BUSINESS-PLUS']!);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only an active package can be requested.');
  });

  it('refuses a second pending request for the customer, and a suspended customer (409)', async () => {
    const c = await customer();
    expect((await file(c.id, pkg.BUSINESS!)).status).toBe(201);
    const again = await file(c.id, pkg['BUSINESS-PLUS']!);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This customer already has a pending upgrade request.');
    const suspended = await customer({ status: 'suspended' });
    const refused = await file(suspended.id, pkg.BUSINESS!);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A suspended customer cannot change package.');
  });

  it('answers 400 for an unknown customer or package', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await file(missing, pkg.BUSINESS!)).body.message).toBe('Customer not found');
    expect((await file((await customer()).id, missing)).body.message).toBe('Package not found');
  });

  it('asks for a package when none is chosen, at the field (issue 26 defect 6)', async () => {
    const res = await file((await customer()).id, '');
    expect(res).toMatchObject({ status: 400, body: { message: 'Package is required', errors: { toPackageId: 'Package is required' } } });
  });
});

describe('deciding an upgrade request', () => {
  it('approves: moves the customer, keeps the history and the stored amount, audits and emails the owner', async () => {
    const c = await customer();
    const { id } = (await file(c.id, pkg.BUSINESS!)).body.data;
    const res = await call(t.app, 'POST', `/upgrade-requests/${id}/approve`, undefined, as(admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', proratedAmount: 667, decidedByName: 'Sara Admin' });
    const [moved] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(moved!.packageId).toBe(pkg.BUSINESS);
    const history = await t.database.db.select().from(customerPackageHistory).where(eq(customerPackageHistory.customerId, c.id));
    expect(history).toMatchObject([{ fromPackageId: pkg.STARTER, toPackageId: pkg.BUSINESS, source: 'upgrade_request', upgradeRequestId: id }]);
    const [stored] = await t.database.db.select().from(upgradeRequests).where(eq(upgradeRequests.id, id));
    expect(stored!.proratedAmount).toBe(667);
    const actions = (await changes()).map((e) => e.action);
    expect(actions).toEqual(['upgrade_request.create', 'customer.package_change', 'upgrade_request.approve']);
    expect(t.outbox.at(-1)).toMatchObject({ to: 'omar@biz.example', subject: 'Your package change has been approved' });
    expect(t.outbox.at(-1)!.text).toContain('A prorated charge of $6.67');
    const again = await call(t.app, 'POST', `/upgrade-requests/${id}/approve`, undefined, as(admin));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This upgrade request has already been decided.');
  });

  it('rejects only with a reason, then emails it', async () => {
    const c = await customer();
    const { id } = (await file(c.id, pkg.BUSINESS!)).body.data;
    const bare = await call(t.app, 'POST', `/upgrade-requests/${id}/reject`, {}, as(admin));
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Reason is required');
    const res = await call(t.app, 'POST', `/upgrade-requests/${id}/reject`, { reason: 'Overdue invoice' }, as(admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', reason: 'Overdue invoice' });
    expect((await t.database.db.select().from(customers).where(eq(customers.id, c.id)))[0]!.packageId).toBe(pkg.STARTER);
    expect(t.outbox.at(-1)!.text).toContain('Reason: Overdue invoice');
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'upgrade_request'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => a.action)).toEqual(['upgrade_request.create', 'upgrade_request.reject']);
    // Decided: a new request may be filed.
    expect((await file(c.id, pkg['BUSINESS-PLUS']!)).status).toBe(201);
  });

  it('lets exactly one of two simultaneous approvals win; the other gets 409', async () => {
    const c = await customer();
    const { id } = (await file(c.id, pkg.BUSINESS!)).body.data;
    const inventory = await signIn(t.app, 'inventory@example.com');
    const results = await Promise.all([admin, inventory].map((token) => call(t.app, 'POST', `/upgrade-requests/${id}/approve`, undefined, as(token))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const history = await t.database.db.select().from(customerPackageHistory).where(eq(customerPackageHistory.customerId, c.id));
    expect(history).toHaveLength(1);
  });

  it('cancels a pending request and mails the owner, as approve and reject do (issue 27)', async () => {
    const c = await customer();
    const { id } = (await file(c.id, pkg.BUSINESS!)).body.data;
    const res = await call(t.app, 'POST', `/upgrade-requests/${id}/cancel`, undefined, as(await signIn(t.app, 'inventory@example.com')));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('cancelled');
    expect(t.outbox).toHaveLength(1);
    expect(t.outbox[0]).toMatchObject({ to: 'omar@biz.example', subject: 'Your package change request has been cancelled' });
    expect(t.outbox[0]!.text).toContain(`The request to change the package of ${c.businessName} from Starter to Business has been cancelled. The package stays Starter.`);
  });

  it('refuses the read-only viewer filing (oi:add) and cancelling (oi:edit) with 403 naming the permission, writing and mailing nothing (issue 27 §5)', async () => {
    const viewer = await signIn(t.app, 'viewer@example.com');
    const c = await customer();
    const filed = await file(c.id, pkg.BUSINESS!, viewer);
    expect(filed.status).toBe(403);
    expect(filed.body.message).toBe('You do not have permission to do this (oi:add::upgrade_package_request).');
    expect((await list(`?customer=${c.id}`)).meta.total).toBe(0);
    const { id } = (await file(c.id, pkg.BUSINESS!)).body.data;
    const before = await changes();
    const cancelled = await call(t.app, 'POST', `/upgrade-requests/${id}/cancel`, undefined, as(viewer));
    expect(cancelled.status).toBe(403);
    expect(cancelled.body.message).toBe('You do not have permission to do this (oi:edit::upgrade_package_request).');
    expect((await list(`?customer=${c.id}`)).data[0]!.status).toBe('pending');
    expect(await changes()).toEqual(before);
    expect(t.outbox).toHaveLength(0);
  });

  it.each(['viewer@example.com', 'hr@example.com'])('refuses %s approving or rejecting with 403 naming oi:approve::upgrade_package_request', async (email) => {
    const { id } = (await file((await customer()).id, pkg.BUSINESS!)).body.data;
    const token = await signIn(t.app, email);
    for (const [path, body] of [['approve', undefined], ['reject', { reason: 'No thanks' }]] as const) {
      const res = await call(t.app, 'POST', `/upgrade-requests/${id}/${path}`, body, as(token));
      expect(res.status).toBe(403);
      expect(res.body.message).toContain(APPROVE);
    }
    expect((await list('', admin)).data[0]!.status).toBe('pending');
  });

  it('lets the viewer read the queue but not hr (no oi access)', async () => {
    expect((await call(t.app, 'GET', '/upgrade-requests', undefined, as(await signIn(t.app, 'viewer@example.com')))).status).toBe(200);
    expect((await call(t.app, 'GET', '/upgrade-requests', undefined, as(await signIn(t.app, 'hr@example.com')))).status).toBe(403);
    expect((await call(t.app, 'GET', '/upgrade-requests', undefined)).status).toBe(401);
  });
});

describe('POST /public/upgrade-requests', () => {
  it('files for the customer whose site secret is sent, and only with it', async () => {
    const c = await customer();
    const secret = await rotateSiteSecret(t.database.db, c.id);
    const [person] = await t.database.db.insert(customerUsers).values({ customerId: c.id, name: 'Nadia Noor', email: 'nadia@biz.example', role: 'owner' }).returning();
    const post = (authorization?: string, body: unknown = { toPackageId: pkg.BUSINESS, customerUserId: person!.id }) =>
      call(t.app, 'POST', '/public/upgrade-requests', body, { headers: authorization ? { authorization } : {} });
    expect((await post()).status).toBe(401);
    expect((await post('Bearer oss_wrong')).status).toBe(401);
    const res = await post(`Bearer ${secret}`);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ customerId: c.id, requesterKind: 'customer_user', requestedBy: 'Nadia Noor', status: 'pending' });
    const other = await customer();
    const otherSecret = await rotateSiteSecret(t.database.db, other.id);
    const foreign = await post(`Bearer ${otherSecret}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Customer user not found');
    const anonymous = await post(`Bearer ${otherSecret}`, { toPackageId: pkg.BUSINESS });
    expect(anonymous.body.data.requestedBy).toBe(other.businessName);
  });
});

describe('the demo data', () => {
  it('holds requests in every status over the demo customers, 12 of them pending, over several pages', async () => {
    const all = await list('?pageSize=100');
    expect((await list('?status=pending')).meta.total).toBe(12);
    for (const status of ['approved', 'rejected', 'cancelled']) expect(all.data.some((r) => r.status === status)).toBe(true);
    expect(all.meta.total).toBeGreaterThan(20);
  });
});

describe('the list and the demo requests', () => {
  // The demo data files requests over the demo customers; these tests start from none of either.
  beforeEach(() => t.database.db.delete(customers));

  it('puts pending first and filters by status, customer, package and business name', async () => {
    await t.database.db.insert(packageUpgrades).values({ packageId: pkg.BUSINESS!, targetId: pkg.STARTER! });
    for (let i = 0; i < 30; i += 1) await customer({ businessName: `Demo Shop ${String(i).padStart(2, '0')}`, packageId: i % 3 === 0 ? pkg.BUSINESS! : pkg.STARTER! });
    expect(await seedDemoUpgradeRequests(t.database.db)).toBe(26);
    const all = await list('?pageSize=100');
    expect(all.meta.total).toBe(26);
    expect(all.data.slice(0, 12).every((r) => r.status === 'pending')).toBe(true);
    for (const status of ['approved', 'rejected', 'cancelled']) expect(all.data.some((r) => r.status === status)).toBe(true);
    expect((await list('?status=pending')).meta.total).toBe(12);
    expect((await list('?page=2')).data).toHaveLength(10);
    const first = all.data[0]!;
    expect((await list(`?customer=${first.customerId}`)).data.map((r) => r.id)).toEqual([first.id]);
    expect((await list(`?q=${encodeURIComponent(first.customer.businessName)}`)).meta.total).toBe(1);
    expect((await list(`?package=${pkg.STARTER}`)).data.every((r) => r.fromPackageId === pkg.STARTER || r.toPackageId === pkg.STARTER)).toBe(true);
    const approved = all.data.filter((r) => r.status === 'approved');
    const moved = await t.database.db.select().from(customers).where(eq(customers.id, approved[0]!.customerId));
    expect(moved[0]!.packageId).toBe(approved[0]!.toPackageId);
    const bad = await call(t.app, 'GET', '/upgrade-requests?status=asleep', undefined, as(admin));
    expect(bad.status).toBe(400);
  });

  it('files nothing without customers', async () => {
    expect(await seedDemoUpgradeRequests(t.database.db)).toBe(0);
  });
});
