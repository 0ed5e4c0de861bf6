import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILTER_RESELLERS_MAX, type ConversionOptions, type Customer, type CustomerFilterOptions, type CustomerListItem } from '~/lib/customers/model';
import type { CustomerUser } from '~/lib/customer-users/model';
import type { Lead } from '~/lib/leads/model';
import { auditLog } from '~/server/audit/schema';
import { customerUsers } from '~/server/customer-users/schema';
import { customerPackageHistory, customers } from '~/server/customers/schema';
import { customerBySiteSecret } from '~/server/customers/site-secret';
import { leads } from '~/server/leads/schema';
import { packages } from '~/server/packages/schema';
import { resellers } from '~/server/resellers/schema';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await createTestBackend();
  for (const who of ['superadmin', 'inventory', 'hr', 'viewer']) tokens[who] = await signIn(t.app, `${who}@example.com`);
});
afterEach(() => t.close());
afterAll(closeTemplate);

const as = (who: string) => ({ token: tokens[who]! });
const get = (path: string, who = 'superadmin') => call(t.app, 'GET', path, undefined, as(who));

async function liveUnconvertedLead(): Promise<Lead> {
  const res = await get('/leads/get-all-lead?view=existing&pageSize=100');
  const lead = (res.body.data as Lead[]).find((l) => l.convertedAt === null);
  if (!lead) throw new Error('no live unconverted demo lead');
  return lead;
}

async function activePackage(): Promise<string> {
  const [row] = await t.database.db.select({ id: packages.id }).from(packages).where(eq(packages.code, 'BUSINESS'));
  return row!.id;
}

