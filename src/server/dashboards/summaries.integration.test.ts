import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { periodWindow } from '~/lib/dashboards/period';
import { customers } from '~/server/customers/schema';
import { summaryPerDay, summarySums } from '~/server/dashboards/summary-reads';
import { dataCenters } from '~/server/data-centers/schema';
import { leadActivities, leads } from '~/server/leads/schema';
import { packages } from '~/server/packages/schema';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The summaries next to a recount from the tables themselves; each pair must be equal. */
async function compare() {
  const summary = await rows<{ metric: string; key: string; hour: string; n: string }>(
    sql`select metric, key, hour::text, n::text from dashboard_hourly where n <> 0 order by 1, 2, 3`,
  );
  const recount = await rows<{ metric: string; key: string; hour: string; n: string }>(sql`
    select * from (
      select 'lead_activity' as metric, type || ':' || status as key, date_trunc('hour', created_at, 'UTC')::text as hour, count(*)::text as n from lead_activities group by 2, 3
      union all select 'lead_converted', '', date_trunc('hour', converted_at, 'UTC')::text, count(*)::text from leads where converted_at is not null group by 3
      union all select 'lead_created', '', date_trunc('hour', created_at, 'UTC')::text, count(*)::text from leads group by 3
      union all select 'customer_added', status, date_trunc('day', created_at, 'UTC')::text, count(*)::text from customers group by 2, 3
      union all select 'active_added', package_id || '|' || billing_cycle, date_trunc('day', created_at, 'UTC')::text, count(*)::text from customers where status = 'active' group by 2, 3
    ) r order by 1, 2, 3`);
  // The daily rollup is the hourly summary per UTC day.
  const daily = await rows(sql`select metric, key, day::text, n::text from dashboard_daily where n <> 0 order by 1, 2, 3`);
  const dailyRecount = await rows(sql`select metric, key, date_trunc('day', hour, 'UTC')::text as day, sum(n)::text as n from dashboard_hourly group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3`);
  const counts = await rows(sql`select status, package_id, billing_cycle, n::int from customer_counts where n <> 0 order by 1, 2, 3`);
  const customerRecount = await rows(sql`select status, package_id, billing_cycle, count(*)::int as n from customers group by 1, 2, 3 order by 1, 2, 3`);
  return { summary, recount, daily, dailyRecount, counts, customerRecount };
}

