import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '~/server/audit/schema';
import { closeTemplate, createTestBackend, DEMO_PASSWORD, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
// The first backend migrates and seeds the template every later one clones: slow on a busy machine.
beforeAll(async () => (await createTestBackend()).close(), 120_000);
afterEach(() => t.close());
afterAll(closeTemplate);

const settingAudits = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'setting.update'));

describe('GET /settings (issue 15 §2)', () => {
  it('needs a session', async () => {
    t = await createTestBackend();
    expect((await call(t.app, 'GET', '/settings')).status).toBe(401);
  });

  it('shows the policy keys only to holders of ou:view|edit::setting', async () => {
    t = await createTestBackend();
    for (const [email, policy] of [
      ['superadmin@example.com', true],
      ['hr@example.com', true],
      ['inventory@example.com', false],
      ['viewer@example.com', false],
    ] as const) {
      const res = await call(t.app, 'GET', '/settings', undefined, { token: await signIn(t.app, email) });
      expect(res.status, email).toBe(200);
      expect(res.body.data.timeZone, email).toMatchObject({ value: 'UTC', locked: false });
      expect(res.body.data.leadsDomain, email).toMatchObject({ value: 'leads.example.com', locked: false });
      expect('passwordMinLength' in res.body.data, email).toBe(policy);
      expect('sessionIdleMinutes' in res.body.data, email).toBe(policy);
    }
  });
});

describe('settings by area (issue 27 §4)', () => {
  const OU_KEYS = ['companyName', 'supportEmail', 'timeZone', 'locale', 'currency', 'dateFormat', 'sessionIdleMinutes', 'passwordMinLength', 'signInMaxFailures', 'auditRetentionDays'];
  const OI_KEYS = ['leadsDomain', 'defaultRegion', 'defaultBundleId', 'defaultPackageId', 'defaultTrialDays', 'resellerApplicationOrigins'];
  const ALL = ['requireTwoFactorForSuperAdmins', ...OU_KEYS, ...OI_KEYS];
  /** A valid value of each key, as a change the caller might send. */
  const VALUES: Record<string, unknown> = {
    requireTwoFactorForSuperAdmins: true,
    companyName: 'Acme',
    supportEmail: 'help@acme.example',
    timeZone: 'Asia/Karachi',
    locale: 'de-DE',
    currency: 'EUR',
    dateFormat: 'YYYY-MM-DD HH:mm',
    sessionIdleMinutes: 30,
    passwordMinLength: 10,
    signInMaxFailures: 4,
    auditRetentionDays: 100,
    leadsDomain: 'clients.example.org',
    defaultRegion: 'us-east-1',
    defaultBundleId: 'small_3_0',
    defaultPackageId: 'x',
    defaultTrialDays: 7,
    resellerApplicationOrigins: ['https://partners.example.com'],
  };

  it.each([
    ['superadmin@example.com', ALL],
    ['hr@example.com', OU_KEYS],
    ['inventory@example.com', OI_KEYS],
    ['viewer@example.com', []],
  ] as const)('%s sees as editable, and may change, exactly its keys', async (email, mine) => {
    t = await createTestBackend();
    const token = await signIn(t.app, email);
    const read = await call(t.app, 'GET', '/settings', undefined, { token });
    const shown = read.body.data as Record<string, { editable: boolean }>;
    expect(Object.keys(shown).filter((k) => shown[k]!.editable).sort(), email).toEqual([...mine].sort());
    for (const key of ALL) {
      const res = await call(t.app, 'PATCH', '/settings', { [key]: VALUES[key] }, { token });
      expect(res.status, `${email} ${key}`).toBe((mine as readonly string[]).includes(key) ? 200 : 403);
    }
    expect((await settingAudits()).map((a) => Object.keys(a.changes)[0]).sort()).toEqual([...mine].sort());
  });

  it('refuses hr the two-factor policy and the OI keys with 403 naming who may, writing nothing of a mixed change', async () => {
    t = await createTestBackend();
    const hr = await signIn(t.app, 'hr@example.com');
    const policy = await call(t.app, 'PATCH', '/settings', { requireTwoFactorForSuperAdmins: false }, { token: hr });
    expect(policy).toMatchObject({ status: 403, body: { message: 'Only a super admin can change requireTwoFactorForSuperAdmins.' } });
    const domain = await call(t.app, 'PATCH', '/settings', { leadsDomain: 'attacker-controlled.example' }, { token: hr });
    expect(domain).toMatchObject({ status: 403, body: { message: 'You do not have permission to change leadsDomain (oi:edit::setting).' } });
    const mixed = await call(t.app, 'PATCH', '/settings', { companyName: 'Acme', leadsDomain: 'attacker-controlled.example', requireTwoFactorForSuperAdmins: false }, { token: hr });
    expect(mixed.status).toBe(403);
    expect(mixed.body.message).toBe('You do not have permission to change leadsDomain (oi:edit::setting). Only a super admin can change requireTwoFactorForSuperAdmins.');
    const now = (await call(t.app, 'GET', '/settings', undefined, { token: hr })).body.data;
    expect([now.companyName.value, now.leadsDomain.value]).toEqual(['Owner Console', 'leads.example.com']);
    expect(await settingAudits()).toHaveLength(0);
  });

  it('refuses a caller with neither edit permission before reading the body, naming both', async () => {
    t = await createTestBackend();
    expect((await call(t.app, 'PATCH', '/settings', { timeZone: 'Asia/Karachi' })).status).toBe(401);
    const res = await call(t.app, 'PATCH', '/settings', { timeZone: 'Asia/Karachi' }, { token: await signIn(t.app, 'viewer@example.com') });
    expect(res).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this (ou:edit::setting or oi:edit::setting).' } });
  });

  it('audits a new leads domain with its before and after', async () => {
    t = await createTestBackend();
    const inventory = await signIn(t.app, 'inventory@example.com');
    expect((await call(t.app, 'PATCH', '/settings', { leadsDomain: 'Clients.Example.org' }, { token: inventory })).status).toBe(200);
    const [entry] = await settingAudits();
    expect(entry).toMatchObject({ actorName: 'Imran Khan', changes: { leadsDomain: ['leads.example.com', 'clients.example.org'] } });
  });
});

