/**
 * The OI dashboard's aggregates (issue 15 §1), one function per figure, each `(db, window)` →
 * `{value, previous, change, series?}`. Leads, activities and customer counts are read from the
 * summaries kept by triggers (schema.ts, read through summary-reads.ts): a few hundred rows per period at 1,000 or
 * 1,000,000 leads. Snapshot figures over customers take their previous value as the value now less
 * what the window added (customers are never deleted, only cancelled), counted by UTC day: the
 * window's first, partial day counts whole.
 */
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { CUSTOMER_STATUSES } from '~/lib/customers/model';
import type { CategoryPoint, DayPoint, Figure, LeadDayPoint, SettingChangePoint } from '~/lib/dashboards/model';
import { OI_SETTING_KEYS } from '~/lib/settings/registry';
import { auditLog } from '~/server/audit/schema';
import { daysOf, type PeriodWindow } from '~/lib/dashboards/period';
import { dataCenters } from '~/server/data-centers/schema';
import type { Database } from '~/server/db/client';
import { packages } from '~/server/packages/schema';
import { resellers } from '~/server/resellers/schema';
import { upgradeRequests } from '~/server/upgrade-requests/schema';
import { customerCounts } from '~/server/dashboards/schema';
import { figure, inPrevious, inWindow, memo, total } from '~/server/dashboards/series';
import { summaryPerDay, summarySums } from '~/server/dashboards/summary-reads';

