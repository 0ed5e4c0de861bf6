/**
 * Dashboard periods (issue 15 §1): `?period=7d|30d|90d|1y`, default 30d. A period is the window of
 * that many days ending at the end of the current hour (whole hours, so the hourly summaries of
 * src/server/dashboards count it exactly); the previous period is the window of the same length
 * just before it.
 */

import { dateTimeFormat } from '~/lib/intl';

export const PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';

export const PERIOD_DAYS: Readonly<Record<Period, number>> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
export const PERIOD_LABELS: Readonly<Record<Period, string>> = { '7d': '7 days', '30d': '30 days', '90d': '90 days', '1y': '1 year' };

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The current window [from, to) and the previous one [previousFrom, from) of a period. */
export interface PeriodWindow {
  period: Period;
  from: Date;
  to: Date;
  previousFrom: Date;
  /** The IANA zone whose calendar days the per-day series follow (the settings' time zone). */
  timeZone: string;
}

/** The window of `period` ending at the end of `now`'s hour, days counted in `timeZone`. */
export function periodWindow(period: Period, now: Date = new Date(), timeZone = 'UTC'): PeriodWindow {
  const length = PERIOD_DAYS[period] * DAY_MS;
  const to = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  const from = new Date(to.getTime() - length);
  return { period, from, to, previousFrom: new Date(from.getTime() - length), timeZone };
}

/**
 * The percentage change from `previous` to `value`, rounded to one decimal; null when there is no
 * previous figure to compare with (0 or null), as a percentage of nothing has no meaning.
 */
export function percentChange(value: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
}

/** The days utcDay has written, by days since the epoch; emptied when it holds more than UTC_DAYS_KEPT. */
const utcDays = new Map<number, string>();
const UTC_DAYS_KEPT = 4096;

/**
 * The UTC calendar day (YYYY-MM-DD) of `ms` since the epoch. Each day is written once and kept:
 * toISOString takes about 0.6 µs, and a year's OI dashboard asked for some 3,000 days, 2 ms of its
 * 23 (issue 28 §5).
 */
export function utcDay(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let text = utcDays.get(day);
  if (text === undefined) {
    if (utcDays.size >= UTC_DAYS_KEPT) utcDays.clear();
    utcDays.set(day, (text = new Date(day * DAY_MS).toISOString().slice(0, 10)));
  }
  return text;
}

/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone`. */
export function dayOf(instant: Date, timeZone: string): string {
  // UTC (the default setting) needs no zone rules: formatting in a zone takes ~9 µs, and a year's
  // series and its summary reads ask for some 1,500 days (issue 28 §5).
  if (timeZone === 'UTC') return utcDay(instant.getTime());
  // en-CA prints ISO order (2026-11-23).
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * Every calendar day the window touches, oldest first, in its zone: the days of its first and last
 * instants there and each date between them. Dates follow one another whatever the zone's offsets
 * (a 23- or 25-hour day at a DST change is one date); only the zone is asked, twice.
 */
export function daysOf(window: Pick<PeriodWindow, 'from' | 'to' | 'timeZone'>): string[] {
  const last = dayOf(new Date(window.to.getTime() - 1), window.timeZone);
  const days: string[] = [];
  for (let t = Date.parse(`${dayOf(window.from, window.timeZone)}T00:00:00Z`); ; t += DAY_MS) {
    days.push(utcDay(t));
    if (days.at(-1)! >= last) return days;
  }
}
