import { memoryMailer } from '~/server/testing/mailer';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Reseller } from '~/lib/resellers/model';
import { auditLog } from '~/server/audit/schema';
import { resellers } from '~/server/resellers/schema';
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

async function list(query = '', token = admin): Promise<{ data: Reseller[]; meta: { total: number; page: number; pageSize: number } }> {
  const res = await call(t.app, 'GET', `/resellers${query}`, undefined, as(token));
  expect(res.status).toBe(200);
  return res.body as never;
}

async function byCompany(name: string): Promise<Reseller> {
  const found = (await list(`?q=${encodeURIComponent(name)}`)).data.find((r) => r.companyName === name);
  if (!found) throw new Error(`no demo reseller ${name}`);
  return found;
}

const input = (over: Record<string, unknown> = {}) => ({
  companyName: 'Karachi Cloud Co',
  firstName: 'Zara',
  lastName: 'Ahmed',
  email: 'Zara@KarachiCloud.example',
  phone: '+923331234567',
  city: 'Karachi',
  address: '1 Sea View',
  commissionRate: 12.5,
  ...over,
});

const auditOf = (id: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'reseller'), eq(auditLog.entityId, id))).orderBy(auditLog.id);

describe('GET /resellers', () => {
  it('pages the 25 demo resellers and filters by status, source, category and search', async () => {
    const first = await list();
    expect(first.meta).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect((await list('?page=3')).data).toHaveLength(5);
    expect((await list('?status=pending')).meta.total).toBe(10);
    expect((await list('?status=rejected')).meta.total).toBe(3);
    expect((await list('?status=suspended')).meta.total).toBe(2);
    expect((await list('?source=staff')).data.every((r) => r.source === 'staff')).toBe(true);
    const clinic = await byCompany('Clifton Clinics IT');
    expect((await list(`?category=${clinic.categoryId}`)).data.map((r) => r.companyName)).toContain('Mardan Medical Cloud');
    expect((await list('?q=karachi')).data.map((r) => r.companyName)).toEqual(['Clifton Clinics IT', 'Indus Web Solutions']);
  });

  it('sorts the queue with the pending applications first, oldest first', async () => {
    const queue = await list('?source=online&sort=queue');
    expect(queue.data.slice(0, 10).every((r) => r.status === 'pending')).toBe(true);
    expect(queue.data[0]!.companyName).toBe('Abbottabad Academy Host');
    expect((await list('?sort=-commission')).data[0]!.companyName).toBe('Ravi Cloud Partners');
  });

  it('answers 400 for a bad filter', async () => {
    const res = await call(t.app, 'GET', '/resellers?status=asleep', undefined, as(admin));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Status must be pending, active, suspended or rejected');
  });
});

describe('POST /resellers', () => {
  it('registers an active staff reseller with the defaults, and audits it', async () => {
    const res = await call(t.app, 'POST', '/resellers', input(), as(admin));
    expect(res.status).toBe(201);
    const r = res.body.data as Reseller;
    expect(r).toMatchObject({ email: 'zara@karachicloud.example', status: 'active', source: 'staff', country: 'Pakistan', commissionRate: 12.5, customerCount: 0, decisionReason: '' });
    const visible = (await call(t.app, 'GET', '/packages?pageSize=100', undefined, as(admin))).body.data.filter((p: { resellerVisible: boolean }) => p.resellerVisible);
    expect([...r.packageIds].sort()).toEqual(visible.map((p: { id: string }) => p.id).sort());
    const [row] = await t.database.db.select().from(resellers).where(eq(resellers.id, r.id));
    expect(row!.commissionBasisPoints).toBe(1250);
    const [entry] = await auditOf(r.id);
    expect(entry).toMatchObject({ action: 'reseller.create', entityLabel: 'Karachi Cloud Co' });
    expect(entry!.changes).toMatchObject({ commissionRate: [null, 12.5], status: [null, 'active'] });
  });

  it.each([
    [{ commissionRate: 100.5 }, 'Commission rate must be between 0 and 100'],
    [{ commissionRate: -1 }, 'Commission rate must be between 0 and 100'],
    [{ commissionRate: 12.345 }, 'Commission rate may have at most two decimals'],
    [{ commissionRate: 'lots' }, 'Commission rate must be a number'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ phone: '' }, 'Phone Number is required'],
    [{ phone: '+92'.padEnd(31, '1') }, 'Phone Number should not be greater than 30 characters long'],
    [{ companyName: '' }, 'Company name is required'],
    [{ packageIds: [MISSING] }, 'Packages must be existing packages'],
    [{ categoryId: MISSING }, 'Business category not found'],
  ])('answers 400 for %j and stores nothing', async (over, message) => {
    const res = await call(t.app, 'POST', '/resellers', input(over), as(admin));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await list()).meta.total).toBe(25);
  });

  it('refuses an email another reseller holds, in any case (409 at the email field)', async () => {
    const taken = await byCompany('Indus Web Solutions');
    const res = await call(t.app, 'POST', '/resellers', input({ email: taken.email.toUpperCase() }), as(admin));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'A reseller with this email already exists.', errors: { email: 'A reseller with this email already exists.' } });
    const other = await byCompany('Okara Agri Web');
    const patched = await call(t.app, 'PATCH', `/resellers/${other.id}`, { email: taken.email }, as(admin));
    expect(patched.status).toBe(409);
    expect(patched.body.errors).toEqual({ email: 'A reseller with this email already exists.' });
    expect((await byCompany('Okara Agri Web')).email).toBe(other.email);
  });

  it('keeps an empty package list when asked for one', async () => {
    const res = await call(t.app, 'POST', '/resellers', input({ packageIds: [] }), as(admin));
    expect(res.body.data.packageIds).toEqual([]);
  });
});

