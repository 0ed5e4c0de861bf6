/**
 * How the dashboards print numbers, money, percentages and days: Intl with the settings' locale and
 * currency (issue 15 §2), the same on any machine.
 */
import { LRUCache } from 'lru-cache';
import { dateTimeFormat, numberFormat } from '~/lib/intl';

/** A format's output kept by its input. */
type Remembered<K> = (input: K) => string;

interface LocaleFormats {
  count: Remembered<number>;
  percent: Remembered<number>;
  day: Remembered<string>;
  /** By currency code. */
  money: Map<string, Remembered<number>>;
}

/** How many outputs each format keeps: more than the days and figures of every dashboard period. */
const REMEMBERED = 2_000;

/**
 * `format` with its last REMEMBERED outputs kept. A dashboard prints hundreds of values a view, the
 * same days and figures view after view, and Intl takes 0.5–1.3 µs a value against 0.1 µs for a
 * kept one (issue 28 §1).
 */
function remembered<K extends string | number>(format: (input: K) => string): Remembered<K> {
  const kept = new LRUCache<K, string>({ max: REMEMBERED, memoMethod: format });
  return (input) => kept.memo(input);
}

/**
 * The formats of each locale, looked up by the locale alone: keying the shared cache by its
 * options' JSON for each value was 4 % of the render (issue 28 §1).
 */
const byLocale = new Map<string, LocaleFormats>();

function formatsOf(locale: string): LocaleFormats {
  let formats = byLocale.get(locale);
  if (!formats) {
    const count = numberFormat(locale, { maximumFractionDigits: 0 });
    const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const day = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    formats = {
      count: remembered((value: number) => count.format(value)),
      percent: remembered((share: number) => percent.format(share / 100)),
      // Read as a date, not an instant, so no zone shifts it.
      day: remembered((isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`))),
      money: new Map(),
    };
    byLocale.set(locale, formats);
  }
  return formats;
}

function moneyFormat(locale: string, currency: string): Remembered<number> {
  const { money } = formatsOf(locale);
  let format = money.get(currency);
  if (!format) {
    const intl = numberFormat(locale, { style: 'currency', currency });
    money.set(currency, (format = remembered((amount: number) => intl.format(amount))));
  }
  return format;
}

/** A whole count, e.g. 12,345 (en-US) or 12.345 (de-DE). */
export function formatCount(value: number, locale: string): string {
  return formatsOf(locale).count(value);
}

/** A share already in percent (12.5 → 12.5%). */
export function formatPercent(value: number, locale: string): string {
  return formatsOf(locale).percent(value);
}

/** Money held in minor units (1250 → $12.50). */
export function formatMinor(minor: number, currency: string, locale: string): string {
  return moneyFormat(locale, currency)(minor / 100);
}

/** Money held in major units (data center prices are dollars: 10.5 → $10.50). */
export function formatMajor(amount: number, currency: string, locale: string): string {
  return moneyFormat(locale, currency)(amount);
}

/** A calendar day YYYY-MM-DD as a short date (23 Nov), the same in every time zone. */
export function formatDay(day: string, locale: string): string {
  return formatsOf(locale).day(day);
}

/** The change against the previous period for a stat card: arrow direction, its words and the text. */
export function describeChange(change: number | null, locale: string): { direction: 'up' | 'down' | 'flat' | 'none'; text: string } {
  if (change === null) return { direction: 'none', text: 'no previous figure' };
  if (change === 0) return { direction: 'flat', text: `no change` };
  const magnitude = formatPercent(Math.abs(change), locale);
  return change > 0 ? { direction: 'up', text: `up ${magnitude}` } : { direction: 'down', text: `down ${magnitude}` };
}
