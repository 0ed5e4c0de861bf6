import { memoryMailer } from '~/server/testing/mailer';
import { sql } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeTemplate, createTestBackend, DEMO_PASSWORD, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

/** The code of `secret` `steps` 30-second steps from now: each step's code is accepted once. */
const totp = (secret: string, steps = 0) => new TOTP({ secret, period: 30, digits: 6 }).generate({ timestamp: Date.now() + steps * 30_000 });

const EMAIL = 'hr@example.com';

async function enrol(token: string) {
  const setup = await call(t.app, 'POST', '/auth/2fa/setup', {}, { token });
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.body.data;
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrSvg).toContain('<svg');
  // The step before now: the sign-in that follows uses the current one.
  const enabled = await call(t.app, 'POST', '/auth/2fa/enable', { code: totp(secret, -1) }, { token });
  expect(enabled.status).toBe(200);
  return { secret: secret as string, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
}

async function audit(action: string) {
  const rows = await t.database.db.execute<{ entity_id: string; actor_id: string | null }>(
    sql`select entity_id, actor_id from audit_log where action = ${action} order by id`,
  );
  return (rows as unknown as { rows: { entity_id: string; actor_id: string | null }[] }).rows;
}

const password = (ip = '203.0.113.9') => call(t.app, 'POST', '/auth/login', { email: EMAIL, password: DEMO_PASSWORD }, { ip });

describe('two-factor sign-in', () => {
  it('enrols, then asks for a code after the password and signs in with it, once', async () => {
    const { secret, recoveryCodes } = await enrol(await signIn(t.app, EMAIL));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const first = await password();
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.headers.get('set-cookie')).toBeNull();

    const code = totp(secret);
    const done = await call(t.app, 'POST', '/auth/login/verify', { challenge: first.body.data.challenge, code });
    expect(done.status).toBe(200);
    expect(done.body.data.user.email).toBe(EMAIL);
    expect(done.headers.get('set-cookie')).toContain(`authToken=${done.body.data.token}`);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: done.body.data.token })).status).toBe(200);

    // The challenge is spent, and the same code is refused with a new one (no replay).
    expect((await call(t.app, 'POST', '/auth/login/verify', { challenge: first.body.data.challenge, code: totp(secret, 1) })).status).toBe(401);
    const again = await password();
    const replay = await call(t.app, 'POST', '/auth/login/verify', { challenge: again.body.data.challenge, code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Invalid code');

    expect(await audit('auth.2fa_enable')).toHaveLength(1);
    const failed = await audit('auth.login_failed');
    expect(failed.at(-1)?.entity_id).toBe(done.body.data.user.id);
  });

  it('accepts each recovery code once', async () => {
    const { recoveryCodes } = await enrol(await signIn(t.app, EMAIL));
    const { challenge } = (await password()).body.data;
    const ok = await call(t.app, 'POST', '/auth/login/verify', { challenge, recoveryCode: recoveryCodes[3]!.toUpperCase() });
    expect(ok.status).toBe(200);
    const next = (await password()).body.data.challenge;
    expect((await call(t.app, 'POST', '/auth/login/verify', { challenge: next, recoveryCode: recoveryCodes[3] })).status).toBe(401);
    const status = await call(t.app, 'GET', '/auth/2fa', undefined, { token: ok.body.data.token });
    expect(status.body.data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 9 });
  });

  it('counts wrong codes toward the throttle: the sixth attempt gets 429', async () => {
    await enrol(await signIn(t.app, EMAIL));
    const { challenge } = (await password()).body.data;
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, 'POST', '/auth/login/verify', { challenge, code: '000000' })).status).toBe(401);
    }
    const sixth = await call(t.app, 'POST', '/auth/login/verify', { challenge, code: '000000' });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses a malformed code with 400 and a wrong one on enable', async () => {
    const token = await signIn(t.app, EMAIL);
    await call(t.app, 'POST', '/auth/2fa/setup', {}, { token });
    expect((await call(t.app, 'POST', '/auth/2fa/enable', { code: '12ab' }, { token })).status).toBe(400);
    const wrong = await call(t.app, 'POST', '/auth/2fa/enable', { code: '000000' }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid code');
  });

  it('disables with the password and a code, and issues a new set of recovery codes', async () => {
    const token = await signIn(t.app, EMAIL);
    const { secret, recoveryCodes } = await enrol(token);
    const fresh = await call(t.app, 'POST', '/auth/2fa/recovery-codes', { code: totp(secret) }, { token });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.recoveryCodes).toHaveLength(10);
    const { challenge } = (await password()).body.data;
    expect((await call(t.app, 'POST', '/auth/login/verify', { challenge, recoveryCode: recoveryCodes[0] })).status).toBe(401);

    expect((await call(t.app, 'POST', '/auth/2fa/disable', { password: 'wrong-one', code: totp(secret, 1) }, { token })).status).toBe(400);
    expect((await call(t.app, 'POST', '/auth/2fa/disable', { password: DEMO_PASSWORD, code: totp(secret, 1) }, { token })).status).toBe(200);
    expect((await password()).body.data.token).toBeTruthy();
    expect(await audit('auth.2fa_recovery_codes')).toHaveLength(1);
    expect(await audit('auth.2fa_disable')).toHaveLength(1);
  });
});