describe('PATCH /settings (issue 15 §2)', () => {
  it('stores the changes of hr_manager, ignores unknown keys and records one audit entry', async () => {
    t = await createTestBackend();
    const token = await signIn(t.app, 'hr@example.com');
    const res = await call(t.app, 'PATCH', '/settings', { timeZone: 'Asia/Karachi', currency: 'eur', sessionIdleMinutes: 30, colour: 'red' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.timeZone).toEqual({ value: 'Asia/Karachi', locked: false, editable: true });
    expect(res.body.data.currency.value).toBe('EUR');
    expect(res.body.data).not.toHaveProperty('colour');
    const again = await call(t.app, 'GET', '/settings', undefined, { token: await signIn(t.app, 'viewer@example.com') });
    expect(again.body.data.timeZone.value).toBe('Asia/Karachi');
    const [entry, ...rest] = await settingAudits();
    expect(rest).toHaveLength(0);
    expect(entry?.changes).toEqual({ timeZone: ['UTC', 'Asia/Karachi'], currency: ['USD', 'EUR'], sessionIdleMinutes: [720, 30] });
  });

  it('answers 400 with the field message for a bad value, and changes nothing', async () => {
    t = await createTestBackend();
    const token = await signIn(t.app, 'superadmin@example.com');
    const cases = [
      [{ timeZone: 'Mars/Olympus' }, 'Time zone must be an IANA time zone such as Europe/Berlin'],
      [{ currency: 'XYZ' }, 'Currency must be an ISO 4217 code such as USD'],
      [{ passwordMinLength: 6 }, 'Password minimum length must be a whole number from 8 to 128'],
      [{ signInMaxFailures: 1000 }, 'Sign-in failures before a lock must be a whole number from 3 to 100'],
    ] as const;
    for (const [patch, message] of cases) {
      const res = await call(t.app, 'PATCH', '/settings', { companyName: 'Acme', ...patch }, { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await call(t.app, 'GET', '/settings', undefined, { token })).body.data.companyName.value).toBe('Owner Console');
    expect(await settingAudits()).toHaveLength(0);
  });

  it('shows a key the environment sets as locked and refuses to change it with 409', async () => {
    t = await createTestBackend({}, { LEADS_DOMAIN: 'clients.example.net', AUDIT_RETENTION_DAYS: '90' });
    const token = await signIn(t.app, 'superadmin@example.com');
    const read = await call(t.app, 'GET', '/settings', undefined, { token });
    expect(read.body.data.leadsDomain).toEqual({ value: 'clients.example.net', locked: true, editable: true });
    expect(read.body.data.auditRetentionDays).toEqual({ value: 90, locked: true, editable: true });
    const res = await call(t.app, 'PATCH', '/settings', { leadsDomain: 'other.example.com' }, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('leadsDomain');
    expect(await settingAudits()).toHaveLength(0);
  });
});

describe('the console follows its settings (issue 15 §2)', () => {
  it('refuses a new password shorter than the minimum set', async () => {
    t = await createTestBackend();
    const admin = await signIn(t.app, 'superadmin@example.com');
    expect((await call(t.app, 'PATCH', '/settings', { passwordMinLength: 14 }, { token: admin })).status).toBe(200);
    const me = (await call(t.app, 'GET', '/auth/getMe', undefined, { token: admin })).body.data;
    const change = (password: string) =>
      call(t.app, 'PATCH', '/auth/updateMe', { id: me.id, oldPassword: DEMO_PASSWORD, password, confirmPassword: password }, { token: admin });
    const short = await change('twelve-chars');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('New password must be at least 14 characters long');
    expect((await change('fourteen-chars')).status).toBe(200);
  });

  it('locks an account after the number of failures set', async () => {
    t = await createTestBackend();
    const admin = await signIn(t.app, 'superadmin@example.com');
    await call(t.app, 'PATCH', '/settings', { signInMaxFailures: 3 }, { token: admin });
    const attempt = () => call(t.app, 'POST', '/auth/login', { email: 'viewer@example.com', password: 'wrong-password' }, { ip: '192.0.2.9' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });

  it('opens sessions that last the idle time set', async () => {
    t = await createTestBackend();
    const admin = await signIn(t.app, 'superadmin@example.com');
    await call(t.app, 'PATCH', '/settings', { sessionIdleMinutes: 30 }, { token: admin });
    const before = Date.now();
    await signIn(t.app, 'viewer@example.com');
    const { rows } = (await t.database.db.execute('select min(expires_at) as at from sessions')) as unknown as { rows: { at: string }[] };
    const lasts = new Date(rows[0]!.at).getTime() - before;
    expect(lasts).toBeGreaterThan(29 * 60_000);
    expect(lasts).toBeLessThan(31 * 60_000);
  });

  it('gives new leads addresses under the leads domain set', async () => {
    t = await createTestBackend();
    const admin = await signIn(t.app, 'superadmin@example.com');
    await call(t.app, 'PATCH', '/settings', { leadsDomain: 'clients.example.org' }, { token: admin });
    const list = await call(t.app, 'GET', '/leads/get-all-lead?pageSize=1', undefined, { token: admin });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body.data)).toContain('.clients.example.org');
  });
});

describe('GET /health (issue 15 §3)', () => {
  it('names the parts without secrets', async () => {
    t = await createTestBackend({ smtpUrl: 'smtp://user:secret@mail.example.com' });
    const res = await call(t.app, 'GET', '/health');
    expect(res.body.data).toEqual({ database: 'up', cloudProvider: 'simulator', mail: 'smtp' });
  });
});