describe('dashboard summaries (migration 0016)', () => {
  it('hold the demo data and follow inserts, updates and deletes in the same transaction', async () => {
    let c = await compare();
    expect(c.summary).toEqual(c.recount);
    expect(c.summary.length).toBeGreaterThan(0);
    expect(c.daily).toEqual(c.dailyRecount);

    const [dc] = await t.database.db.select({ id: dataCenters.id }).from(dataCenters).limit(1);
    const [starter] = await t.database.db.select().from(packages).where(eq(packages.code, 'STARTER'));
    const now = Date.now();
    const inserted = await t.database.db
      .insert(leads)
      .values([0, 1, 2].map((i) => ({ name: `S ${i}`, email: `s${i}@x.example`, phone: '+923001234567', company: 'S', subdomain: `sum-${i}`, dataCenterId: dc!.id, createdAt: new Date(now - i * 7_200_000) })))
      .returning();
    await t.database.db.insert(leadActivities).values(inserted.map((l, i) => ({ leadId: l.id, leadName: l.name, subDomain: l.subdomain, status: i ? ('FAILED' as const) : ('SUCCESS' as const), type: 'CREATION' as const })));
    await t.database.db.transaction(async (tx) => {
      await tx.update(leads).set({ convertedAt: new Date(), status: 'active' }).where(eq(leads.id, inserted[0]!.id));
      await tx.insert(customers).values({
        businessName: 'S', ownerName: 'S', ownerEmail: 's@x.example', ownerPhone: '+923001234567', packageId: starter!.id,
        currentPeriodStart: new Date(), currentPeriodEnd: new Date(now + 86_400_000), subdomain: 'sum-0', leadId: inserted[0]!.id,
      });
    });
    await t.database.db.update(leads).set({ createdAt: new Date(now - 40 * 86_400_000) }).where(eq(leads.id, inserted[1]!.id));
    await t.database.db.update(customers).set({ status: 'active', billingCycle: 'yearly' }).where(eq(customers.subdomain, 'sum-0'));
    c = await compare();
    expect(c.summary).toEqual(c.recount);
    expect(c.daily).toEqual(c.dailyRecount);
    expect(c.counts).toEqual(c.customerRecount);

    // A lead's removal takes its activities (cascade) and its counts with it.
    await t.database.db.delete(customers).where(eq(customers.subdomain, 'sum-0'));
    await t.database.db.delete(leads).where(eq(leads.id, inserted[0]!.id));
    c = await compare();
    expect(c.summary).toEqual(c.recount);
    expect(c.daily).toEqual(c.dailyRecount);
    expect(c.counts).toEqual(c.customerRecount);
  });

  it('leave a rolled-back change uncounted', async () => {
    const before = await compare();
    const [dc] = await t.database.db.select({ id: dataCenters.id }).from(dataCenters).limit(1);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(leads).values({ name: 'R', email: 'r@x.example', phone: '+923001234567', company: 'R', subdomain: 'rolled-back', dataCenterId: dc!.id });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await compare();
    expect(after.summary).toEqual(before.summary);
    expect(after.daily).toEqual(before.daily);
  });

  it('sum a window from whole days and its end hours exactly as a count of the leads would', async () => {
    const [dc] = await t.database.db.select({ id: dataCenters.id }).from(dataCenters).limit(1);
    const now = new Date('2026-03-20T13:25:00Z');
    // One lead every 7 hours over 20 days, so both windows of 7d have partial days at each end.
    await t.database.db.insert(leads).values(
      Array.from({ length: 70 }, (_, i) => ({ name: `W ${i}`, email: `w${i}@x.example`, phone: '+923001234567', company: 'W', subdomain: `window-${i}`, dataCenterId: dc!.id, createdAt: new Date(now.getTime() - i * 7 * 3_600_000) })),
    );
    const window = periodWindow('7d', now, 'UTC');
    const counted = async (from: Date, to: Date) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from leads where created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}`))[0]!.n;
    const { sum } = await summarySums(t.database.db, window, 'lead_created', { keys: [''] });
    expect(sum(true)).toBe(await counted(window.from, window.to));
    expect(sum(false)).toBe(await counted(window.previousFrom, window.from));
    expect(sum(true)).toBeGreaterThan(20);
  });

  it('count each calendar day of a window as a count of the leads would, from the daily rows in UTC and the hourly ones elsewhere', async () => {
    const [dc] = await t.database.db.select({ id: dataCenters.id }).from(dataCenters).limit(1);
    const now = new Date('2026-03-20T13:25:00Z');
    await t.database.db.insert(leads).values(
      Array.from({ length: 70 }, (_, i) => ({ name: `D ${i}`, email: `d${i}@x.example`, phone: '+923001234567', company: 'D', subdomain: `days-${i}`, dataCenterId: dc!.id, createdAt: new Date(now.getTime() - i * 7 * 3_600_000) })),
    );
    for (const timeZone of ['UTC', 'Asia/Karachi']) {
      const window = periodWindow('7d', now, timeZone);
      const recount = await rows<{ day: string; n: number }>(sql`select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as n from leads
        where created_at >= ${window.from.toISOString()} and created_at < ${window.to.toISOString()} group by 1 order by 1`);
      const days = (await summaryPerDay(t.database.db, window, 'lead_created', { keys: [''] })).map(({ day, n }) => ({ day, n })).sort((a, b) => a.day.localeCompare(b.day));
      expect(days).toEqual(recount);
      expect(days.length).toBeGreaterThanOrEqual(7);
    }
  });
});
