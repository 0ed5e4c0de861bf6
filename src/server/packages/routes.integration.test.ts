import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Package } from '~/lib/packages/model';
import { auditLog } from '~/server/audit/schema';
import { customers } from '~/server/customers/schema';
import { packageService } from '~/server/packages/service';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
let admin: string;
beforeEach(async () => {
  t = await createTestBackend();
  admin = await signIn(t.app, 'superadmin@example.com');
});
afterEach(() => t.close());
afterAll(closeTemplate);

const as = (token: string) => ({ token });
const MISSING = '00000000-0000-4000-8000-000000000000';
const CTX = { actor: null, ip: '', userAgent: '', requestId: '' };

async function list(query = '', token = admin): Promise<{ data: Package[]; meta: { total: number; page: number; pageSize: number } }> {
  const res = await call(t.app, 'GET', `/packages${query}`, undefined, as(token));
  expect(res.status).toBe(200);
  return res.body as never;
}

async function byCode(code: string): Promise<Package> {
  const found = (await list('?pageSize=100')).data.find((p) => p.code === code);
  if (!found) throw new Error(`no demo package ${code}`);
  return found;
}

const input = (over: Record<string, unknown> = {}) => ({
  name: 'Cloud Pro',
  code: 'cloud-pro',
  monthlyPrice: 1999,
  yearlyPrice: 19990,
  setupFee: 500,
  trialDays: 7,
  limits: { users: 10, storageGb: 100, transferGb: null, customDomains: 3, emailAccounts: 50 },
  features: ['Free SSL', ' Daily backups '],
  status: 'active',
  resellerVisible: true,
  ...over,
});

async function auditOf(id: string) {
  return t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'package'), eq(auditLog.entityId, id))).orderBy(auditLog.id);
}

describe('GET /packages', () => {
  it('pages the demo packages by name, 10 a page, and sorts by price', async () => {
    const first = await list();
    expect(first.meta).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]!.name).toBe('Agency Reseller 10');
    expect((await list('?page=2')).data).toHaveLength(2);
    const cheapest = await list('?sort=price');
    expect(cheapest.data[0]).toMatchObject({ code: 'LEGACY-SHARED', monthlyPrice: 299, currency: 'USD' });
    expect((await list('?sort=-price')).data[0]!.code).toBe('AGENCY-50');
  });

  it('filters by search, status and category', async () => {
    expect((await list('?q=clinic')).data.map((p) => p.code)).toEqual(['CLINIC-BASIC', 'CLINIC-PRO']);
    expect((await list('?status=archived')).data.map((p) => p.code)).toEqual(['LEGACY-SHARED']);
    const clinic = await byCode('CLINIC-PRO');
    expect((await list(`?category=${clinic.categoryId}`)).meta.total).toBe(2);
  });

  it('answers 400 for a bad sort or category filter', async () => {
    const sort = await call(t.app, 'GET', '/packages?sort=colour', undefined, as(admin));
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe('Sort must be name or price');
    expect((await call(t.app, 'GET', '/packages?category=nope', undefined, as(admin))).status).toBe(400);
  });

  it('gives the DTO its limits, features, upgrades and subscriber count', async () => {
    const starter = await byCode('STARTER');
    const business = await byCode('BUSINESS');
    // The demo customers (issue 14 §5) on it are its subscribers.
    const subscribers = await t.database.db.select().from(customers).where(eq(customers.packageId, starter.id));
    expect(subscribers.length).toBeGreaterThan(0);
    expect(starter).toMatchObject({
      monthlyPrice: 499,
      yearlyPrice: 4990,
      limits: { users: 1, storageGb: 10, transferGb: 100, customDomains: 1, emailAccounts: 5 },
      features: ['Free SSL', 'Daily backups'],
      subscriberCount: subscribers.length,
    });
    expect(starter.allowedUpgradeIds).toContain(business.id);
  });

  it('answers 401 without a session; 403 to hr without the help code, active packages only to help holders', async () => {
    expect((await call(t.app, 'GET', '/packages')).status).toBe(401);
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await list('', viewer)).meta.total).toBe(12);
    // hr_manager holds ou:access::help: the staff catalogue of active packages.
    const hr = await signIn(t.app, 'hr@example.com');
    const catalogue = await list('?status=archived&pageSize=100', hr);
    expect(catalogue.data.every((p) => p.status === 'active')).toBe(true);
    expect(catalogue.meta.total).toBe(10);
    expect((await call(t.app, 'GET', `/packages/${catalogue.data[0]!.id}`, undefined, as(hr))).status).toBe(403);
  });
});

