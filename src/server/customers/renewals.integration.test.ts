import { and, eq, inArray, lte } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RENEWING_STATUSES } from '~/lib/customers/period';
import { auditLog } from '~/server/audit/schema';
import { renewSubscriptions } from '~/server/customers/renewals';
import { customers } from '~/server/customers/schema';
import { dailyJobs } from '~/server/jobs/daily-jobs';
import { packages } from '~/server/packages/schema';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const at = (iso: string) => new Date(iso);

async function customer(status: (typeof customers.$inferInsert)['status'], billingCycle: 'monthly' | 'yearly', start: string, end: string) {
  const [pkg] = await t.database.db.select({ id: packages.id }).from(packages).limit(1);
  const [row] = await t.database.db
    .insert(customers)
    .values({
      businessName: `Renew ${status} ${billingCycle}`,
      ownerName: 'Omar Owner',
      ownerEmail: 'omar@renew.example',
      ownerPhone: '+923001234567',
      packageId: pkg!.id,
      status,
      billingCycle,
      currentPeriodStart: at(start),
      currentPeriodEnd: at(end),
      subdomain: `renew-${Math.random().toString(36).slice(2, 8)}`,
    })
    .returning();
  return row!;
}

const periodOf = async (id: string) => {
  const [row] = await t.database.db.select({ start: customers.currentPeriodStart, end: customers.currentPeriodEnd }).from(customers).where(eq(customers.id, id));
  return [row!.start.toISOString().slice(0, 10), row!.end.toISOString().slice(0, 10)];
};

describe('renewal of subscriptions (issue 26 defect 5)', () => {
  it('no demo customer that renews is left in a period that has ended', async () => {
    const ended = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(inArray(customers.status, [...RENEWING_STATUSES]), lte(customers.currentPeriodEnd, new Date())));
    expect(ended).toEqual([]);
    expect((await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.status, 'active'))).length).toBeGreaterThan(0);
  });

  it('the daily job renews each ended period up to today by its cycle, audits each, and leaves suspended and cancelled ones', async () => {
    const monthly = await customer('active', 'monthly', '2026-09-28T08:00:00Z', '2026-10-28T08:00:00Z');
    const yearly = await customer('past_due', 'yearly', '2025-03-01T00:00:00Z', '2026-03-01T00:00:00Z');
    const trial = await customer('trial', 'monthly', '2026-10-01T00:00:00Z', '2026-10-15T00:00:00Z');
    const running = await customer('active', 'monthly', '2026-11-20T00:00:00Z', '2026-12-20T00:00:00Z');
    const suspended = await customer('suspended', 'monthly', '2026-09-28T08:00:00Z', '2026-10-28T08:00:00Z');
    const now = at('2026-11-27T02:21:00Z');
    expect(await renewSubscriptions(t.database.db, now)).toBe(3);
    expect(await periodOf(monthly.id)).toEqual(['2026-10-28', '2026-11-28']);
    expect(await periodOf(yearly.id)).toEqual(['2026-03-01', '2027-03-01']);
    expect(await periodOf(trial.id)).toEqual(['2026-11-15', '2026-12-15']);
    expect(await periodOf(running.id)).toEqual(['2026-11-20', '2026-12-20']);
    expect(await periodOf(suspended.id)).toEqual(['2026-09-28', '2026-10-28']);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'customer.renew'), inArray(auditLog.entityId, [monthly.id, yearly.id, trial.id])));
    expect(entries).toHaveLength(3);
    expect(entries.find((e) => e.entityId === monthly.id)?.changes).toEqual({
      currentPeriodStart: ['2026-09-28T08:00:00.000Z', '2026-10-28T08:00:00.000Z'],
      currentPeriodEnd: ['2026-10-28T08:00:00.000Z', '2026-11-28T08:00:00.000Z'],
    });
    // Nothing is due twice.
    expect(await renewSubscriptions(t.database.db, now)).toBe(0);
  });

  it('the daily job renews as of its run', async () => {
    // On its own: the customers above hold fixed dates, which the clock passes (the monthly one's
    // renewed period ended 2026-11-28 08:00 UTC, and a job run after then renewed it too).
    const old = await customer('active', 'monthly', '2020-01-01T00:00:00Z', '2020-02-01T00:00:00Z');
    const renew = dailyJobs({ db: t.database.db, config: { dataDir: '', outboxRetentionDays: 0 }, auditRetentionDays: async () => 0 }).find((j) => j.name === 'renewals')!;
    expect(await renew.run()).toBe(1);
    const [start, end] = await periodOf(old.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(start! <= today && today <= end!).toBe(true);
  });
});
