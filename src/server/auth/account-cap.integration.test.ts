import { sql } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountWideRule } from '~/server/auth/sign-in-limits';
import { databaseThrottle } from '~/server/auth/throttle';
import { closeTemplate, createTestBackend, DEMO_PASSWORD, type TestBackend } from '~/server/testing/backend';
import { call, signIn, type Called } from '~/server/testing/client';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const EMAIL = 'viewer@example.com';
const OWNER_ADDRESS = '192.0.2.55';
/** The i-th of many attacker addresses (198.18.0.0/15, the benchmarking range). */
const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const login = (password: string, ip: string, cookie?: string, email = EMAIL) =>
  call(t.app, 'POST', '/auth/login', { email, password }, { ip, ...(cookie ? { cookie } : {}) });

/** The `signInDevice=…` pair of an answer's Set-Cookie, as the browser sends it back. */
function deviceCookieOf(response: Called): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith('signInDevice='));
  expect(set, 'a device cookie').toBeTruthy();
  return set!.split(';')[0]!;
}

/** Signs in from the owner's address and returns the device cookie that sign-in leaves. */
async function knownDevice(email = EMAIL): Promise<string> {
  const done = await login(DEMO_PASSWORD, OWNER_ADDRESS, undefined, email);
  expect(done.status).toBe(200);
  return deviceCookieOf(done);
}

/** `n` wrong passwords, each from its own address and a new device, ten at a time; each answered 401. */
async function guessFromMany(n: number) {
  for (let i = 0; i < n; i += 10) {
    const answers = await Promise.all(Array.from({ length: Math.min(10, n - i) }, (_, j) => login('wrong-pass', address(i + j))));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 401));
  }
}

/** Counts `n` failures toward EMAIL's account-wide cap at once, as `n` wrong passwords from new devices would. */
const countFailures = (n: number) => databaseThrottle(t.database.db).hit(Array.from({ length: n }, () => accountWideRule(EMAIL).key));

/** Moves every counted attempt `minutes` into the past. */
const age = (minutes: number) =>
  t.database.db.execute(sql`update throttle_hits set at = at - make_interval(mins => ${minutes}::integer)`);

describe('the account-wide sign-in cap (issue 27 §8)', () => {
  it("refuses a new device with 429 and Retry-After after 100 failures from 100 addresses within an hour; the owner's known device still signs in", async () => {
    const device = await knownDevice();
    await guessFromMany(100);
    const capped = await login('wrong-pass', address(100));
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe('Too many failed sign-in attempts. Try again in 60 minutes.');
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(Number(capped.headers.get('retry-after'))).toBeLessThanOrEqual(60 * 60);
    // The right password from a new device is refused too, and another account is untouched.
    expect((await login(DEMO_PASSWORD, address(101))).status).toBe(429);
    expect((await login(DEMO_PASSWORD, address(101), undefined, 'hr@example.com')).status).toBe(200);

    // A mistyped password from the known device is a 401, not a 429: the cap does not hold it.
    expect((await login('wrong-pass', OWNER_ADDRESS, device)).status).toBe(401);
    const owner = await login(DEMO_PASSWORD, OWNER_ADDRESS, device);
    expect(owner.status).toBe(200);
    // From the owner's phone on another network too, with the cookie that sign-in renewed.
    expect((await login(DEMO_PASSWORD, address(200), deviceCookieOf(owner))).status).toBe(200);

    await age(61);
    expect((await login(DEMO_PASSWORD, address(102))).status).toBe(200);
    // A hundred real sign-ins, each hashing a password: seconds on a busy machine.
  }, 120_000);

  it('sets the device cookie HttpOnly, SameSite=Lax, for the sign-in routes, for a year; Secure over HTTPS', async () => {
    const done = await login(DEMO_PASSWORD, OWNER_ADDRESS);
    const set = done.headers.getSetCookie().find((c) => c.startsWith('signInDevice='))!;
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).toContain('Path=/api/v1/auth');
    expect(set).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(set).not.toContain('Secure');
    expect(JSON.stringify(done.body)).not.toContain(set.split(';')[0]!.slice('signInDevice='.length));

    const https = await call(t.app, 'POST', '/auth/login', { email: EMAIL, password: DEMO_PASSWORD }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.getSetCookie().find((c) => c.startsWith('signInDevice='))).toContain('Secure');
    // A failed sign-in makes no device known.
    expect((await login('wrong-pass', OWNER_ADDRESS)).headers.getSetCookie()).toEqual([]);
  });

  it("locks a known device after 5 failures for 15 minutes, from whatever address, without locking the account's other devices", async () => {
    const device = await knownDevice();
    for (let i = 0; i < 5; i++) expect((await login('wrong-pass', address(i), device)).status).toBe(401);
    const locked = await login(DEMO_PASSWORD, address(5), device);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    const laptop = await knownDevice();
    expect((await login(DEMO_PASSWORD, address(6), laptop)).status).toBe(200);
    expect((await login(DEMO_PASSWORD, address(7))).status).toBe(200);

    await age(16);
    expect((await login(DEMO_PASSWORD, address(8), device)).status).toBe(200);
  });

  it("treats a forged device cookie, or another account's, as a new device", async () => {
    const own = await knownDevice();
    const colleague = await knownDevice('hr@example.com');
    await countFailures(100);

    const [header, payload, signature] = own.slice('signInDevice='.length).split('.');
    const otherSignature = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const newDevice = Buffer.from(JSON.stringify({ ...claims, jti: 'attacker-device' })).toString('base64url');
    for (const forged of [`signInDevice=${header}.${payload}.${otherSignature}`, `signInDevice=${header}.${newDevice}.${signature}`, 'signInDevice=garbage', colleague]) {
      expect((await login(DEMO_PASSWORD, address(150), forged)).status, forged).toBe(429);
    }
    expect((await login(DEMO_PASSWORD, OWNER_ADDRESS, own)).status).toBe(200);
  });
});