describe('POST /leads/{id}/convert', () => {
  it('converts a live lead into a trial customer with its owner user, package history and audit entry; the lead stays live', async () => {
    const lead = await liveUnconvertedLead();
    const packageId = await activePackage();
    const [seller] = await t.database.db.select({ id: resellers.id }).from(resellers).where(eq(resellers.status, 'active')).limit(1);
    const res = await call(t.app, 'POST', `/leads/${lead.id}/convert`, { packageId, billingCycle: 'monthly', resellerId: seller!.id, trialDays: 14 }, as('inventory'));
    expect(res.status).toBe(201);
    const c = res.body.data as Customer;
    expect(c).toMatchObject({
      businessName: lead.company,
      ownerName: lead.name,
      ownerEmail: lead.email,
      ownerPhone: lead.phone,
      categoryId: lead.categoryId,
      subdomain: lead.subdomain,
      dataCenterId: lead.dataCenterId,
      packageId,
      resellerId: seller!.id,
      status: 'trial',
      billingCycle: 'monthly',
      leadId: lead.id,
    });
    expect(new Date(c.currentPeriodEnd).getTime() - new Date(c.currentPeriodStart).getTime()).toBe(14 * 86_400_000);

    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe('active');
    expect(row!.convertedAt).not.toBeNull();
    const owners = await t.database.db.select().from(customerUsers).where(eq(customerUsers.customerId, c.id));
    expect(owners).toMatchObject([{ role: 'owner', email: lead.email, name: lead.name }]);
    const history = await t.database.db.select().from(customerPackageHistory).where(eq(customerPackageHistory.customerId, c.id));
    expect(history).toMatchObject([{ source: 'conversion', toPackageId: packageId, fromPackageId: null }]);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, c.id)));
    expect(entries.map((e) => e.action)).toEqual(['customer.convert']);

    // The lead still counts as a live client of its data center, and now shows converted.
    const listed = (await get(`/leads/get-all-lead?view=existing&q=${encodeURIComponent(lead.subdomain)}`)).body.data as Lead[];
    expect(listed.find((l) => l.id === lead.id)?.convertedAt).toBeTruthy();

    const again = await call(t.app, 'POST', `/leads/${lead.id}/convert`, { packageId, billingCycle: 'monthly', trialDays: 0 }, as('inventory'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This lead has already been converted to a customer.');
  });

  it('starts a paid yearly subscription at once without a trial', async () => {
    const lead = await liveUnconvertedLead();
    const res = await call(t.app, 'POST', `/leads/${lead.id}/convert`, { packageId: await activePackage(), billingCycle: 'yearly', trialDays: 0 }, as('superadmin'));
    expect(res.status).toBe(201);
    const c = res.body.data as Customer;
    expect(c.status).toBe('active');
    expect(new Date(c.currentPeriodEnd).getUTCFullYear() - new Date(c.currentPeriodStart).getUTCFullYear()).toBe(1);
  });

  it('refuses a lead that is not live (409), an archived package (400) and bad input (400)', async () => {
    const [failed] = await t.database.db.select().from(leads).where(eq(leads.status, 'failed')).limit(1);
    const packageId = await activePackage();
    const notLive = await call(t.app, 'POST', `/leads/${failed!.id}/convert`, { packageId, billingCycle: 'monthly', trialDays: 7 }, as('superadmin'));
    expect(notLive.status).toBe(409);
    expect(notLive.body.message).toBe('Only a live lead (its subdomain active) can be converted to a customer.');

    const lead = await liveUnconvertedLead();
    const [archived] = await t.database.db.select({ id: packages.id }).from(packages).where(eq(packages.status, 'archived'));
    const res = await call(t.app, 'POST', `/leads/${lead.id}/convert`, { packageId: archived!.id, billingCycle: 'monthly', trialDays: 7 }, as('superadmin'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The package must be an active package');
    const bad = await call(t.app, 'POST', `/leads/${lead.id}/convert`, { packageId, billingCycle: 'weekly', trialDays: 400 }, as('superadmin'));
    expect(bad.status).toBe(400);
    const missing = await call(t.app, 'POST', '/leads/00000000-0000-4000-8000-000000000000/convert', { packageId, billingCycle: 'monthly', trialDays: 0 }, as('superadmin'));
    expect(missing.status).toBe(404);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.convertedAt).toBeNull();
  });

  it('needs an edit leads permission: 401 without a session, 403 for the viewer and the HR manager', async () => {
    const lead = await liveUnconvertedLead();
    const input = { packageId: await activePackage(), billingCycle: 'monthly', trialDays: 0 };
    expect((await call(t.app, 'POST', `/leads/${lead.id}/convert`, input)).status).toBe(401);
    expect((await call(t.app, 'POST', `/leads/${lead.id}/convert`, input, as('viewer'))).status).toBe(403);
    expect((await call(t.app, 'POST', `/leads/${lead.id}/convert`, input, as('hr'))).status).toBe(403);
  });

  it('offers the active packages and resellers with the settings defaults', async () => {
    const res = await get('/leads/convert-options', 'inventory');
    expect(res.status).toBe(200);
    expect(res.body.data.defaultTrialDays).toBe(14);
    expect(res.body.data.packages.map((p: { name: string }) => p.name)).toContain('Business');
    expect(res.body.data.packages.map((p: { name: string }) => p.name)).not.toContain('Legacy Shared');
  });

  it('offers the first resellers by name past a few hundred, and finds the others by a search of their name', async () => {
    await t.database.db.execute(sql`
      insert into resellers (company_name, first_name, last_name, email, phone, city, source, status)
      select 'AAA Filler ' || lpad(g::text, 3, '0'), 'F', 'L', 'f' || g || '@filler.example', '+923001234567', 'Lahore', 'staff', 'active' from generate_series(1, 205) g`);
    const [hidden] = await t.database.db.select().from(resellers).where(eq(resellers.status, 'active')).orderBy(desc(resellers.companyName)).limit(1);
    const plain = (await get('/leads/convert-options', 'inventory')).body.data as ConversionOptions;
    expect(plain.resellers).toHaveLength(FILTER_RESELLERS_MAX);
    expect(plain.moreResellers).toBe(true);
    expect(plain.resellers.some((r) => r.id === hidden!.id)).toBe(false);
    const found = (await get(`/leads/convert-options?reseller_q=${encodeURIComponent(hidden!.companyName.slice(1, 8).toUpperCase())}`, 'inventory')).body.data as ConversionOptions;
    expect(found.resellers).toContainEqual({ id: hidden!.id, name: hidden!.companyName });
    expect(found.moreResellers).toBe(false);
    expect(found.packages.length).toBe(plain.packages.length);
    const tooLong = await get(`/leads/convert-options?reseller_q=${'x'.repeat(201)}`, 'inventory');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/Search/);
  });
});