describe('GET, PATCH and DELETE /resellers/{id}', () => {
  it('reads, edits with a field diff, and deletes a reseller without customers', async () => {
    const r = await byCompany('Okara Agri Web');
    expect((await call(t.app, 'GET', `/resellers/${r.id}`, undefined, as(admin))).body.data).toEqual(r);
    const patched = await call(t.app, 'PATCH', `/resellers/${r.id}`, { city: 'Lahore', commissionRate: 7.25 }, as(admin));
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ city: 'Lahore', commissionRate: 7.25 });
    const gone = await call(t.app, 'DELETE', `/resellers/${r.id}`, undefined, as(admin));
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('Reseller Okara Agri Web has been deleted.');
    expect((await call(t.app, 'GET', `/resellers/${r.id}`, undefined, as(admin))).status).toBe(404);
    const audit = await auditOf(r.id);
    expect(audit.map((a) => a.action)).toEqual(['reseller.update', 'reseller.delete']);
    expect(audit[0]!.changes).toEqual({ city: ['Okara', 'Lahore'], commissionRate: [0, 7.25] });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call(t.app, 'PATCH', `/resellers/${MISSING}`, { city: 'X1' }, as(admin))).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/resellers/${MISSING}`, undefined, as(admin))).status).toBe(404);
    expect((await call(t.app, 'GET', '/resellers/nope', undefined, as(admin))).status).toBe(400);
  });

  it('refuses to delete a reseller with customers (409)', async () => {
    const { resellerService } = await import('~/server/resellers/service');
    const service = resellerService({ db: t.database.db, mailer: memoryMailer(), customers: { byIds: async (ids) => new Map(ids.map((id) => [id, 3])), column: () => sql<number>`3` } });
    const r = await byCompany('Indus Web Solutions');
    await expect(service.remove(r.id, { actor: null, ip: '', userAgent: '', requestId: '' })).rejects.toMatchObject({ status: 409, message: 'The reseller Indus Web Solutions has 3 customers. Suspend it instead.' });
    expect((await call(t.app, 'GET', `/resellers/${r.id}`, undefined, as(admin))).status).toBe(200);
  });
});

describe('status changes', () => {
  it('approves a pending application, emails the applicant, and refuses to approve it again (409)', async () => {
    const r = await byCompany('Mardan Medical Cloud');
    const res = await call(t.app, 'POST', `/resellers/${r.id}/approve`, undefined, as(admin));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('active');
    expect(t.outbox.at(-1)).toMatchObject({ to: r.email, subject: 'Your reseller application has been approved' });
    const again = await call(t.app, 'POST', `/resellers/${r.id}/approve`, undefined, as(admin));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot approve a reseller that is active.');
    expect((await auditOf(r.id)).map((a) => a.action)).toEqual(['reseller.approve']);
  });

  it('rejects with a required reason, mailing it; a non-pending reseller cannot be rejected', async () => {
    const r = await byCompany('Okara Agri Web');
    const none = await call(t.app, 'POST', `/resellers/${r.id}/reject`, {}, as(admin));
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Reason is required');
    const res = await call(t.app, 'POST', `/resellers/${r.id}/reject`, { reason: 'No trade licence' }, as(admin));
    expect(res.body.data).toMatchObject({ status: 'rejected', decisionReason: 'No trade licence' });
    expect(t.outbox.at(-1)!.text).toContain('Reason: No trade licence');
    const [entry] = await auditOf(r.id);
    expect(entry!.changes).toEqual({ status: ['pending', 'rejected'], decisionReason: ['', 'No trade licence'] });
    const active = await byCompany('Indus Web Solutions');
    expect((await call(t.app, 'POST', `/resellers/${active.id}/reject`, { reason: 'Late' }, as(admin))).status).toBe(409);
  });

  it('suspends an active reseller with a reason and reactivates it; impossible changes are 409', async () => {
    const r = await byCompany('Indus Web Solutions');
    expect((await call(t.app, 'POST', `/resellers/${r.id}/reactivate`, undefined, as(admin))).status).toBe(409);
    expect((await call(t.app, 'POST', `/resellers/${r.id}/suspend`, { reason: ' ' }, as(admin))).body.message).toBe('Reason is required');
    const suspended = await call(t.app, 'POST', `/resellers/${r.id}/suspend`, { reason: 'Chargebacks' }, as(admin));
    expect(suspended.body.data).toMatchObject({ status: 'suspended', decisionReason: 'Chargebacks' });
    expect((await call(t.app, 'POST', `/resellers/${r.id}/suspend`, { reason: 'Again' }, as(admin))).status).toBe(409);
    const back = await call(t.app, 'POST', `/resellers/${r.id}/reactivate`, undefined, as(admin));
    expect(back.body.data).toMatchObject({ status: 'active', decisionReason: '' });
    const pending = await byCompany('Okara Agri Web');
    expect((await call(t.app, 'POST', `/resellers/${pending.id}/suspend`, { reason: 'Early' }, as(admin))).status).toBe(409);
    expect((await auditOf(r.id)).map((a) => a.action)).toEqual(['reseller.suspend', 'reseller.reactivate']);
  });
});

describe('permissions', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t.app, 'GET', '/resellers')).status).toBe(401);
    expect((await call(t.app, 'POST', '/resellers', input())).status).toBe(401);
  });

  it('refuses the hr_manager (no oi permission) every route with 403', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    const r = await byCompany('Okara Agri Web');
    for (const [method, path, body] of [
      ['GET', '/resellers', undefined],
      ['GET', `/resellers/${r.id}`, undefined],
      ['POST', '/resellers', input()],
      ['PATCH', `/resellers/${r.id}`, { city: 'Lahore' }],
      ['DELETE', `/resellers/${r.id}`, undefined],
      ['POST', `/resellers/${r.id}/approve`, undefined],
      ['POST', `/resellers/${r.id}/reject`, { reason: 'No' }],
      ['POST', `/resellers/${r.id}/suspend`, { reason: 'No' }],
      ['POST', `/resellers/${r.id}/reactivate`, undefined],
    ] as const) {
      expect((await call(t.app, method, path, body, as(hr))).status, `${method} ${path}`).toBe(403);
    }
    expect((await call(t.app, 'GET', `/resellers/${r.id}`, undefined, as(admin))).body.data.status).toBe('pending');
  });

  it('lets the inventory_manager work the resellers; the viewer reads them and is refused every write, naming oi:edit::resellers', async () => {
    const inventory = await signIn(t.app, 'inventory@example.com');
    const created = await call(t.app, 'POST', '/resellers', input({ email: 'x-inventory@example.com' }), as(inventory));
    expect(created.status).toBe(201);
    expect((await call(t.app, 'POST', `/resellers/${created.body.data.id}/suspend`, { reason: 'Test' }, as(inventory))).status).toBe(200);

    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'GET', '/resellers', undefined, as(viewer))).status).toBe(200);
    const pending = await byCompany('Okara Agri Web');
    const refused = [
      await call(t.app, 'POST', '/resellers', input({ email: 'x-viewer@example.com' }), as(viewer)),
      await call(t.app, 'POST', `/resellers/${pending.id}/approve`, undefined, as(viewer)),
      await call(t.app, 'POST', `/resellers/${created.body.data.id}/reactivate`, undefined, as(viewer)),
      await call(t.app, 'DELETE', `/resellers/${created.body.data.id}`, undefined, as(viewer)),
    ];
    for (const res of refused) expect([res.status, res.body.message]).toEqual([403, 'You do not have permission to do this (oi:edit::resellers).']);
    expect((await byCompany('Okara Agri Web')).status).toBe('pending');
  });
});
