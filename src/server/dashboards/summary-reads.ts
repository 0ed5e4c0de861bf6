/**
 * Reads of the dashboard summaries (schema.ts) for one period window (issue 15 §1): per-key sums of
 * a metric over the current and previous windows, and its per-day counts in the current one.
 * Sums take whole UTC days from dashboard_daily and only the hours at either end of a window from
 * dashboard_hourly, so a year reads about 730 rows per key instead of 17,520.
 */
import { sql, type SQL } from 'drizzle-orm';
import { dayOf, utcDay, type PeriodWindow } from '~/lib/dashboards/period';
import type { Database } from '~/server/db/client';
import { dashboardDaily, dashboardHourly } from '~/server/dashboards/schema';
import { dayExpr, memo } from '~/server/dashboards/series';

export interface SummaryOptions {
  /** Only these keys; every key of the metric by default. */
  keys?: readonly string[];
  /**
   * The metric is kept per UTC day (its rows sit at 00:00 UTC): a window starts at the UTC day of
   * its first hour, so that partial day counts whole.
   */
  byUtcDay?: boolean;
}

const DAY_MS = 86_400_000;
const floorDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);

interface Segment {
  daily: boolean;
  from: Date;
  to: Date;
}

/**
 * [from, to) as the whole UTC days inside it (daily) and the hours before and after them (hourly);
 * all hourly when no whole day fits. Empty segments are left out.
 */
export function segmentsOf(from: Date, to: Date): Segment[] {
  const firstDay = ceilDay(from);
  const lastDay = floorDay(to);
  if (firstDay >= lastDay) return from < to ? [{ daily: false, from, to }] : [];
  return [
    { daily: false, from, to: firstDay },
    { daily: true, from: firstDay, to: lastDay },
    { daily: false, from: lastDay, to },
  ].filter((s) => s.from < s.to);
}

/** The summary table kept per UTC day (daily) or per hour, and its time column. */
function summaryTable(daily: boolean) {
  return daily ? { table: dashboardDaily, at: dashboardDaily.day } : { table: dashboardHourly, at: dashboardHourly.hour };
}

/** ` and key in (…)` for `keys`; nothing when every key counts. */
function keyFilter(table: typeof dashboardDaily | typeof dashboardHourly, keys: readonly string[] | undefined): SQL {
  return keys ? sql` and ${table.key} in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})` : sql``;
}

/** Sums of `metric` per key over [from, to), tagged current or not, read from the fitting table. */
function segmentSelect(metric: string, keys: readonly string[] | undefined, segment: Segment, current: boolean): SQL {
  const { table, at } = summaryTable(segment.daily);
  return sql`select ${table.key} as key, ${sql.raw(String(current))} as current, sum(${table.n})::int as n from ${table}
    where ${table.metric} = ${metric}${keyFilter(table, keys)} and ${at} >= ${segment.from.toISOString()} and ${at} < ${segment.to.toISOString()} group by 1`;
}

export interface Sums {
  /** The current window's sums per key. */
  rows: { key: string; n: number }[];
  /** The sum over the current (true) or previous (false) window, of one key or of all. */
  sum: (inCurrent: boolean, key?: string) => number;
}

/** Per-key sums of `metric` over the window and, unless `currentOnly`, the previous one (one query, shared per window). */
export function summarySums(db: Database, window: PeriodWindow, metric: string, { keys, byUtcDay = false }: SummaryOptions = {}, currentOnly = false): Promise<Sums> {
  return memo(window, `sums:${metric}:${keys?.join()}:${byUtcDay}:${currentOnly}`, async () => {
    const start = (at: Date) => (byUtcDay ? floorDay(at) : at);
    const windows = [{ current: true, from: start(window.from), to: window.to }];
    if (!currentOnly) windows.push({ current: false, from: start(window.previousFrom), to: start(window.from) });
    const selects = windows.flatMap((w) => segmentsOf(w.from, w.to).map((s) => segmentSelect(metric, keys, s, w.current)));
    const result = (await db.execute(sql.join(selects, sql` union all `))) as unknown as { rows: { key: string; current: boolean; n: number }[] };
    const rows = result.rows.map((r) => ({ key: r.key, current: r.current, n: Number(r.n) }));
    const sum = (inCurrent: boolean, key?: string) => rows.reduce((a, r) => (r.current === inCurrent && (key === undefined || r.key === key) ? a + r.n : a), 0);
    return { rows: rows.filter((r) => r.current), sum };
  });
}