describe('POST /packages', () => {
  it('creates a package with limits, features and upgrades, code upper-cased, currency USD, audited', async () => {
    const starter = await byCode('STARTER');
    const res = await call(t.app, 'POST', '/packages', input({ categoryId: starter.categoryId, allowedUpgradeIds: [starter.id] }), as(admin));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Cloud Pro',
      code: 'CLOUD-PRO',
      currency: 'USD',
      monthlyPrice: 1999,
      setupFee: 500,
      limits: { users: 10, transferGb: null },
      features: ['Free SSL', 'Daily backups'],
      allowedUpgradeIds: [starter.id],
      subscriberCount: 0,
    });
    const [entry] = await auditOf(res.body.data.id);
    expect(entry).toMatchObject({ action: 'package.create', entityLabel: 'Cloud Pro' });
    expect(entry!.changes.monthlyPrice).toEqual([null, 1999]);
  });

  it.each([
    ['a price with cents as a fraction', { monthlyPrice: 19.99 }, 'Monthly price must be a whole number of cents'],
    ['a negative price', { yearlyPrice: -1 }, 'Yearly price cannot be negative'],
    ['a price that is not a number', { setupFee: 'ten' }, 'Setup fee must be an amount in cents'],
    ['a price too large', { monthlyPrice: 1_000_000_001 }, 'Monthly price cannot be more than 10,000,000.00'],
    ['no monthly price', { monthlyPrice: undefined }, 'Monthly price is required'],
    ['a code with spaces', { code: 'cloud pro' }, 'Code may contain only letters, digits and single hyphens'],
    ['a code too long', { code: 'X'.repeat(33) }, 'Code should not be greater than 32 characters long'],
    ['no name', { name: ' ' }, 'Name is required'],
    ['a negative limit', { limits: { users: -1 } }, 'Users cannot be negative'],
    ['a fractional limit', { limits: { storageGb: 1.5 } }, 'Storage must be a whole number'],
    ['too many trial days', { trialDays: 366 }, 'Trial days must be between 0 and 365'],
    ['an empty feature', { features: ['SSL', ''] }, 'A feature cannot be empty'],
    ['a long feature', { features: ['x'.repeat(121)] }, 'A feature should not be greater than 120 characters long'],
    ['an unknown status', { status: 'sold' }, 'Status must be draft, active or archived'],
    ['an upgrade id that is no id', { allowedUpgradeIds: ['abc'] }, 'Allowed upgrades must be existing packages'],
    ['an upgrade to no package', { allowedUpgradeIds: [MISSING] }, 'Allowed upgrades must be existing packages'],
    ['an unknown category', { categoryId: MISSING }, 'Business category not found'],
  ])('answers 400 for %s', async (_label, over, message) => {
    const res = await call(t.app, 'POST', '/packages', input(over), as(admin));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await list()).meta.total).toBe(12);
  });

  it('refuses a taken name (any case) or code with 409 at the field', async () => {
    const name = await call(t.app, 'POST', '/packages', input({ name: 'starter' }), as(admin));
    expect(name.status).toBe(409);
    expect(name.body).toEqual({ message: 'A package with this name already exists.', errors: { name: 'A package with this name already exists.' } });
    const code = await call(t.app, 'POST', '/packages', input({ code: 'starter' }), as(admin));
    expect(code.status).toBe(409);
    expect(code.body).toEqual({ message: 'A package with this code already exists.', errors: { code: 'A package with this code already exists.' } });
  });

  it('needs oi:add::packages: the viewer and hr get 403, the inventory manager 201', async () => {
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'POST', '/packages', input(), as(viewer))).status).toBe(403);
    const hr = await signIn(t.app, 'hr@example.com');
    expect((await call(t.app, 'POST', '/packages', input(), as(hr))).status).toBe(403);
    const inventory = await signIn(t.app, 'inventory@example.com');
    expect((await call(t.app, 'POST', '/packages', input(), as(inventory))).status).toBe(201);
  });
});