describe('enforcement', () => {
  it('sends a member of a role that requires two-factor to enrolment, then signs them in', async () => {
    await t.database.db.execute(sql`update roles set requires_two_factor = true where name = 'hr_manager'`);
    const first = await password();
    expect(first.body.data).toEqual({ twoFactorEnrollmentRequired: true, challenge: expect.any(String) });
    expect(first.headers.get('set-cookie')).toBeNull();
    const { challenge } = first.body.data;
    // Nothing else is reachable: the challenge is not a session.
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: challenge })).status).toBe(401);

    const setup = await call(t.app, 'POST', '/auth/login/2fa/setup', { challenge });
    expect(setup.status).toBe(200);
    const done = await call(t.app, 'POST', '/auth/login/2fa/enable', { challenge, code: totp(setup.body.data.secret) });
    expect(done.status).toBe(200);
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    expect(done.headers.get('set-cookie')).toContain('authToken=');
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: done.body.data.token })).status).toBe(200);
    // Required: it cannot be turned off, and the next sign-in asks for a code.
    const off = await call(t.app, 'POST', '/auth/2fa/disable', { password: DEMO_PASSWORD, code: totp(setup.body.data.secret, 1) }, { token: done.body.data.token });
    expect(off.status).toBe(409);
    expect((await password()).body.data.twoFactorRequired).toBe(true);
  });

  it('requires enrolment of super admins when the setting says so', async () => {
    const admin = await signIn(t.app, 'superadmin@example.com');
    expect(admin).toBeTruthy();
    await t.database.db.execute(sql`insert into settings (key, value) values ('requireTwoFactorForSuperAdmins', 'true'::jsonb)`);
    const t2 = await createTestBackendSharing();
    const res = await call(t2, 'POST', '/auth/login', { email: 'superadmin@example.com', password: DEMO_PASSWORD });
    expect(res.body.data.twoFactorEnrollmentRequired).toBe(true);
    expect((await call(t2, 'POST', '/auth/login', { email: EMAIL, password: DEMO_PASSWORD })).body.data.token).toBeTruthy();
  });

  it('lets a super admin reset a staff member’s two-factor, audited; staff may not', async () => {
    const staff = await signIn(t.app, EMAIL);
    await enrol(staff);
    const me = (await call(t.app, 'GET', '/auth/getMe', undefined, { token: staff })).body.data;
    expect((await call(t.app, 'DELETE', `/users/${me.id}/2fa`, undefined, { token: staff })).status).toBe(403);
    const admin = await signIn(t.app, 'superadmin@example.com');
    expect((await call(t.app, 'DELETE', `/users/${me.id}/2fa`, undefined, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'DELETE', '/users/not-a-uuid/2fa', undefined, { token: admin })).status).toBe(404);
    expect((await password()).body.data.token).toBeTruthy();
    expect((await audit('auth.2fa_reset'))[0]?.entity_id).toBe(me.id);
  });
});

describe('sessions and sign-in history', () => {
  it('lists sessions with device and IP, ends one, and ends every other', async () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    const login = (ip: string) =>
      call(t.app, 'POST', '/auth/login', { email: EMAIL, password: DEMO_PASSWORD }, { ip, headers: { 'user-agent': ua } }).then((r) => r.body.data.token as string);
    const [a, b, c] = [await login('198.51.100.1'), await login('198.51.100.2'), await login('198.51.100.3')];
    const list = await call(t.app, 'GET', '/auth/sessions', undefined, { token: a });
    expect(list.body.data).toHaveLength(3);
    const mine = list.body.data.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ device: 'Chrome 126 on Linux', ip: '198.51.100.1' });

    const other = list.body.data.find((s: { ip: string }) => s.ip === '198.51.100.2');
    expect((await call(t.app, 'DELETE', `/auth/sessions/${other.id}`, undefined, { token: a })).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: b })).status).toBe(401);
    expect((await call(t.app, 'DELETE', `/auth/sessions/${other.id}`, undefined, { token: a })).status).toBe(404);

    expect((await call(t.app, 'DELETE', '/auth/sessions?others=1', undefined, { token: a })).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: c })).status).toBe(401);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: a })).status).toBe(200);
    expect(await audit('auth.session_revoke')).toHaveLength(1);
    expect(await audit('auth.sessions_revoke')).toHaveLength(1);
  });

  it('shows the last sign-ins and failures; a super admin sees them and ends a staff member’s sessions', async () => {
    await call(t.app, 'POST', '/auth/login', { email: EMAIL, password: 'wrong-password' });
    const token = await signIn(t.app, EMAIL);
    const history = await call(t.app, 'GET', '/auth/sign-ins', undefined, { token });
    // Newest first: this sign-in, then the failure before it (the demo seed adds older history).
    expect(history.body.data.slice(0, 2).map((h: { ok: boolean }) => h.ok)).toEqual([true, false]);

    const me = (await call(t.app, 'GET', '/auth/getMe', undefined, { token })).body.data;
    const admin = await signIn(t.app, 'superadmin@example.com');
    expect((await call(t.app, 'GET', `/users/${me.id}/sessions`, undefined, { token: admin })).body.data).toHaveLength(1);
    expect((await call(t.app, 'GET', `/users/${me.id}/sessions`, undefined, { token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/users/${me.id}/sessions`, undefined, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token })).status).toBe(401);
  });
});

/** A second app over the same database (the settings are cached per app). */
async function createTestBackendSharing() {
  const { createApp } = await import('~/server/app');
  return createApp({ database: t.database, config: t.config, mailer: memoryMailer() });
}