describe('the account-wide cap and the second step (issue 27 §8)', () => {
  const totp = (secret: string, steps = 0) => new TOTP({ secret, period: 30, digits: 6 }).generate({ timestamp: Date.now() + steps * 30_000 });

  /** Turns two-factor on for EMAIL; returns its secret. */
  async function enrol(): Promise<string> {
    const token = await signIn(t.app, EMAIL);
    const { secret } = (await call(t.app, 'POST', '/auth/2fa/setup', {}, { token })).body.data;
    expect((await call(t.app, 'POST', '/auth/2fa/enable', { code: totp(secret, -1) }, { token })).status).toBe(200);
    return secret as string;
  }

  /** The password step, then `code` for the second: the answer of the second. */
  async function twoSteps(ip: string, code: string, cookie?: string) {
    const first = await login(DEMO_PASSWORD, ip, cookie);
    expect(first.status).toBe(200);
    return call(t.app, 'POST', '/auth/login/verify', { challenge: first.body.data.challenge, code }, { ip, ...(cookie ? { cookie } : {}) });
  }

  it("counts wrong codes from new devices toward the account-wide cap, which the owner's known device passes", async () => {
    const secret = await enrol();
    const done = await twoSteps(OWNER_ADDRESS, totp(secret));
    expect(done.status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await twoSteps(address(i), '000000')).status).toBe(401);
    await countFailures(95);
    expect((await login(DEMO_PASSWORD, address(4))).status).toBe(200);
    await countFailures(1);
    expect((await login(DEMO_PASSWORD, address(5))).status).toBe(429);
    expect((await twoSteps(OWNER_ADDRESS, totp(secret, 1), deviceCookieOf(done))).status).toBe(200);
  });

  it("counts wrong codes from a known device toward its own limit; strangers' wrong codes do not lock it", async () => {
    const secret = await enrol();
    const done = await twoSteps(OWNER_ADDRESS, totp(secret));
    expect(done.status).toBe(200);
    const device = deviceCookieOf(done);

    // Someone holding the password locks the second step for new devices (5 wrong codes)…
    for (let i = 0; i < 5; i++) expect((await twoSteps(address(i), '000000')).status).toBe(401);
    expect((await twoSteps(address(5), '000000')).status).toBe(429);
    // …but not for the owner's device, whose own counter takes 3 wrong passwords and 2 wrong codes.
    for (let i = 0; i < 3; i++) expect((await login('wrong-pass', OWNER_ADDRESS, device)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await twoSteps(OWNER_ADDRESS, '000000', device)).status).toBe(401);
    expect((await login(DEMO_PASSWORD, OWNER_ADDRESS, device)).status).toBe(429);
  });
});
