/**
 * Money of packages (issue 13 §2): typed in major units ('12.50'), stored and sent in integer minor
 * units (1250), shown with Intl.NumberFormat and the currency. No float ever reaches the database.
 */
import { numberFormat } from '~/lib/intl';

/** Amounts typed in a form: digits with at most two decimals. */
export const MONEY_PATTERN = /^\d{1,9}(?:\.\d{1,2})?$/;

/** '12.5' → 1250; undefined for anything that is not an amount (negative, three decimals, text). */
export function toMinorUnits(typed: string): number | undefined {
  const text = typed.trim();
  if (!MONEY_PATTERN.test(text)) return undefined;
  const [whole = '0', cents = ''] = text.split('.');
  // Integer arithmetic on the digits: parseFloat('0.29') * 100 is 28.999999999999996.
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** 1250 → '12.50', the value a form field starts with. */
export function toMajorText(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** 1250, 'USD' → '$12.50'. */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  return numberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}
