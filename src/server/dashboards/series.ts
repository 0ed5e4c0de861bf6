/**
 * Shared pieces of the dashboard aggregates: the figure built from a value and its previous, the
 * calendar-day expression of a timestamp column, and filling the days a query left out with zeros.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DayPoint, Figure } from '~/lib/dashboards/model';
import { daysOf, percentChange, type PeriodWindow } from '~/lib/dashboards/period';

/** A figure of `value` against `previous`, with the percentage change. */
export function figure<S = never>(value: number, previous: number, series?: S[]): Figure<S> {
  return series ? { value, previous, change: percentChange(value, previous), series } : { value, previous, change: percentChange(value, previous) };
}

/** `column`'s calendar day (YYYY-MM-DD) in the window's zone; group by position (`groupBy(sql\`1\`)`) as the zone is a parameter. */
export function dayExpr(column: AnyPgColumn, window: PeriodWindow): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${window.timeZone}, 'YYYY-MM-DD')`;
}

/** `column` within the current window [from, to). */
export function inWindow(column: AnyPgColumn, window: PeriodWindow): SQL {
  return sql`${column} >= ${window.from.toISOString()} and ${column} < ${window.to.toISOString()}`;
}

/** `column` within the previous window [previousFrom, from). */
export function inPrevious(column: AnyPgColumn, window: PeriodWindow): SQL {
  return sql`${column} >= ${window.previousFrom.toISOString()} and ${column} < ${window.from.toISOString()}`;
}

/** One point per day of the window, the counted days from `rows` and 0 elsewhere. */
export function fillDays(rows: readonly { day: string; value: number }[], window: PeriodWindow): DayPoint[] {
  const byDay = new Map(rows.map((r) => [r.day, Number(r.value)]));
  return daysOf(window).map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

const memos = new WeakMap<PeriodWindow, Map<string, Promise<unknown>>>();

/**
 * `load()` once per window and `key`: figures of one dashboard read share a window object, so the
 * figures drawn from the same rows (the customer figures, the lead-activity ones) read them once.
 * A Drizzle query is lazy and would run again at every await: the memo keeps a promise of its result.
 */
export function memo<T>(window: PeriodWindow, key: string, load: () => PromiseLike<T>): Promise<T> {
  let cache = memos.get(window);
  if (!cache) memos.set(window, (cache = new Map()));
  let found = cache.get(key) as Promise<T> | undefined;
  if (!found) cache.set(key, (found = Promise.resolve(load())));
  return found;
}

/** Sum of `points`' values. */
export const total = (points: readonly { value: number }[]) => points.reduce((a, p) => a + p.value, 0);