const words = (name: string) => {
  const text = name.replaceAll(/[-_]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Data centers by instance state; previous = instances created before the window. */
export async function instancesByState(db: Database, window: PeriodWindow): Promise<Figure<CategoryPoint>> {
  const rows = await db.select({ key: dataCenters.stateName, value: count() }).from(dataCenters).groupBy(dataCenters.stateName).orderBy(dataCenters.stateName);
  const [then] = await db.select({ n: count() }).from(dataCenters).where(lt(dataCenters.createdAt, window.from));
  const series = rows.map((r) => ({ key: r.key, label: words(r.key), value: r.value }));
  return figure(total(series), then?.n ?? 0, series);
}

/** Monthly cost (bundle price, in cents of USD) of the running instances; previous = of those created before the window. */
export async function runningMonthlyCost(db: Database, window: PeriodWindow): Promise<Figure> {
  const cents = sql<number>`coalesce(round(sum(${dataCenters.price}) * 100), 0)::int`;
  const running = eq(dataCenters.stateName, 'running');
  const [now] = await db.select({ n: cents }).from(dataCenters).where(running);
  const [then] = await db.select({ n: cents }).from(dataCenters).where(and(running, lt(dataCenters.createdAt, window.from)));
  return { ...figure(Number(now?.n ?? 0), Number(then?.n ?? 0)), currency: 'USD' };
}

const CREATED_OK = 'CREATION:SUCCESS';
const CREATED_FAILED = 'CREATION:FAILED';
const CREATIONS = { keys: [CREATED_OK, CREATED_FAILED] };
/** The lead metrics have the one key ''; naming it keeps the read to an index range. */
const LEADS = { keys: [''] };

/** Leads created per day, from their CREATION activities, split by the attempt's outcome. */
export async function leadsPerDay(db: Database, window: PeriodWindow): Promise<Figure<LeadDayPoint>> {
  const [days, { sum }] = [await summaryPerDay(db, window, 'lead_activity', CREATIONS), await summarySums(db, window, 'lead_activity', CREATIONS)];
  const counts = new Map(days.map((r) => [`${r.day}|${r.key}`, r.n]));
  const of = (day: string, key: string) => counts.get(`${day}|${key}`) ?? 0;
  const series = daysOf(window).map((day) => ({ day, success: of(day, CREATED_OK), failed: of(day, CREATED_FAILED) }));
  return figure(sum(true), sum(false), series);
}

/** Percentage (one decimal) of `part` in `whole`; 0 when there is no whole. */
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** Share (%) of the window's CREATION attempts that failed. */
export async function provisioningFailureRate(db: Database, window: PeriodWindow): Promise<Figure> {
  // The same sums as leadsPerDay's (memo): one read for both figures.
  const { sum } = await summarySums(db, window, 'lead_activity', CREATIONS);
  return figure(rate(sum(true, CREATED_FAILED), sum(true)), rate(sum(false, CREATED_FAILED), sum(false)));
}

/** Leads converted to customers in the window as a share (%) of the leads created in it. */
export async function conversionRate(db: Database, window: PeriodWindow): Promise<Figure> {
  const created = await summarySums(db, window, 'lead_created', LEADS);
  const converted = await summarySums(db, window, 'lead_converted', LEADS);
  return figure(rate(converted.sum(true), created.sum(true)), rate(converted.sum(false), created.sum(false)));
}

/** Customers per status, package and cycle now (from customer_counts), with package names and prices. */
function customerTotals(db: Database, window: PeriodWindow) {
  return memo(window, 'customers', () =>
    db
      .select({ status: customerCounts.status, packageId: customerCounts.packageId, billingCycle: customerCounts.billingCycle, n: customerCounts.n })
      .from(customerCounts)
      .where(sql`${customerCounts.n} <> 0`),
  );
}

/** Customers the window added, per status (from the daily summary). */
const customersAdded = (db: Database, window: PeriodWindow) => summarySums(db, window, 'customer_added', { keys: CUSTOMER_STATUSES, byUtcDay: true }, true);

function packageInfo(db: Database, window: PeriodWindow) {
  return memo(window, 'packages', async () => {
    const rows = await db.select({ id: packages.id, name: packages.name, monthly: packages.monthlyPrice, yearly: packages.yearlyPrice, currency: packages.currency }).from(packages);
    return new Map(rows.map((p) => [p.id, p]));
  });
}

/** Customers by package (every status but cancelled), most first. */
export async function customersByPackage(db: Database, window: PeriodWindow): Promise<Figure<CategoryPoint>> {
  const [totals, added, names] = [await customerTotals(db, window), await customersAdded(db, window), await packageInfo(db, window)];
  const byPackage = new Map<string, number>();
  for (const r of totals) if (r.status !== 'cancelled') byPackage.set(r.packageId, (byPackage.get(r.packageId) ?? 0) + Number(r.n));
  const series = [...byPackage].map(([key, value]) => ({ key, label: names.get(key)?.name ?? key, value })).sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  const value = total(series);
  return figure(value, value - added.rows.reduce((a, r) => (r.key !== 'cancelled' ? a + r.n : a), 0), series);
}

/** Customers by status. */
export async function customersByStatus(db: Database, window: PeriodWindow): Promise<Figure<CategoryPoint>> {
  const [totals, added] = [await customerTotals(db, window), await customersAdded(db, window)];
  const series = CUSTOMER_STATUSES.map((key) => ({ key, label: words(key), value: totals.reduce((a, r) => (r.status === key ? a + Number(r.n) : a), 0) }));
  const value = total(series);
  return figure(value, value - added.sum(true), series);
}

/** Monthly revenue of one subscription, in minor units: the monthly price, or the yearly one ÷ 12. */
const monthlyOf = (cycle: string, p: { monthly: number; yearly: number } | undefined) => (p ? (cycle === 'yearly' ? p.yearly / 12 : p.monthly) : 0);

/**
 * Monthly recurring revenue of the active subscriptions (minor units of the packages' currency),
 * previous = without the active customers the window added, and its trend per day between them.
 */
export async function mrr(db: Database, window: PeriodWindow): Promise<Figure<DayPoint>> {
  const [totals, added, prices] = [await customerTotals(db, window), await summaryPerDay(db, window, 'active_added', { byUtcDay: true }), await packageInfo(db, window)];
  const active = (r: { status: string }) => r.status === 'active';
  const value = Math.round(totals.filter(active).reduce((a, r) => a + Number(r.n) * monthlyOf(r.billingCycle, prices.get(r.packageId)), 0));
  const byDay = new Map<string, number>();
  for (const r of added) {
    const [packageId = '', cycle = ''] = r.key.split('|');
    byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.n * monthlyOf(cycle, prices.get(packageId)));
  }
  const previous = Math.round(value - [...byDay.values()].reduce((a, b) => a + b, 0));
  let running = previous;
  const series = daysOf(window).map((day) => {
    running += byDay.get(day) ?? 0;
    return { day, value: Math.round(running) };
  });
  const currency = prices.get(totals.find(active)?.packageId ?? '')?.currency ?? [...prices.values()][0]?.currency ?? 'USD';
  return { ...figure(value, previous, series), currency };
}

/** Upgrade requests waiting for a decision; previous = those waiting at the window's start. */
export async function pendingUpgradeRequests(db: Database, window: PeriodWindow): Promise<Figure> {
  const [now] = await db.select({ n: count() }).from(upgradeRequests).where(eq(upgradeRequests.status, 'pending'));
  const [then] = await db
    .select({ n: count() })
    .from(upgradeRequests)
    .where(and(lt(upgradeRequests.createdAt, window.from), sql`(${upgradeRequests.decidedAt} is null or ${upgradeRequests.decidedAt} >= ${window.from.toISOString()})`));
  return figure(now?.n ?? 0, then?.n ?? 0);
}

/** Reseller applications waiting in the queue; previous = those of them already waiting at the window's start. */
export async function pendingResellerApplications(db: Database, window: PeriodWindow): Promise<Figure> {
  const pending = eq(resellers.status, 'pending');
  const [now] = await db.select({ n: count() }).from(resellers).where(pending);
  const [then] = await db.select({ n: count() }).from(resellers).where(and(pending, lt(resellers.createdAt, window.from)));
  return figure(now?.n ?? 0, then?.n ?? 0);
}

/** How many OI setting changes the dashboard lists. */
export const SETTING_CHANGES_SHOWN = 10;

// `setting.update` entries whose changes name an OI key (the audit entry holds [before, after] per key).
const oiSettingChange = and(
  eq(auditLog.action, 'setting.update'),
  sql`${auditLog.changes} ?| array[${sql.join(OI_SETTING_KEYS.map((k) => sql`${k}`), sql`, `)}]::text[]`,
);

/**
 * Changes of the OI settings (issue 27): how many in the window and the previous one, and the latest
 * SETTING_CHANGES_SHOWN key changes with their before and after, so a new leads domain is seen.
 */
export async function settingChanges(db: Database, window: PeriodWindow): Promise<Figure<SettingChangePoint>> {
  const [now] = await db.select({ n: count() }).from(auditLog).where(and(oiSettingChange, inWindow(auditLog.at, window)));
  const [then] = await db.select({ n: count() }).from(auditLog).where(and(oiSettingChange, inPrevious(auditLog.at, window)));
  const latest = await db
    .select({ id: auditLog.id, at: auditLog.at, actorName: auditLog.actorName, changes: auditLog.changes })
    .from(auditLog)
    .where(oiSettingChange)
    .orderBy(desc(auditLog.id))
    .limit(SETTING_CHANGES_SHOWN);
  const keys: readonly string[] = OI_SETTING_KEYS;
  const series = latest
    .flatMap((e) =>
      Object.entries(e.changes)
        .filter(([key]) => keys.includes(key))
        .map(([key, [before, after]]) => ({ id: e.id, at: e.at.toISOString(), actorName: e.actorName, key, before, after })),
    )
    .slice(0, SETTING_CHANGES_SHOWN);
  return figure(now?.n ?? 0, then?.n ?? 0, series);
}