describe('GET /customers', () => {
  it('lists the 40 demo customers and filters by q, package, reseller, status and category', async () => {
    const all = await get('/customers');
    expect(all.status).toBe(200);
    expect(all.body.meta).toMatchObject({ total: 40, page: 1, pageSize: 10 });
    const rows = await t.database.db.select().from(customers);
    const some = rows[5]!;
    const count = (pred: (r: (typeof rows)[number]) => boolean) => rows.filter(pred).length;
    expect((await get(`/customers?package=${some.packageId}`)).body.meta.total).toBe(count((r) => r.packageId === some.packageId));
    const withReseller = rows.find((r) => r.resellerId)!;
    expect((await get(`/customers?reseller=${withReseller.resellerId}`)).body.meta.total).toBe(count((r) => r.resellerId === withReseller.resellerId));
    for (const status of ['trial', 'active', 'past_due', 'suspended', 'cancelled']) {
      const res = await get(`/customers?status=${status}&pageSize=100`);
      expect(res.body.meta.total).toBeGreaterThan(0);
      expect((res.body.data as Customer[]).every((c) => c.status === status)).toBe(true);
    }
    const withCategory = rows.find((r) => r.categoryId)!;
    expect((await get(`/customers?category=${withCategory.categoryId}`)).body.meta.total).toBe(count((r) => r.categoryId === withCategory.categoryId));
    const q = await get(`/customers?q=${encodeURIComponent(some.businessName)}`);
    expect((q.body.data as Customer[]).map((c) => c.id)).toContain(some.id);
    const sorted = (await get('/customers?sort=name&pageSize=100')).body.data as Customer[];
    expect(sorted.map((c) => c.businessName)).toEqual([...sorted.map((c) => c.businessName)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await get('/customers?status=sleeping')).status).toBe(400);
  });

  it("names each row's package and reseller; newest first, oldest first by ?sort=created", async () => {
    const [withReseller] = await t.database.db.select().from(customers).where(isNotNull(customers.resellerId)).limit(1);
    const [seller] = await t.database.db.select().from(resellers).where(eq(resellers.id, withReseller!.resellerId!));
    const [pkg] = await t.database.db.select().from(packages).where(eq(packages.id, withReseller!.packageId));
    const rows = (await get(`/customers?reseller=${seller!.id}&pageSize=100`)).body.data as CustomerListItem[];
    expect(rows.find((r) => r.id === withReseller!.id)).toMatchObject({ resellerName: seller!.companyName, packageName: pkg!.name });
    const ids = async (path: string) => ((await get(path)).body.data as CustomerListItem[]).map((c) => c.id);
    const byCreated = await t.database.db.select({ id: customers.id }).from(customers).orderBy(desc(customers.createdAt), desc(customers.id));
    expect(await ids('/customers?pageSize=100')).toEqual(byCreated.map((r) => r.id));
    expect(await ids('/customers?sort=created&pageSize=100')).toEqual(byCreated.map((r) => r.id).reverse());
  });

  it('offers the first 200 resellers by name in the filter, and the selected one past them', async () => {
    await t.database.db.execute(sql`
      insert into resellers (company_name, first_name, last_name, email, phone, city, source)
      select 'AAA Filler ' || lpad(g::text, 3, '0'), 'F', 'L', 'f' || g || '@filler.example', '+923001234567', 'Lahore', 'staff' from generate_series(1, 205) g`);
    const [last] = await t.database.db.select().from(resellers).orderBy(desc(resellers.companyName)).limit(1);
    const plain = (await get('/customers/filter-options')).body.data as CustomerFilterOptions;
    expect(plain.resellers).toHaveLength(FILTER_RESELLERS_MAX);
    expect(plain.moreResellers).toBe(true);
    expect(plain.resellers.some((r) => r.id === last!.id)).toBe(false);
    const selected = (await get(`/customers/filter-options?reseller=${last!.id}`)).body.data as CustomerFilterOptions;
    expect(selected.resellers[0]).toEqual({ id: last!.id, name: last!.companyName });
    expect((await get('/customers/filter-options?reseller=nope')).status).toBe(400);
  });

  it('needs oi:access::customers: 401, 403 for HR, 200 for the viewer and the inventory manager', async () => {
    expect((await call(t.app, 'GET', '/customers')).status).toBe(401);
    expect((await get('/customers', 'hr')).status).toBe(403);
    expect((await get('/customers', 'viewer')).status).toBe(200);
    expect((await get('/customers', 'inventory')).status).toBe(200);
  });
});

