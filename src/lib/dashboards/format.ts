/**
 * How the dashboards print numbers, money, percentages and days: Intl with the settings' locale and
 * currency (issue 15 §2), the same on any machine.
 */
import { dateTimeFormat, numberFormat } from '~/lib/intl';

interface LocaleFormats {
  count: Intl.NumberFormat;
  percent: Intl.NumberFormat;
  day: Intl.DateTimeFormat;
  /** By currency code. */
  money: Map<string, Intl.NumberFormat>;
}

/**
 * The formats of each locale, looked up by the locale alone: a dashboard prints hundreds of values
 * a view, and keying the shared cache by its options' JSON each time was 4 % of the render (issue 28 §1).
 */
const byLocale = new Map<string, LocaleFormats>();

function formatsOf(locale: string): LocaleFormats {
  let formats = byLocale.get(locale);
  if (!formats) {
    formats = {
      count: numberFormat(locale, { maximumFractionDigits: 0 }),
      percent: numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
      day: dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      money: new Map(),
    };
    byLocale.set(locale, formats);
  }
  return formats;
}

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const { money } = formatsOf(locale);
  let format = money.get(currency);
  if (!format) money.set(currency, (format = numberFormat(locale, { style: 'currency', currency })));
  return format;
}

/** A whole count, e.g. 12,345 (en-US) or 12.345 (de-DE). */
export function formatCount(value: number, locale: string): string {
  return formatsOf(locale).count.format(value);
}

/** A share already in percent (12.5 → 12.5%). */
export function formatPercent(value: number, locale: string): string {
  return formatsOf(locale).percent.format(value / 100);
}

/** Money held in minor units (1250 → $12.50). */
export function formatMinor(minor: number, currency: string, locale: string): string {
  return moneyFormat(locale, currency).format(minor / 100);
}

/** Money held in major units (data center prices are dollars: 10.5 → $10.50). */
export function formatMajor(amount: number, currency: string, locale: string): string {
  return moneyFormat(locale, currency).format(amount);
}

/** A calendar day YYYY-MM-DD as a short date (23 Nov), read as a date, not an instant, so no zone shifts it. */
export function formatDay(day: string, locale: string): string {
  return formatsOf(locale).day.format(new Date(`${day}T00:00:00Z`));
}

/** The change against the previous period for a stat card: arrow direction, its words and the text. */
export function describeChange(change: number | null, locale: string): { direction: 'up' | 'down' | 'flat' | 'none'; text: string } {
  if (change === null) return { direction: 'none', text: 'no previous figure' };
  if (change === 0) return { direction: 'flat', text: `no change` };
  const magnitude = formatPercent(Math.abs(change), locale);
  return change > 0 ? { direction: 'up', text: `up ${magnitude}` } : { direction: 'down', text: `down ${magnitude}` };
}
