import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reseller } from '~/lib/resellers/model';
import { auditLog } from '~/server/audit/schema';
import { resellers } from '~/server/resellers/schema';
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

async function withStatus(status: string): Promise<Reseller[]> {
  const res = await call(t.app, 'GET', `/resellers?status=${status}&pageSize=100`, undefined, { token: admin });
  return res.body.data as Reseller[];
}

const bulk = (body: unknown, token = admin, headers: Record<string, string> = {}) => call(t.app, 'POST', '/resellers/bulk', body, { token, headers });

describe('POST /resellers/bulk', () => {
  it('suspends each row on its own, with the single action’s refusal for the others, audited per row under one request id', async () => {
    const [a, b] = await withStatus('active');
    const [pending] = await withStatus('pending');
    const res = await bulk({ action: 'suspend', ids: [a!.id, b!.id, pending!.id, MISSING], reason: 'Region closed' }, admin, { 'x-request-id': 'bulk-test-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: '2 resellers suspended. 2 could not be.',
      data: {
        done: [a!.id, b!.id],
        failed: [
          { id: pending!.id, message: 'Cannot suspend a reseller that is pending.' },
          { id: MISSING, message: 'Reseller not found' },
        ],
      },
    });
    const rows = await t.database.db.select().from(resellers).where(inArray(resellers.id, [a!.id, b!.id]));
    expect(rows.map((r) => [r.status, r.decisionReason])).toEqual([
      ['suspended', 'Region closed'],
      ['suspended', 'Region closed'],
    ]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reseller.suspend'));
    expect(audits.map((e) => e.entityId).sort()).toEqual([a!.id, b!.id].sort());
    expect(new Set(audits.map((e) => e.requestId))).toEqual(new Set(['bulk-test-1']));
    expect(audits.every((e) => e.actorName !== '' && e.changes.status?.[1] === 'suspended')).toBe(true);
  });

  it('asks for the reason of a suspension and a valid selection', async () => {
    const [a] = await withStatus('active');
    expect(await bulk({ action: 'suspend', ids: [a!.id] })).toMatchObject({ status: 400, body: { message: 'Reason is required' } });
    expect(await bulk({ action: 'approve', ids: [a!.id] })).toMatchObject({ status: 400, body: { message: 'Action must be one of suspend, reactivate' } });
    expect(await bulk({ action: 'reactivate', filter: { status: 'gone' } })).toMatchObject({ status: 400, body: { errors: { 'filter.status': 'Status must be pending, active, suspended or rejected' } } });
    expect((await withStatus('active'))[0]!.status).toBe('active');
  });

  it('is the single route’s permission: 401 without a session, 403 naming it for hr and the viewer; inventory may', async () => {
    const [suspended] = await withStatus('suspended');
    expect((await call(t.app, 'POST', '/resellers/bulk', { action: 'reactivate', ids: [suspended!.id] })).status).toBe(401);
    for (const email of ['hr@example.com', 'viewer@example.com']) {
      const res = await bulk({ action: 'reactivate', ids: [suspended!.id] }, await signIn(t.app, email));
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/^You do not have permission to do this \(oi:/);
    }
    const res = await bulk({ action: 'reactivate', ids: [suspended!.id] }, await signIn(t.app, 'inventory@example.com'));
    expect(res.body.data).toEqual({ done: [suspended!.id], failed: [] });
  });

  it('suspends the 1,000 rows a filter matches, and streams its progress when asked', async () => {
    const values = Array.from({ length: 1000 }, (_, i) => ({
      companyName: `Bulkfilter Hosting ${String(i).padStart(4, '0')}`,
      firstName: 'Bulk',
      lastName: 'Owner',
      email: `bulk${i}@bulkfilter.example`,
      phone: '+923331234567',
      city: 'Quetta',
      status: 'active' as const,
      source: 'staff' as const,
    }));
    await t.database.db.insert(resellers).values(values);
    const response = await t.app.request(
      '/api/v1/resellers/bulk',
      {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', accept: 'application/x-ndjson' },
        body: JSON.stringify({ action: 'suspend', filter: { q: 'Bulkfilter', status: 'active' }, reason: 'Region closed' }),
      },
      { clientAddress: '203.0.113.7' },
    );
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = (await response.text()).trim().split('\n').map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ progress: { done: 0, total: 1000 } });
    expect(lines.at(-2)).toEqual({ progress: { done: 1000, total: 1000 } });
    expect(lines.at(-1)).toMatchObject({ message: '1,000 resellers suspended.', data: { failed: [] } });
    expect(lines.at(-1).data.done).toHaveLength(1000);
    const suspended = await t.database.db.select({ id: resellers.id }).from(resellers).where(and(like(resellers.companyName, 'Bulkfilter%'), eq(resellers.status, 'suspended')));
    expect(suspended).toHaveLength(1000);
    const audits = await t.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'reseller.suspend'));
    expect(audits).toHaveLength(1000);
  });
});
