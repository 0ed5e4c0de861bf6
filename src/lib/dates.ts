/**
 * Date formats shown by the console. Pages follow the time zone and date format of the settings
 * (issue 15 §2); the lead status tracker keeps spec §2's 12-hour year-month-day format
 * (`2026-11-20 03:45 PM`) in the settings' zone. The zone is always an argument, so the
 * server-rendered HTML and a hydrated island print the same text whatever the machine's zone.
 */
import { dateTimeFormat } from '~/lib/intl';
import type { DateFormat } from '~/lib/settings/registry';

export const DEFAULT_TIME_ZONE = 'UTC';
/** Spec §2's tracker format, also the settings' default. */
export const TRACKER_FORMAT: DateFormat = 'YYYY-MM-DD hh:mm A';

/** How a page shows dates: the settings' zone and format. */
export interface DateStyle {
  timeZone: string;
  dateFormat: DateFormat;
}

/** en-US with explicit parts and a 24-hour clock: the pieces are reassembled below, so only their values matter. */
const PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** Parts already computed, by zone and instant: a list page shows the same instants on every view (issue 9 §4). */
const knownParts = new Map<string, Record<string, string>>();
const KNOWN_PARTS_MAX = 10_000;

/** The zone's year, month, day, hour and minute of `date` (Intl's formatToParts is the costly step of formatDate). */
function partsOf(date: Date, timeZone: string): Record<string, string> {
  const key = `${timeZone}|${date.getTime()}`;
  let parts = knownParts.get(key);
  if (!parts) {
    parts = {};
    for (const part of dateTimeFormat('en-US', { ...PARTS, timeZone }).formatToParts(date)) parts[part.type] = part.value;
    if (knownParts.size >= KNOWN_PARTS_MAX) knownParts.clear();
    knownParts.set(key, parts);
  }
  return parts;
}

/**
 * Formats an instant with one of the settings' date formats (tokens YYYY MM DD HH hh mm A).
 * @param value a Date, an ISO-8601 string or epoch milliseconds
 * @param style the zone (IANA, e.g. 'Asia/Karachi') and format; UTC and the tracker format by default
 * @returns the text, or '' when `value` is not a valid date
 * @throws RangeError for an unknown time zone
 */
export function formatDate(value: Date | string | number, style: Partial<DateStyle> = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = partsOf(date, style.timeZone ?? DEFAULT_TIME_ZONE);
  const hour24 = Number(parts.hour) % 24;
  const tokens: Record<string, string> = {
    YYYY: parts.year ?? '',
    MM: parts.month ?? '',
    DD: parts.day ?? '',
    HH: String(hour24).padStart(2, '0'),
    hh: String(hour24 % 12 || 12).padStart(2, '0'),
    mm: parts.minute ?? '',
    A: hour24 < 12 ? 'AM' : 'PM',
  };
  return (style.dateFormat ?? TRACKER_FORMAT).replace(/YYYY|MM|DD|HH|hh|mm|A/g, (token) => tokens[token] ?? token);
}

/**
 * Formats an instant as `YYYY-MM-DD hh:mm AM|PM` (spec §2's tracker format, zero-padded hour 01–12).
 * @param timeZone an IANA zone such as 'Asia/Karachi'; UTC by default
 * @returns the text, or '' when `value` is not a valid date
 * @throws RangeError for an unknown time zone
 */
export function formatDateTime(value: Date | string | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDate(value, { timeZone, dateFormat: TRACKER_FORMAT });
}

/**
 * The day of instant `value` in the settings' zone, written as their format writes days
 * ('2026-11-22 10:15 AM' → '2026-11-22'): a list's date column that must stay narrow at 1280 px
 * (issue 26), with the whole of formatDate in its `title`.
 */
export function formatDateDay(value: Date | string | number, style: Partial<DateStyle> = {}): string {
  return formatDate(value, style).split(' ')[0]!;
}

/** The day part of a date format ('DD/MM/YYYY' of 'DD/MM/YYYY HH:mm'): how a day is written and typed. */
export function dayPattern(format: DateFormat): string {
  return format.split(' ')[0]!;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when year, month and day name a day of the calendar (no 31 April). */
function isDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDay = (year: number, month: number, day: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * A calendar day written as `format` writes days (issue 26 defect 10): '2026-11-27' → '27/11/2026'.
 * @param day 'YYYY-MM-DD'
 * @returns the text, or `day` as it is when it is not such a day
 */
export function formatDay(day: string, format: DateFormat): string {
  const match = ISO_DAY.exec(day);
  if (!match) return day;
  const tokens: Record<string, string> = { YYYY: match[1]!, MM: match[2]!, DD: match[3]! };
  return dayPattern(format).replace(/YYYY|MM|DD/g, (token) => tokens[token]!);
}

/**
 * A day typed in the day pattern of `format` (e.g. '27/11/2026'; a two-digit year is refused) or as
 * YYYY-MM-DD, as 'YYYY-MM-DD' (issue 26 defect 10).
 * @returns undefined when `text` is neither or names no day
 */
export function parseDay(text: string, format: DateFormat): string | undefined {
  const typed = text.trim();
  const iso = ISO_DAY.exec(typed);
  if (iso) return isDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? typed : undefined;
  const order: string[] = [];
  const source = dayPattern(format).replace(/YYYY|MM|DD|[^A-Z]/g, (part) => {
    if (part === 'YYYY' || part === 'MM' || part === 'DD') {
      order.push(part);
      return part === 'YYYY' ? '(\\d{4})' : '(\\d{1,2})';
    }
    return `\\${part}`;
  });
  const match = new RegExp(`^${source}$`).exec(typed);
  if (!match) return undefined;
  const value = (token: string) => Number(match[order.indexOf(token) + 1]);
  const [year, month, day] = [value('YYYY'), value('MM'), value('DD')];
  return isDay(year, month, day) ? isoDay(year, month, day) : undefined;
}
