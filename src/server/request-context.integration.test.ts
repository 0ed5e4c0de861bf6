/**
 * The backend under a server that observes its requests (issue 24 §1, §4): the request's client
 * address and id reach the throttles and the audit log, its route pattern and user reach the access
 * line, and a throttle's 429 is counted.
 */
import client from 'prom-client';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeTemplate, createTestBackend, DEMO_PASSWORD, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';
import { runInRequest } from '../../scripts/request-meta.mjs';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

/** The meta a server computed for a request from `clientAddress`. */
const meta = (requestId: string, clientAddress = '203.0.113.50') => ({ requestId, clientAddress, https: false, started: performance.now() }) as { requestId: string; clientAddress: string; https: boolean; started: number; route?: string; userId?: string };

describe('the request id without a server in front (tests, astro dev)', () => {
  it('keeps a valid X-Request-Id, replaces any other, and writes it in the audit entry', async () => {
    const kept = await call(t.app, 'POST', '/auth/login', { email: 'hr@example.com', password: 'wrong-pass' }, { headers: { 'x-request-id': 'proxy-42.a_b' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-42.a_b');
    const replaced = await call(t.app, 'POST', '/auth/login', { email: 'hr@example.com', password: 'wrong-pass' }, { headers: { 'x-request-id': 'x'.repeat(129) } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.newAuditEntries()).map((row) => row.requestId)).toEqual(['proxy-42.a_b', replaced.headers.get('x-request-id')]);
  });
});

describe('under a server that observes the request', () => {
  it('uses its client address and request id for the audit log and the sessions list', async () => {
    const request = meta('req-sign-in', '203.0.113.50');
    // The address app.fetch is given (the page gateway's) gives way to the server's.
    const login = await runInRequest(request, () => call(t.app, 'POST', '/auth/login', { email: 'hr@example.com', password: DEMO_PASSWORD }, { ip: '127.0.0.1' }));
    expect(login.status).toBe(200);
    expect(login.headers.get('x-request-id')).toBe('req-sign-in');
    expect((await t.newAuditEntries()).map((row) => [row.action, row.ip, row.requestId])).toEqual([['auth.login', '203.0.113.50', 'req-sign-in']]);
    const sessions = await call(t.app, 'GET', '/auth/sessions', undefined, { token: login.body.data.token });
    expect(sessions.body.data.map((s: { ip: string }) => s.ip)).toEqual(['203.0.113.50']);
  });

  it('notes the route pattern that answered and the signed-in user', async () => {
    const token = await signIn(t.app, 'viewer@example.com');
    const request = meta('req-me');
    const me = await runInRequest(request, () => call(t.app, 'GET', '/auth/getMe', undefined, { token }));
    expect(request).toMatchObject({ route: '/api/v1/auth/getMe', userId: me.body.data.id });
    const unknown = meta('req-404');
    await runInRequest(unknown, () => call(t.app, 'GET', '/no/such/thing'));
    expect(unknown.route).toBe('/api/v1/*');
    expect(unknown.userId).toBeUndefined();
  });

  it('throttles by its client address and counts the 429 by route', async () => {
    const route = '/api/v1/public/reseller-applications';
    const refusals = async () => (await client.register.getSingleMetric('throttle_refusals_total')!.get()).values.find((v) => v.labels.route === route)?.value ?? 0;
    const before = await refusals();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      // A different address each time as app.fetch sees it: only the server's counts (5 per address).
      const from = meta(`req-apply-${i}`, '203.0.113.60');
      statuses.push((await runInRequest(from, () => call(t.app, 'POST', '/public/reseller-applications', {}, { ip: `198.51.100.${i}` }))).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(await refusals()).toBe(before + 2);
  });
});
