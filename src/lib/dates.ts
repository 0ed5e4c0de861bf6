/**
 * Date formats shown by the console (spec §2 "Leads status tracker": 12-hour year-month-day, e.g.
 * `2026-11-20 03:45 PM`). The time zone is an argument, UTC by default, so that the server-rendered
 * HTML and a hydrated island print the same text whatever the machine's zone.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-US with explicit parts: the pieces are reassembled below, so only their values matter.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Formats an instant as `YYYY-MM-DD hh:mm AM|PM` (12-hour clock, zero-padded hour 01–12).
 * @param value a Date, an ISO-8601 string or epoch milliseconds
 * @param timeZone an IANA zone such as 'Asia/Karachi'; UTC by default
 * @returns the text, or '' when `value` is not a valid date
 * @throws RangeError for an unknown time zone
 */
export function formatDateTime(value: Date | string | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  const hour = (parts.hour ?? '').padStart(2, '0');
  const period = (parts.dayPeriod ?? '').toUpperCase();
  return `${parts.year}-${parts.month}-${parts.day} ${hour}:${parts.minute} ${period}`;
}
