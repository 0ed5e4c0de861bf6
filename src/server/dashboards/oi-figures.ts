/**
 * The OI dashboard's aggregates (issue 15 §1), one function per figure, each `(db, window)` →
 * `{value, previous, change, series?}`. Every query over leads, activities and customers is bounded
 * by the window through an index range, or groups a small table, so the dashboard costs the same at
 * 1,000 or 1,000,000 leads. Snapshot figures over customers take their previous value as the value
 * now less what the window added (customers are never deleted, only cancelled).
 */
import { and, count, eq, lt, ne, sql } from 'drizzle-orm';
import { CUSTOMER_STATUSES } from '~/lib/customers/model';
import type { CategoryPoint, DayPoint, Figure, LeadDayPoint } from '~/lib/dashboards/model';
import { daysOf, type PeriodWindow } from '~/lib/dashboards/period';
import { customers } from '~/server/customers/schema';
import { dataCenters } from '~/server/data-centers/schema';
import type { Database } from '~/server/db/client';
import { leadActivities, leads } from '~/server/leads/schema';
import { packages } from '~/server/packages/schema';
import { resellers } from '~/server/resellers/schema';
import { upgradeRequests } from '~/server/upgrade-requests/schema';
import { dayExpr, figure, inPrevious, inWindow, total } from '~/server/dashboards/series';

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

const creation = eq(leadActivities.type, 'CREATION');

/** Leads created per day, from their CREATION activities, split by the attempt's outcome. */
export async function leadsPerDay(db: Database, window: PeriodWindow): Promise<Figure<LeadDayPoint>> {
  const rows = await db
    .select({ day: dayExpr(leadActivities.createdAt, window), status: leadActivities.status, value: count() })
    .from(leadActivities)
    .where(and(creation, inWindow(leadActivities.createdAt, window)))
    .groupBy(sql`1`, leadActivities.status);
  const [previous] = await db.select({ n: count() }).from(leadActivities).where(and(creation, inPrevious(leadActivities.createdAt, window)));
  const of = (day: string, status: string) => rows.find((r) => r.day === day && r.status === status)?.value ?? 0;
  const series = daysOf(window).map((day) => ({ day, success: of(day, 'SUCCESS'), failed: of(day, 'FAILED') }));
  return figure(series.reduce((a, d) => a + d.success + d.failed, 0), previous?.n ?? 0, series);
}

/** Percentage (one decimal) of `part` in `whole`; 0 when there is no whole. */
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

async function failureRateOf(db: Database, range: ReturnType<typeof inWindow>): Promise<number> {
  const [row] = await db
    .select({ all: count(), failed: sql<number>`count(*) filter (where ${leadActivities.status} = 'FAILED')::int` })
    .from(leadActivities)
    .where(and(creation, range));
  return rate(Number(row?.failed ?? 0), row?.all ?? 0);
}

/** Share (%) of the window's CREATION attempts that failed. */
export async function provisioningFailureRate(db: Database, window: PeriodWindow): Promise<Figure> {
  const now = await failureRateOf(db, inWindow(leadActivities.createdAt, window));
  return figure(now, await failureRateOf(db, inPrevious(leadActivities.createdAt, window)));
}

async function conversionOf(db: Database, from: Date, to: Date): Promise<number> {
  const within = { from, to, previousFrom: from, period: '30d', timeZone: 'UTC' } as const;
  const [converted] = await db.select({ n: count() }).from(leads).where(inWindow(leads.convertedAt, within));
  // `status <> 'deleted'` lets the count walk leads_listed_created_idx; a deleted lead never converted.
  const [created] = await db.select({ n: count() }).from(leads).where(and(ne(leads.status, 'deleted'), inWindow(leads.createdAt, within)));
  return rate(converted?.n ?? 0, created?.n ?? 0);
}

/** Leads converted to customers in the window as a share (%) of the leads created in it. */
export async function conversionRate(db: Database, window: PeriodWindow): Promise<Figure> {
  return figure(await conversionOf(db, window.from, window.to), await conversionOf(db, window.previousFrom, window.from));
}

async function customersAdded(db: Database, window: PeriodWindow): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customers).where(inWindow(customers.createdAt, window));
  return row?.n ?? 0;
}

/** Customers by package (every status but cancelled), most first. */
export async function customersByPackage(db: Database, window: PeriodWindow): Promise<Figure<CategoryPoint>> {
  const live = ne(customers.status, 'cancelled');
  const counts = await db.select({ key: customers.packageId, value: count() }).from(customers).where(live).groupBy(customers.packageId);
  const names = new Map((await db.select({ id: packages.id, name: packages.name }).from(packages)).map((p) => [p.id, p.name]));
  const series = counts.map((r) => ({ key: r.key, label: names.get(r.key) ?? r.key, value: r.value })).sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  const [added] = await db.select({ n: count() }).from(customers).where(and(live, inWindow(customers.createdAt, window)));
  const value = total(series);
  return figure(value, value - (added?.n ?? 0), series);
}

/** Customers by status. */
export async function customersByStatus(db: Database, window: PeriodWindow): Promise<Figure<CategoryPoint>> {
  const rows = await db.select({ key: customers.status, value: count() }).from(customers).groupBy(customers.status);
  const series = CUSTOMER_STATUSES.map((key) => ({ key, label: words(key), value: rows.find((r) => r.key === key)?.value ?? 0 }));
  const value = total(series);
  return figure(value, value - (await customersAdded(db, window)), series);
}

/** Monthly revenue of one active customer, in minor units: the monthly price, or the yearly one ÷ 12. */
const monthly = sql<number>`case when ${customers.billingCycle} = 'yearly' then ${packages.yearlyPrice} / 12.0 else ${packages.monthlyPrice} end`;

/**
 * Monthly recurring revenue of the active subscriptions (minor units of the packages' currency),
 * previous = without the active customers the window added, and its trend per day between them.
 */
export async function mrr(db: Database, window: PeriodWindow): Promise<Figure<DayPoint>> {
  const active = eq(customers.status, 'active');
  const [now] = await db
    .select({ n: sql<number>`coalesce(round(sum(${monthly})), 0)::bigint`, currency: sql<string | null>`min(${packages.currency})` })
    .from(customers)
    .innerJoin(packages, eq(packages.id, customers.packageId))
    .where(active);
  const added = await db
    .select({ day: dayExpr(customers.createdAt, window), value: sql<number>`sum(${monthly})::float8` })
    .from(customers)
    .innerJoin(packages, eq(packages.id, customers.packageId))
    .where(and(active, inWindow(customers.createdAt, window)))
    .groupBy(sql`1`);
  const value = Number(now?.n ?? 0);
  const previous = Math.round(value - added.reduce((a, r) => a + Number(r.value), 0));
  const byDay = new Map(added.map((r) => [r.day, Number(r.value)]));
  let running = previous;
  const series = daysOf(window).map((day) => {
    running += byDay.get(day) ?? 0;
    return { day, value: Math.round(running) };
  });
  return { ...figure(value, previous, series), currency: now?.currency ?? 'USD' };
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