describe('GET|PATCH /customers/{id}', () => {
  it('reads one customer and its overview; 404 for an unknown id', async () => {
    const [row] = await t.database.db.select().from(customers).limit(1);
    const res = await get(`/customers/${row!.id}`);
    expect(res.body.data).toMatchObject({ id: row!.id, businessName: row!.businessName });
    const overview = await get(`/customers/${row!.id}/overview`);
    expect(overview.body.data.history[0].source).toBe('conversion');
    expect(overview.body.data.users.length).toBeGreaterThan(0);
    expect((await get('/customers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('changes the status only with a reason, audited; the viewer is refused', async () => {
    const [row] = await t.database.db.select().from(customers).where(eq(customers.status, 'active')).limit(1);
    const path = `/customers/${row!.id}`;
    const noReason = await call(t.app, 'PATCH', path, { status: 'suspended' }, as('inventory'));
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('A reason is required to change the status');
    expect((await call(t.app, 'PATCH', path, { status: 'suspended', reason: 'Unpaid' }, as('viewer'))).status).toBe(403);
    const res = await call(t.app, 'PATCH', path, { status: 'suspended', reason: 'Card declined twice' }, as('inventory'));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('suspended');
    const entries = await t.newAuditEntries();
    expect(entries.filter((e) => e.entityId === row!.id)).toMatchObject([
      { action: 'customer.status_change', changes: { status: [row!.status, 'suspended'], statusReason: [row!.statusReason, 'Card declined twice'] } },
    ]);
  });

  it('answers the site secret once, keeps only its hash, and rotating replaces it', async () => {
    const [row] = await t.database.db.select().from(customers).limit(1);
    const first = await call(t.app, 'POST', `/customers/${row!.id}/site-secret`, undefined, as('inventory'));
    expect(first.status).toBe(200);
    const secret = first.body.data.secret as string;
    expect((await customerBySiteSecret(t.database.db, `Bearer ${secret}`))?.id).toBe(row!.id);
    const [stored] = await t.database.db.select().from(customers).where(eq(customers.id, row!.id));
    expect(stored!.siteSecretHash).not.toContain(secret);
    expect(JSON.stringify((await get(`/customers/${row!.id}/overview`)).body)).not.toContain(secret);

    const second = await call(t.app, 'POST', `/customers/${row!.id}/site-secret`, undefined, as('inventory'));
    expect(second.body.data.secret).not.toBe(secret);
    expect(await customerBySiteSecret(t.database.db, `Bearer ${secret}`)).toBeNull();
    const actions = (await t.newAuditEntries()).filter((e) => e.entityId === row!.id).map((e) => e.action);
    expect(actions).toEqual(['customer.site_secret_create', 'customer.site_secret_rotate']);
    expect((await call(t.app, 'POST', `/customers/${row!.id}/site-secret`, undefined, as('hr'))).status).toBe(403);
  });
});

describe('packages and resellers count customers', () => {
  it('refuses to delete a package in use (409) and counts a reseller customers', async () => {
    const [row] = await t.database.db.select().from(customers).limit(1);
    const del = await call(t.app, 'DELETE', `/packages/${row!.packageId}`, undefined, as('superadmin'));
    expect(del.status).toBe(409);
    const withReseller = (await t.database.db.select().from(customers)).filter((c) => c.resellerId);
    const id = withReseller[0]!.resellerId!;
    const reseller = await get(`/resellers/${id}`);
    expect(reseller.body.data.customerCount).toBe(withReseller.filter((c) => c.resellerId === id).length);
  });
});

describe('GET /customer-users', () => {
  it('lists the 150 demo users with their customer and filters by q, customer, role and status', async () => {
    const all = await get('/customer-users');
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(150);
    const user = (all.body.data as CustomerUser[])[0]!;
    expect(Object.keys(user.customer).sort()).toEqual(['businessName', 'packageId', 'status', 'subdomain']);
    const rows = await t.database.db.select().from(customerUsers);
    const of = (pred: (r: (typeof rows)[number]) => boolean) => rows.filter(pred).length;
    expect((await get(`/customer-users?customer=${user.customerId}`)).body.meta.total).toBe(of((r) => r.customerId === user.customerId));
    expect((await get('/customer-users?role=owner')).body.meta.total).toBe(40);
    expect((await get('/customer-users?role=admin')).body.meta.total).toBe(of((r) => r.role === 'admin'));
    expect((await get('/customer-users?status=disabled')).body.meta.total).toBe(of((r) => r.status === 'disabled'));
    const byBusiness = (await get(`/customer-users?q=${encodeURIComponent(user.customer.businessName)}&pageSize=100`)).body.data as CustomerUser[];
    expect(byBusiness.every((u) => u.customer.businessName.includes(user.customer.businessName))).toBe(true);
    expect(byBusiness.map((u) => u.id)).toContain(user.id);
    expect((await get('/customer-users?role=boss')).status).toBe(400);

    const one = await get(`/customer-users/${user.id}`, 'viewer');
    expect(one.body.data).toEqual(user);
    expect((await get('/customer-users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('searches by name or email past the count cap as below it: one hit, and more hits than the cap paged in name order', async () => {
    const [owner] = await t.database.db.select({ id: customers.id }).from(customers).limit(1);
    await t.database.db.execute(sql`
      insert into customer_users (customer_id, name, email, phone, role, status)
      select ${owner!.id}, 'Bulk Person ' || lpad(g::text, 5, '0'), 'bulk' || g || '@example.com', '+923001234567', 'staff', 'active'
      from generate_series(1, 10001) g`);
    const one = await get('/customer-users?q=bulk777@');
    expect(one.body.meta).toMatchObject({ total: 1, exact: true });
    expect((one.body.data as CustomerUser[]).map((u) => u.email)).toEqual(['bulk777@example.com']);

    const many = await get('/customer-users?q=Bulk%20Person&sort=name');
    expect(many.body.meta).toMatchObject({ total: 10_000, exact: false, page: 1 });
    expect((many.body.data as CustomerUser[]).map((u) => u.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Bulk Person ${String(i + 1).padStart(5, '0')}`));
    const next = await get(`/customer-users?q=Bulk%20Person&sort=name&after=${many.body.meta.after}`);
    expect((next.body.data as CustomerUser[])[0]!.name).toBe('Bulk Person 00011');
  });

  it('needs oi:view::customer_users: 401, 403 for HR, 200 for the viewer', async () => {
    expect((await call(t.app, 'GET', '/customer-users')).status).toBe(401);
    const hr = await get('/customer-users', 'hr');
    expect(hr.status).toBe(403);
    expect(hr.body.message).toContain('oi:view::customer_users');
    expect((await get('/customer-users', 'viewer')).status).toBe(200);
  });
});

