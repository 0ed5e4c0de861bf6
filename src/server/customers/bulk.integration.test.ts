import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '~/server/audit/schema';
import { customers } from '~/server/customers/schema';
import type { TestBackend } from '~/server/testing/backend';
import { backendPerTest } from '~/server/testing/per-test';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
let admin: string;
backendPerTest((backend, token) => {
  t = backend;
  admin = token;
});

const MISSING = '00000000-0000-4000-8000-000000000000';
const bulk = (body: unknown, token = admin) => call(t.app, 'POST', '/customers/bulk', body, { token, headers: { 'x-request-id': 'bulk-customers-1' } });
const withStatus = (status: 'active' | 'trial') => t.database.db.select().from(customers).where(eq(customers.status, status)).orderBy(customers.id);

describe('POST /customers/bulk', () => {
  it('suspends each customer with the reason, audited per row under one request id; an unknown one is refused', async () => {
    const [a, b] = await withStatus('active');
    const res = await bulk({ action: 'suspend', ids: [a!.id, b!.id, MISSING], reason: 'Card declined twice' });
    expect(res.body).toEqual({
      message: '2 customers suspended. 1 could not be.',
      data: { done: [a!.id, b!.id], failed: [{ id: MISSING, message: 'Customer not found' }] },
    });
    const rows = await t.database.db.select().from(customers).where(inArray(customers.id, [a!.id, b!.id]));
    expect(rows.map((r) => [r.status, r.statusReason])).toEqual([
      ['suspended', 'Card declined twice'],
      ['suspended', 'Card declined twice'],
    ]);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'customer.status_change'), eq(auditLog.requestId, 'bulk-customers-1')));
    expect(audits.map((e) => e.entityId).sort()).toEqual([a!.id, b!.id].sort());
  });

  it('asks for the status change’s reason, and the single route’s permission', async () => {
    const [a] = await withStatus('active');
    expect(await bulk({ action: 'cancel', ids: [a!.id] })).toMatchObject({ status: 400, body: { message: 'A reason is required to change the status' } });
    expect(await bulk({ action: 'cancel', ids: [a!.id], reason: 'Closed' }, await signIn(t.app, 'viewer@example.com'))).toMatchObject({
      status: 403,
      body: { message: 'You do not have permission to do this (oi:edit::customers).' },
    });
    expect((await bulk({ action: 'cancel', ids: [a!.id], reason: 'Closed' }, await signIn(t.app, 'hr@example.com'))).status).toBe(403);
    expect((await bulk({ action: 'cancel', ids: [a!.id], reason: 'Closed' }, await signIn(t.app, 'inventory@example.com'))).body.data.done).toEqual([a!.id]);
  });

  it('activates every customer a filter matches', async () => {
    const trials = await withStatus('trial');
    expect(trials.length).toBeGreaterThan(0);
    const res = await bulk({ action: 'activate', filter: { status: 'trial' }, reason: 'Paid in advance' });
    expect(res.body.data.done.sort()).toEqual(trials.map((r) => r.id).sort());
    expect(await withStatus('trial')).toEqual([]);
  });
});
