import { memoryMailer } from '~/server/testing/mailer';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '~/server/app';
import { closeTemplate, createTestBackend, DEMO_PASSWORD, type TestBackend } from '~/server/testing/backend';
import { call } from '~/server/testing/client';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const OFFICE = '192.0.2.10';
const login = (email: string, password: string, ip = OFFICE, app = t.app) => call(app, 'POST', '/auth/login', { email, password }, { ip });
const forgot = (email: string, ip = OFFICE) => call(t.app, 'POST', '/auth/forgot-password', { email }, { ip });

async function failTimes(n: number, email: string, ip = OFFICE) {
  for (let i = 0; i < n; i++) expect((await login(email, 'wrong-pass', ip)).status).toBe(401);
}

/** Moves every counted attempt `minutes` into the past, as if that much time had gone by. */
const age = (minutes: number) =>
  t.database.db.execute(sql`update throttle_hits set at = at - make_interval(mins => ${minutes}::integer)`);

describe('sign-in throttle', () => {
  it('locks one account from one IP after 5 failures, while a colleague at the same IP still signs in', async () => {
    await failTimes(5, 'viewer@example.com');
    const locked = await login('viewer@example.com', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    expect((await login('hr@example.com', DEMO_PASSWORD)).status).toBe(200);
    // The same account from another address is not locked either.
    expect((await login('viewer@example.com', DEMO_PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('says how long is left, and lets the account in again after 15 minutes', async () => {
    await failTimes(5, 'viewer@example.com');
    await age(10);
    const locked = await login('viewer@example.com', DEMO_PASSWORD);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 5 minutes.');
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(5 * 60);
    await age(6);
    expect((await login('viewer@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts only failures within 15 minutes, and forgets them after a success', async () => {
    await failTimes(4, 'viewer@example.com');
    await age(16);
    await failTimes(4, 'viewer@example.com');
    expect((await login('viewer@example.com', DEMO_PASSWORD)).status).toBe(200);
    await failTimes(4, 'viewer@example.com');
    expect((await login('viewer@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('stops one IP spraying many accounts after 50 failures', async () => {
    for (let i = 0; i < 50; i++) expect((await login(`user${i}@example.com`, 'wrong-pass')).status).toBe(401);
    const sprayed = await login('hr@example.com', DEMO_PASSWORD);
    expect(sprayed.status).toBe(429);
    expect(sprayed.headers.get('retry-after')).toBeTruthy();
    expect((await login('hr@example.com', DEMO_PASSWORD, '198.51.100.21')).status).toBe(200);
  });

  it('holds across two console processes over one database', async () => {
    const other = createApp({ database: t.database, config: t.config, mailer: memoryMailer() });
    await failTimes(3, 'viewer@example.com');
    for (let i = 0; i < 2; i++) expect((await login('viewer@example.com', 'wrong-pass', OFFICE, other)).status).toBe(401);
    expect((await login('viewer@example.com', DEMO_PASSWORD)).status).toBe(429);
    expect((await login('viewer@example.com', DEMO_PASSWORD, OFFICE, other)).status).toBe(429);
  });

  it('prunes attempts too old to lock anything (two hours: the account-wide hour and its lock) when it counts a new one', async () => {
    await failTimes(3, 'viewer@example.com');
    const count = async () => {
      const rows = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from throttle_hits`);
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    // Each failure counts for the account at the address, the address, and the account everywhere.
    expect(await count()).toBe(9);
    // A new process prunes with its first count.
    const newProcess = () => createApp({ database: t.database, config: t.config, mailer: memoryMailer() });
    await age(119);
    await login('hr@example.com', 'wrong-pass', '198.51.100.22', newProcess());
    expect(await count()).toBe(12);
    await age(2);
    await login('hr@example.com', 'wrong-pass', '198.51.100.23', newProcess());
    expect(await count()).toBe(6);
  });
});

describe('forgot-password throttle', () => {
  it('refuses the sixth request for one email within 15 minutes with 429, whoever asks', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot('viewer@example.com', `198.51.100.${30 + i}`)).status).toBe(200);
    const refused = await forgot('viewer@example.com', '198.51.100.40');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many password reset requests. Try again in 15 minutes.');
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(t.outbox).toHaveLength(5);
    expect((await forgot('hr@example.com', '198.51.100.40')).status).toBe(200);
  });

  it('refuses one IP asking for many emails after 50 requests, unknown emails included', async () => {
    for (let i = 0; i < 50; i++) expect((await forgot(`ghost${i}@example.com`)).status).toBe(200);
    expect((await forgot('hr@example.com')).status).toBe(429);
    expect(t.outbox).toHaveLength(0);
  });
});
