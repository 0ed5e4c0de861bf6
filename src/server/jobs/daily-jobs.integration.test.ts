import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { auditLog } from '~/server/audit/schema';
import { passwordResetTokens, sessions, throttleHits, users } from '~/server/auth/schema';
import { dailyJobs } from '~/server/jobs/daily-jobs';
import { postgresLeadership, soleLeadership } from '~/server/jobs/leadership';
import { scheduleDailyJobs } from '~/server/jobs/scheduler';
import { settingsService } from '~/server/settings/service';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestBackend;
let dataDir: string;
let outbox: string;
beforeEach(async () => {
  t = await createTestBackend();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'oc-jobs-'));
  outbox = path.join(dataDir, 'outbox');
  await fs.mkdir(outbox);
});
afterEach(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});
afterAll(closeTemplate);

/** Runs the daily jobs once, as the process that leads, over the test database and `dataDir`. */
async function runDailyJobs(outboxRetentionDays = 30): Promise<void> {
  const { db } = t.database;
  const settings = settingsService({ db, env: {} });
  const jobs = dailyJobs({ db, config: { dataDir, outboxRetentionDays }, auditRetentionDays: async () => (await settings.values()).auditRetentionDays });
  await scheduleDailyJobs({ jobs, leadership: soleLeadership }).stop();
}

describe('the daily jobs (issue 24 §2)', () => {
  it('prune the audit log by the retention in settings, expired sessions, old throttle rows, spent links and old outbox files', async () => {
    const { db } = t.database;
    const patched = await call(t.app, 'PATCH', '/settings', { auditRetentionDays: 60 }, { token: await signIn(t.app, 'superadmin@example.com') });
    expect(patched.status).toBe(200);
    await db.insert(auditLog).values([
      { action: 'test.ninety', entityType: 'test', at: ago(90 * DAY) },
      { action: 'test.thirty', entityType: 'test', at: ago(30 * DAY) },
    ]);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'viewer@example.com'));
    const userId = user!.id;
    await db.insert(sessions).values([
      { userId, tokenHash: 'expired-session', expiresAt: ago(60_000) },
      { userId, tokenHash: 'live-session', expiresAt: new Date(Date.now() + DAY) },
    ]);
    await db.insert(throttleHits).values([
      // Past the account-wide hour and its hour-long lock, and within them (issue 27 §8).
      { key: 'test:old', at: ago(3 * 60 * 60_000) },
      { key: 'test:recent', at: ago(90 * 60_000) },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId, kind: 'invitation', tokenHash: 'used-invitation', expiresAt: new Date(Date.now() + DAY), usedAt: ago(60_000) },
      { userId, kind: 'invitation', tokenHash: 'expired-invitation', expiresAt: ago(60_000) },
      { userId, kind: 'reset', tokenHash: 'expired-reset', expiresAt: ago(60_000) },
      { userId, kind: 'invitation', tokenHash: 'open-invitation', expiresAt: new Date(Date.now() + DAY) },
    ]);
    const oldMail = path.join(outbox, 'old.json');
    const newMail = path.join(outbox, 'new.json');
    await fs.writeFile(oldMail, '{}');
    await fs.writeFile(newMail, '{}');
    await fs.utimes(oldMail, ago(31 * DAY), ago(31 * DAY));

    await runDailyJobs();

    const actions = (await db.select({ action: auditLog.action }).from(auditLog).where(inArray(auditLog.action, ['test.ninety', 'test.thirty']))).map((r) => r.action);
    expect(actions).toEqual(['test.thirty']);
    expect((await db.select({ hash: sessions.tokenHash }).from(sessions).where(inArray(sessions.tokenHash, ['expired-session', 'live-session']))).map((r) => r.hash)).toEqual(['live-session']);
    expect((await db.select({ key: throttleHits.key }).from(throttleHits).where(inArray(throttleHits.key, ['test:old', 'test:recent']))).map((r) => r.key)).toEqual(['test:recent']);
    const links = await db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    expect(links.map((r) => r.hash)).toEqual(['open-invitation']);
    expect((await fs.readdir(outbox)).sort()).toEqual(['new.json']);
  });

  it('keep every outbox file with OUTBOX_RETENTION_DAYS=0', async () => {
    const oldMail = path.join(outbox, 'old.json');
    await fs.writeFile(oldMail, '{}');
    await fs.utimes(oldMail, ago(400 * DAY), ago(400 * DAY));
    await runDailyJobs(0);
    expect(await fs.readdir(outbox)).toEqual(['old.json']);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('several processes on one PostgreSQL (issue 24 §2)', () => {
  it('let one process lead the daily jobs at a time, and another take the lead once it is free', async () => {
    const url = process.env.DATABASE_URL!;
    const first = postgresLeadership(url);
    const second = postgresLeadership(url);
    try {
      expect(await first.acquire()).toBe(true);
      expect(await second.acquire()).toBe(false);
      expect(await first.acquire()).toBe(true);
      await first.release();
      expect(await second.acquire()).toBe(true);
      expect(await first.acquire()).toBe(false);
    } finally {
      await first.release();
      await second.release();
    }
  });

  it('run the start-up work of processes started together one after the other', async () => {
    const steps: string[] = [];
    const work = (name: string) => async () => {
      steps.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      steps.push(`${name} ends`);
    };
    await Promise.all([t.database.exclusive('start', work('a')), t.database.exclusive('start', work('b'))]);
    // Whichever got the lock first, its work ends before the other's starts.
    const [first, second] = steps[0] === 'a starts' ? ['a', 'b'] : ['b', 'a'];
    expect(steps).toEqual([`${first} starts`, `${first} ends`, `${second} starts`, `${second} ends`]);
  });
});
