import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeTemplate, createTestBackend, DEMO_PASSWORD, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const entries = () => t.newAuditEntries();
const me = async (token: string) => (await call(t.app, 'GET', '/auth/getMe', undefined, { token })).body.data;

describe('audit entries of sign-in and the profile', () => {
  it('records a sign-in, a failed one without an actor, and a logout', async () => {
    await call(t.app, 'POST', '/auth/login', { email: 'hr@example.com', password: 'wrong-pass' }, { ip: '192.0.2.50', headers: { 'user-agent': 'Firefox' } });
    await call(t.app, 'POST', '/auth/login', { email: 'ghost@example.com', password: 'wrong-pass' });
    const login = await call(t.app, 'POST', '/auth/login', { email: 'hr@example.com', password: DEMO_PASSWORD });
    const hr = login.body.data.user;
    await call(t.app, 'POST', '/auth/logout', undefined, { token: login.body.data.token });

    const rows = await entries();
    expect(rows.map((r) => [r.action, r.actorId, r.entityLabel])).toEqual([
      ['auth.login_failed', null, 'hr@example.com'],
      ['auth.login_failed', null, 'ghost@example.com'],
      ['auth.login', hr.id, 'hr@example.com'],
      ['auth.logout', hr.id, 'hr@example.com'],
    ]);
    expect(rows[0]).toMatchObject({ entityId: hr.id, ip: '192.0.2.50', userAgent: 'Firefox' });
    expect(rows[1]!.entityId).toBeNull();
    expect(rows[2]).toMatchObject({ actorName: 'Hina Raza', entityType: 'user' });
    expect(rows.every((r) => r.requestId)).toBe(true);
  });

  it('records nothing for a refused request: a 429, a 400 or a wrong old password', async () => {
    for (let i = 0; i < 5; i++) await call(t.app, 'POST', '/auth/login', { email: 'viewer@example.com', password: 'wrong-pass' });
    const before = (await entries()).length;
    expect((await call(t.app, 'POST', '/auth/login', { email: 'viewer@example.com', password: DEMO_PASSWORD })).status).toBe(429);
    expect((await call(t.app, 'POST', '/auth/login', { email: 'not-an-email', password: 'x' })).status).toBe(400);
    const token = await signIn(t.app, 'inventory@example.com');
    const id = (await me(token)).id;
    const afterSignIn = (await entries()).length;
    const wrongOld = await call(t.app, 'PATCH', '/auth/updateMe', { id, oldPassword: 'wrong-old-pass', password: 'brand-new-pass' }, { token });
    expect(wrongOld.status).toBe(400);
    expect(afterSignIn).toBe(before + 1);
    expect(await entries()).toHaveLength(afterSignIn);
  });

  it('records a profile update with the fields that changed', async () => {
    const token = await signIn(t.app, 'hr@example.com');
    const { id } = await me(token);
    await call(t.app, 'PATCH', '/auth/updateMe', { email: 'hr@example.com', first_name: 'Hina', last_name: 'Ali', contact: '+923001234567' }, { token });
    const update = (await entries()).find((r) => r.action === 'user.update')!;
    expect(update).toMatchObject({ actorId: id, entityId: id, entityLabel: 'hr@example.com', changes: { lastName: ['Raza', 'Ali'] } });
  });

  it('records a password change and a reset without the hashes', async () => {
    const token = await signIn(t.app, 'inventory@example.com');
    const { id } = await me(token);
    await call(t.app, 'PATCH', '/auth/updateMe', { id, oldPassword: DEMO_PASSWORD, password: 'brand-new-pass' }, { token });
    await call(t.app, 'POST', '/auth/forgot-password', { email: 'inventory@example.com' });
    await call(t.app, 'POST', '/auth/forgot-password', { email: 'ghost@example.com' });
    const resetToken = t.outbox[0]!.link!.split('/reset-password/')[1];
    await call(t.app, 'POST', '/auth/reset-password', { token: resetToken, password: 'other-new-pass', confirmPassword: 'other-new-pass' });

    const rows = (await entries()).filter((r) => r.action !== 'auth.login');
    expect(rows.map((r) => [r.action, r.actorId, r.entityId, r.entityLabel])).toEqual([
      ['auth.password_change', id, id, 'inventory@example.com'],
      ['auth.password_reset_request', null, id, 'inventory@example.com'],
      ['auth.password_reset_request', null, null, 'ghost@example.com'],
      ['auth.password_reset', id, id, 'inventory@example.com'],
    ]);
    expect(rows[0]!.changes).toEqual({ passwordHash: ['[redacted]', '[redacted]'] });
    expect(rows[3]!.changes).toEqual({ passwordHash: ['[redacted]', '[redacted]'] });
    expect(JSON.stringify(rows)).not.toContain('scrypt$');
    expect(JSON.stringify(rows)).not.toContain(resetToken);
  });
});
