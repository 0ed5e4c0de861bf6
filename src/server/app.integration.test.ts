/**
 * What every answer of the API shares (issue 9 §1 and §3): JSON `{message}` whatever the status,
 * `Cache-Control: no-store`, the API's own origin rule, a 400 for malformed percent-encoding, and
 * a quick 503 with one message while the database cannot be reached.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const UNAVAILABLE = 'The database is unavailable. Try again shortly.';

async function raw(path: string, init: RequestInit = {}) {
  const response = await t.app.request(`/api/v1${path}`, init, { clientAddress: '203.0.113.9' });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { message?: unknown } };
}

describe('origin rule', () => {
  it('lets a Bearer-only write without Origin through, and answers JSON', async () => {
    const token = await signIn(t.app, 'viewer@example.com');
    const res = await raw('/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token })).status).toBe(401);
  });

  it('refuses a cookie-authenticated write from another site with a JSON 403 and changes nothing', async () => {
    const token = await signIn(t.app, 'hr@example.com');
    const res = await call(t.app, 'PATCH', '/auth/updateMe', { email: 'hr@example.com', first_name: 'Evil', last_name: 'Site', contact: '+923001234567' }, {
      cookie: `authToken=${token}`,
      headers: { origin: 'https://evil.example', host: 'console.example' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused' });
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token })).body.data.first_name).not.toBe('Evil');
  });
});

describe('malformed percent-encoding', () => {
  it.each(['/leads/get-lead/%ff', '/leads/get-all-lead?q=%ff', '/auth/getMe?x=%E0%A4'])('answers %s with a JSON 400', async (path) => {
    const token = await signIn(t.app, 'superadmin@example.com');
    const res = await raw(path, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed URL' });
  });
});

describe('Cache-Control', () => {
  it('is no-store on every answer, success or error', async () => {
    const token = await signIn(t.app, 'viewer@example.com');
    const answers = await Promise.all([
      call(t.app, 'GET', '/auth/getMe', undefined, { token }),
      call(t.app, 'GET', '/auth/getMe'),
      call(t.app, 'POST', '/auth/login', { email: 'nope' }),
      call(t.app, 'GET', '/no-such-route', undefined, { token }),
      call(t.app, 'DELETE', '/leads/delete-lead', { id: '00000000-0000-0000-0000-000000000000' }, { token }),
      call(t.app, 'GET', '/health'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 401, 400, 404, 403, 200]);
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });
});

describe('database outage', () => {
  it('answers 503 with the outage message, quickly, on the API and the health check', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    await t.database.close();
    t.close = async () => {};
    const started = performance.now();
    const list = await call(t.app, 'GET', '/leads/get-all-lead', undefined, { token });
    const login = await call(t.app, 'POST', '/auth/login', { email: 'hr@example.com', password: 'demo-password' });
    const health = await call(t.app, 'GET', '/health');
    expect(performance.now() - started).toBeLessThan(2000);
    expect([list.status, login.status, health.status]).toEqual([503, 503, 503]);
    expect(list.body).toEqual({ message: UNAVAILABLE });
    expect(login.body).toEqual({ message: UNAVAILABLE });
    expect(health.body.message).toBe(UNAVAILABLE);
    expect(list.headers.get('cache-control')).toBe('no-store');
  });
});
