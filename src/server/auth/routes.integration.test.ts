import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '~/lib/permissions';
import { passwordResetTokens } from '~/server/auth/schema';
import { closeTemplate, createTestBackend, DEMO_PASSWORD, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const tokenFromLink = (link?: string) => link!.split('/reset-password/')[1];

describe('POST /auth/login', () => {
  it('signs in, returns the token and user, and sets an httpOnly SameSite=Lax cookie', async () => {
    const res = await call(t.app, 'POST', '/auth/login', { email: 'SuperAdmin@Example.com', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^[\w-]{43}$/);
    expect(res.body.data.user).toMatchObject({ email: 'superadmin@example.com', is_super_admin: true, name: 'Sara Admin' });
    // The session's own cookie (the device cookie of issue 27 §8 comes beside it).
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('authToken='))!;
    expect(cookie).toContain(`authToken=${res.body.data.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const res = await call(
      t.app,
      'POST',
      '/auth/login',
      { email: 'hr@example.com', password: DEMO_PASSWORD },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(res.headers.getSetCookie().find((c) => c.startsWith('authToken='))).toMatch(/Secure/);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await call(t.app, 'POST', '/auth/login', { email: 'hr@example.com', password: 'not-the-password' });
    const unknown = await call(t.app, 'POST', '/auth/login', { email: 'nobody@example.com', password: 'whatever1' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe('Invalid email or password');
  });

  it('validates with the shared schema messages', async () => {
    expect((await call(t.app, 'POST', '/auth/login', { email: '', password: 'x' })).body.message).toBe('Email is required');
    expect((await call(t.app, 'POST', '/auth/login', { email: 'nope', password: 'x' })).body.message).toBe('Invalid email address');
    const noPassword = await call(t.app, 'POST', '/auth/login', { email: 'hr@example.com' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toEqual({ password: 'Password is required' });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await t.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid input' });
  });
});

describe('GET /auth/getMe', () => {
  it('accepts a Bearer token and the authToken cookie', async () => {
    const token = await signIn(t.app, 'inventory@example.com');
    const bearer = await call(t.app, 'GET', '/auth/getMe', undefined, { token });
    const cookie = await call(t.app, 'GET', '/auth/getMe', undefined, { cookie: `authToken=${token}` });
    expect(bearer.status).toBe(200);
    expect(cookie.body.data).toEqual(bearer.body.data);
    expect(bearer.body.data).toMatchObject({
      email: 'inventory@example.com',
      first_name: 'Imran',
      last_name: 'Khan',
      is_super_admin: false,
      role: { name: 'inventory_manager' },
    });
    expect(bearer.body.data.name).toBeUndefined();
    expect(bearer.body.data.role.permissions).toContain('oi:start::datacenter');
    expect(bearer.body.data.role.permissions).not.toContain('ou:access::ou');
  });

  it('gives a super admin the whole catalog', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    const me = await call(t.app, 'GET', '/auth/getMe', undefined, { token });
    expect([...me.body.data.role.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('answers 401 without a token, with an unknown token and with the text "undefined"', async () => {
    expect((await call(t.app, 'GET', '/auth/getMe')).status).toBe(401);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: 'forged' })).status).toBe(401);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { cookie: 'authToken=undefined' })).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session and expires the cookie', async () => {
    const token = await signIn(t.app, 'hr@example.com');
    const res = await call(t.app, 'POST', '/auth/logout', undefined, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/authToken=;.*Max-Age=0.*Path=\//);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token })).status).toBe(401);
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const token = await signIn(t.app, 'hr@example.com');
    const res = await call(t.app, 'POST', '/auth/logout', {}, {
      cookie: `authToken=${token}`,
      headers: { origin: 'https://evil.example', host: 'console.example' },
    });
    expect(res.status).toBe(403);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and revokes sessions', async () => {
    const old = await signIn(t.app, 'viewer@example.com');
    const forgot = await call(t.app, 'POST', '/auth/forgot-password', { email: 'viewer@example.com' });
    expect(forgot.status).toBe(200);
    expect(t.outbox).toHaveLength(1);
    expect(t.outbox[0]!.to).toBe('viewer@example.com');
    expect(t.outbox[0]!.text).toContain(t.outbox[0]!.link);
    const token = tokenFromLink(t.outbox[0]!.link);

    const reset = await call(t.app, 'POST', '/auth/reset-password', { token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: old })).status).toBe(401);
    expect((await call(t.app, 'POST', '/auth/login', { email: 'viewer@example.com', password: DEMO_PASSWORD })).status).toBe(401);
    await signIn(t.app, 'viewer@example.com', 'brand-new-pass');

    const again = await call(t.app, 'POST', '/auth/reset-password', { token, password: 'another-pass', confirmPassword: 'another-pass' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has expired/);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const known = await call(t.app, 'POST', '/auth/forgot-password', { email: 'hr@example.com' });
    const unknown = await call(t.app, 'POST', '/auth/forgot-password', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(t.outbox.map((m) => m.to)).toEqual(['hr@example.com']);
  });

  it('refuses an expired token', async () => {
    await call(t.app, 'POST', '/auth/forgot-password', { email: 'hr@example.com' });
    await t.database.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const res = await call(t.app, 'POST', '/auth/reset-password', {
      token: tokenFromLink(t.outbox[0]!.link),
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/invalid or has expired/);
  });

  it('tells on GET whether a link can still be used: 200 before use, 404 once used or expired', async () => {
    await call(t.app, 'POST', '/auth/forgot-password', { email: 'hr@example.com' });
    await call(t.app, 'POST', '/auth/forgot-password', { email: 'viewer@example.com' });
    const [used, expired] = t.outbox.map((m) => tokenFromLink(m.link));
    expect((await call(t.app, 'GET', `/auth/reset-password/${used}`)).status).toBe(200);

    await call(t.app, 'POST', '/auth/reset-password', { token: used, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    const afterUse = await call(t.app, 'GET', `/auth/reset-password/${used}`);
    expect(afterUse.status).toBe(404);
    expect(afterUse.body).toEqual({ message: 'This link has expired or was already used.' });

    await t.database.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await call(t.app, 'GET', `/auth/reset-password/${expired}`)).status).toBe(404);
    expect((await call(t.app, 'GET', '/auth/reset-password/never-issued')).status).toBe(404);
  });

  it('applies the spec §5 password rules', async () => {
    const short = await call(t.app, 'POST', '/auth/reset-password', { token: 'x', password: 'short', confirmPassword: 'short' });
    expect(short.body.message).toBe('New password must be at least 8 characters long');
    const mismatch = await call(t.app, 'POST', '/auth/reset-password', { token: 'x', password: 'long-enough', confirmPassword: 'different1' });
    expect(mismatch.body.errors).toEqual({ confirmPassword: 'Passwords do not match' });
    const missing = await call(t.app, 'POST', '/auth/reset-password', { token: 'x' });
    expect(missing.body.errors).toEqual({ password: 'New password is required', confirmPassword: 'Confirm password is required' });
  });

  it('requires an email for forgot-password', async () => {
    const res = await call(t.app, 'POST', '/auth/forgot-password', {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email is required');
  });
});

describe('PATCH /auth/updateMe', () => {
  it('updates a super admin by name', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    const res = await call(t.app, 'PATCH', '/auth/updateMe', { email: 'boss@example.com', name: 'Boss Lady', contact: '+12025550123', is_super_admin: true }, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'boss@example.com', name: 'Boss Lady', contact: '+12025550123' });
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token })).body.data.name).toBe('Boss Lady');
  });

  it('updates other users by first and last name', async () => {
    const token = await signIn(t.app, 'hr@example.com');
    const res = await call(t.app, 'PATCH', '/auth/updateMe', { email: 'hr@example.com', first_name: 'Hina', last_name: 'Raza Ali', contact: '+923001234567' }, { token });
    expect(res.body.data).toMatchObject({ first_name: 'Hina', last_name: 'Raza Ali' });
  });

  it('validates the contact rules of spec §5', async () => {
    const token = await signIn(t.app, 'hr@example.com');
    const res = await call(t.app, 'PATCH', '/auth/updateMe', { email: 'bad', first_name: 'H', last_name: '', contact: '1'.repeat(31) }, { token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Invalid email address',
      first_name: 'Name should be at least 2 characters long',
      contact: 'Phone Number should not be greater than 30 characters long',
    });
    const empty = await call(t.app, 'PATCH', '/auth/updateMe', { email: '', first_name: '', contact: '' }, { token });
    expect(empty.body.errors).toMatchObject({ email: 'Email is required', first_name: 'Name is required', contact: 'Phone Number is required' });
  });

  it('refuses a phone number that is invalid for its country and stores a valid one as E.164 (issue 10 §4)', async () => {
    const token = await signIn(t.app, 'hr@example.com');
    const bad = await call(t.app, 'PATCH', '/auth/updateMe', { email: 'hr@example.com', first_name: 'Hina', last_name: 'Raza', contact: '+92 123' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Phone Number is invalid', errors: { contact: 'Phone Number is invalid' } });
    const good = await call(t.app, 'PATCH', '/auth/updateMe', { email: 'hr@example.com', first_name: 'Hina', last_name: 'Raza', contact: '+92 300 444-5566' }, { token });
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ contact: '+923004445566' });
  });

  it('keeps email unique regardless of case', async () => {
    const token = await signIn(t.app, 'hr@example.com');
    const res = await call(t.app, 'PATCH', '/auth/updateMe', { email: 'Viewer@Example.com', first_name: 'Hina', last_name: 'Raza', contact: '+923001234567' }, { token });
    expect(res.status).toBe(409);
  });

  it('changes the password after checking the old one and revokes other sessions', async () => {
    const mine = await signIn(t.app, 'inventory@example.com');
    const other = await signIn(t.app, 'inventory@example.com');
    const me = (await call(t.app, 'GET', '/auth/getMe', undefined, { token: mine })).body.data;

    const wrongOld = await call(t.app, 'PATCH', '/auth/updateMe', { id: me.id, oldPassword: 'nope-nope', password: 'brand-new-pass' }, { token: mine });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.errors).toEqual({ oldPassword: 'Old password is incorrect' });

    const short = await call(t.app, 'PATCH', '/auth/updateMe', { id: me.id, oldPassword: DEMO_PASSWORD, password: 'short' }, { token: mine });
    expect(short.body.message).toBe('New password must be at least 8 characters long');

    const ok = await call(t.app, 'PATCH', '/auth/updateMe', { id: me.id, oldPassword: DEMO_PASSWORD, password: 'brand-new-pass' }, { token: mine });
    expect(ok.status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: mine })).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: other })).status).toBe(401);
    await signIn(t.app, 'inventory@example.com', 'brand-new-pass');
  });

  it("refuses to change another user's password", async () => {
    const token = await signIn(t.app, 'inventory@example.com');
    const hr = (await call(t.app, 'GET', '/auth/getMe', undefined, { token: await signIn(t.app, 'hr@example.com') })).body.data;
    const res = await call(t.app, 'PATCH', '/auth/updateMe', { id: hr.id, oldPassword: DEMO_PASSWORD, password: 'brand-new-pass' }, { token });
    expect(res.status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await call(t.app, 'PATCH', '/auth/updateMe', { email: 'a@b.co' })).status).toBe(401);
  });
});

describe('sessions', () => {
  it('expire after the idle lifetime', async () => {
    const token = await signIn(t.app, 'hr@example.com');
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token })).status).toBe(401);
  });

  it('store only a hash of the token', async () => {
    const token = await signIn(t.app, 'hr@example.com');
    const result = await t.database.db.execute<{ token_hash: string }>(sql`select token_hash from sessions`);
    const rows = (result as unknown as { rows: { token_hash: string }[] }).rows;
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows.some((r) => r.token_hash.length === 64)).toBe(true);
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await call(t.app, 'GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('reports health with the database up', async () => {
    const res = await call(t.app, 'GET', '/health');
    expect(res.status).toBe(200);
    await t.database.close();
    expect((await call(t.app, 'GET', '/health')).status).toBe(503);
    t = await createTestBackend();
  });
});