/**
 * Whether every calendar day of `window` in its zone is a UTC day: the zone shows UTC's time at
 * each UTC midnight the window holds or ends at (UTC itself, or London in winter; not London over
 * a summer, nor any zone with another offset). Then its whole days can be read from the daily summary.
 */
export function keepsUtcDays(window: PeriodWindow): boolean {
  if (window.timeZone === 'UTC') return true;
  for (let midnight = ceilDay(window.from).getTime(); midnight <= window.to.getTime(); midnight += DAY_MS) {
    const before = midnight - 1;
    if (dayOf(new Date(midnight), window.timeZone) !== utcDay(midnight) || dayOf(new Date(before), window.timeZone) !== utcDay(before)) return false;
  }
  return true;
}

/**
 * Counts of `metric` per calendar day (in the window's zone) and key over the current window.
 * A day in the settings' zone need not start at 00:00 UTC, so in general the hourly rows are read.
 * When the zone keeps UTC's days (keepsUtcDays) the whole days come from the daily rows and only
 * the hours at either end from the hourly ones (issue 28 §5: a year read 8,760 hourly rows a key,
 * 23 ms at 1,000,000 leads, against 365 daily ones); a metric kept per UTC day reads its day rows.
 */
export function summaryPerDay(db: Database, window: PeriodWindow, metric: string, { keys, byUtcDay = false }: SummaryOptions = {}): Promise<{ day: string; key: string; n: number }[]> {
  return memo(window, `days:${metric}:${keys?.join()}:${byUtcDay}`, async () => {
    const segments: Segment[] = byUtcDay
      ? [{ daily: true, from: floorDay(window.from), to: window.to }]
      : keepsUtcDays(window) ? segmentsOf(window.from, window.to) : [{ daily: false, from: window.from, to: window.to }];
    // The segments hold different days (segmentsOf), so no day is summed twice.
    // A daily row's day is its UTC date, read as days since 1970: to_char in the zone took 5 of the
    // 10 ms a year's 730 daily rows cost (issue 28 §5). An hour's day is the zone's, as text.
    // A daily row is already one key's one day (the primary key), so it is read as it is: grouping
    // its year of rows again sorted them and tripled the read (issue 28 §5).
    const selects = segments.map(({ daily, from, to }) => {
      const { table, at } = summaryTable(daily);
      const inSegment = sql`${table.metric} = ${metric}${keyFilter(table, keys)} and ${at} >= ${from.toISOString()} and ${at} < ${to.toISOString()}`;
      return daily
        ? sql`select null::text as day, (${at} at time zone 'UTC')::date - date '1970-01-01' as epoch_day, ${table.key} as key, ${table.n}::int as n from ${table} where ${inSegment}`
        : sql`select ${dayExpr(at, window)} as day, null::int as epoch_day, ${table.key} as key, sum(${table.n})::int as n from ${table} where ${inSegment} group by 1, 2, 3`;
    });
    if (!selects.length) return [];
    // One row per key holding its days as arrays: the drivers parse a row at about 4 µs, so a
    // year's 730 rows cost 3 ms where two rows of arrays cost 0.5 (issue 28 §5).
    const perKey = sql`select key, array_agg(day) as days, array_agg(epoch_day) as epoch_days, array_agg(n) as ns from (${sql.join(selects, sql` union all `)}) as day_rows group by key`;
    const result = (await db.execute(perKey)) as unknown as { rows: { key: string; days: (string | null)[]; epoch_days: (number | null)[]; ns: number[] }[] };
    return result.rows.flatMap((r) => r.ns.map((n, i) => ({ day: r.days[i] ?? utcDay(Number(r.epoch_days[i]) * DAY_MS), key: r.key, n: Number(n) })));
  });
}