describe('GET|PATCH|DELETE /packages/:id', () => {
  it('reads one and 404s an unknown id', async () => {
    const starter = await byCode('STARTER');
    expect((await call(t.app, 'GET', `/packages/${starter.id}`, undefined, as(admin))).body.data.code).toBe('STARTER');
    const missing = await call(t.app, 'GET', `/packages/${MISSING}`, undefined, as(admin));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Package not found');
  });

  it('archives with PATCH {status} and audits only the changed fields', async () => {
    const starter = await byCode('STARTER');
    const res = await call(t.app, 'PATCH', `/packages/${starter.id}`, { status: 'archived' }, as(admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'archived', monthlyPrice: 499 });
    const [entry] = await auditOf(starter.id);
    expect(entry).toMatchObject({ action: 'package.update', changes: { status: ['active', 'archived'] } });
  });

  it('replaces the allowed upgrades, only with existing packages and never the package itself', async () => {
    const starter = await byCode('STARTER');
    const enterprise = await byCode('ENTERPRISE');
    const self = await call(t.app, 'PATCH', `/packages/${starter.id}`, { allowedUpgradeIds: [enterprise.id, starter.id] }, as(admin));
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('A package cannot be an upgrade of itself');
    const unknown = await call(t.app, 'PATCH', `/packages/${starter.id}`, { allowedUpgradeIds: [MISSING] }, as(admin));
    expect(unknown.status).toBe(400);
    expect((await byCode('STARTER')).allowedUpgradeIds).toEqual(starter.allowedUpgradeIds);
    const ok = await call(t.app, 'PATCH', `/packages/${starter.id}`, { allowedUpgradeIds: [enterprise.id] }, as(admin));
    expect(ok.body.data.allowedUpgradeIds).toEqual([enterprise.id]);
    const [entry] = await auditOf(starter.id);
    expect(entry!.changes.allowedUpgradeIds).toEqual([starter.allowedUpgradeIds, [enterprise.id]]);
  });

  it("refuses another package's code at the code field (409), keeping its own code and writing no audit entry", async () => {
    const starter = await byCode('STARTER');
    const res = await call(t.app, 'PATCH', `/packages/${starter.id}`, { code: 'ENTERPRISE' }, as(admin));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ code: 'A package with this code already exists.' });
    expect((await byCode('STARTER')).id).toBe(starter.id);
    expect(await auditOf(starter.id)).toEqual([]);
    // Its own code is not someone else's.
    expect((await call(t.app, 'PATCH', `/packages/${starter.id}`, { code: 'STARTER' }, as(admin))).status).toBe(200);
  });

  it('needs oi:edit::packages', async () => {
    const starter = await byCode('STARTER');
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'PATCH', `/packages/${starter.id}`, { status: 'archived' }, as(viewer))).status).toBe(403);
    expect((await byCode('STARTER')).status).toBe('active');
  });

  it('deletes a package without subscribers, audited, and drops the upgrades that led to it', async () => {
    const business = await byCode('BUSINESS');
    // Customers that are on it, were on it or asked for it keep it (the next tests): none here.
    await t.database.db.delete(customers);
    const res = await call(t.app, 'DELETE', `/packages/${business.id}`, undefined, as(admin));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Package Business has been deleted.');
    expect((await byCode('STARTER')).allowedUpgradeIds).not.toContain(business.id);
    expect((await auditOf(business.id)).map((e) => e.action)).toEqual(['package.delete']);
    const viewer = await signIn(t.app, 'viewer@example.com');
    const starter = await byCode('STARTER');
    expect((await call(t.app, 'DELETE', `/packages/${starter.id}`, undefined, as(viewer))).status).toBe(403);
  });

  it("refuses to delete a package that customers' history or upgrade requests name (409), and keeps it", async () => {
    const business = await byCode('BUSINESS');
    await t.database.db.delete(customers).where(eq(customers.packageId, business.id));
    const res = await call(t.app, 'DELETE', `/packages/${business.id}`, undefined, as(admin));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The package Business is in customers' package history or upgrade requests. Archive it instead.");
    expect((await byCode('BUSINESS')).id).toBe(business.id);
    expect(await auditOf(business.id)).toHaveLength(0);
  });

  it('refuses to delete a package with subscribers (409): archive it instead', async () => {
    const service = packageService({ db: t.database.db, subscribers: { byIds: async (ids) => new Map(ids.map((id) => [id, 3])), column: () => sql<number>`3` } });
    const starter = await byCode('STARTER');
    await expect(service.remove(starter.id, CTX)).rejects.toMatchObject({ status: 409, message: 'The package Starter has 3 subscribers. Archive it instead.' });
    expect((await byCode('STARTER')).id).toBe(starter.id);
    expect(await auditOf(starter.id)).toHaveLength(0);
  });
});

describe('POST /packages/:id/duplicate', () => {
  it('makes a draft copy with a new code and the same prices, limits, features and upgrades (201, audited)', async () => {
    const starter = await byCode('STARTER');
    const res = await call(t.app, 'POST', `/packages/${starter.id}/duplicate`, undefined, as(admin));
    expect(res.status).toBe(201);
    const copy: Package = res.body.data;
    expect(copy).toMatchObject({
      name: 'Copy of Starter',
      code: 'STARTER-COPY',
      status: 'draft',
      monthlyPrice: starter.monthlyPrice,
      yearlyPrice: starter.yearlyPrice,
      setupFee: starter.setupFee,
      limits: starter.limits,
      features: starter.features,
      categoryId: starter.categoryId,
    });
    expect(copy.allowedUpgradeIds.sort()).toEqual([...starter.allowedUpgradeIds].sort());
    expect(copy.id).not.toBe(starter.id);
    const [entry] = await auditOf(copy.id);
    expect(entry).toMatchObject({ action: 'package.duplicate', changes: { duplicatedFrom: [null, starter.id] } });

    const again = await call(t.app, 'POST', `/packages/${starter.id}/duplicate`, undefined, as(admin));
    expect(again.body.data).toMatchObject({ name: 'Copy of Starter (2)', code: 'STARTER-COPY-2' });
  });

  it('needs oi:duplicate::packages and 404s an unknown package', async () => {
    const starter = await byCode('STARTER');
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'POST', `/packages/${starter.id}/duplicate`, undefined, as(viewer))).status).toBe(403);
    expect((await call(t.app, 'POST', `/packages/${MISSING}/duplicate`, undefined, as(admin))).status).toBe(404);
    expect((await call(t.app, 'POST', `/packages/${starter.id}/duplicate`)).status).toBe(401);
  });
});
