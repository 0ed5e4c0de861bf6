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
