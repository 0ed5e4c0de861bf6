import { describe, expect, it } from 'vitest';
import { dayPattern, formatDate, formatDateDay, formatDateTime, formatDay, parseDay } from '~/lib/dates';

describe('formatDateTime (spec §2: 12-hour year-month-day)', () => {
  it('formats the afternoon in UTC by default', () => {
    expect(formatDateTime('2026-11-20T15:45:10Z')).toBe('2026-11-20 03:45 PM');
  });

  it('uses 12 AM for midnight and 12 PM for noon', () => {
    expect(formatDateTime(new Date('2026-01-05T00:07:00Z'))).toBe('2026-01-05 12:07 AM');
    expect(formatDateTime(Date.parse('2026-01-05T12:30:00Z'))).toBe('2026-01-05 12:30 PM');
  });

  it('honours the given time zone, including the date change', () => {
    expect(formatDateTime('2026-11-20T21:15:00Z', 'Asia/Karachi')).toBe('2026-11-21 02:15 AM');
    expect(formatDateTime('2026-11-20T03:00:00Z', 'America/New_York')).toBe('2026-11-19 10:00 PM');
  });

  it('writes the same instant again in each zone and format asked, after it was first formatted', () => {
    const at = '2026-11-20T21:15:00Z';
    expect(formatDateTime(at)).toBe('2026-11-20 09:15 PM');
    expect(formatDateTime(at, 'Asia/Karachi')).toBe('2026-11-21 02:15 AM');
    expect(formatDate(at, { timeZone: 'Asia/Karachi', dateFormat: 'DD/MM/YYYY HH:mm' })).toBe('21/11/2026 02:15');
    expect(formatDateTime(at)).toBe('2026-11-20 09:15 PM');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate with the settings (issue 15 §2)', () => {
  const at = '2026-11-20T21:15:00Z';

  it('writes each of the settings formats in the given zone', () => {
    expect(formatDate(at, { timeZone: 'UTC', dateFormat: 'DD/MM/YYYY HH:mm' })).toBe('20/11/2026 21:15');
    expect(formatDate(at, { timeZone: 'Asia/Karachi', dateFormat: 'DD/MM/YYYY HH:mm' })).toBe('21/11/2026 02:15');
    expect(formatDate(at, { timeZone: 'America/New_York', dateFormat: 'MM/DD/YYYY hh:mm A' })).toBe('11/20/2026 04:15 PM');
    expect(formatDate(at, { timeZone: 'Europe/Berlin', dateFormat: 'DD.MM.YYYY HH:mm' })).toBe('20.11.2026 22:15');
    expect(formatDate(at, { timeZone: 'UTC', dateFormat: 'YYYY-MM-DD HH:mm' })).toBe('2026-11-20 21:15');
  });

  it('writes midnight as 00 on the 24-hour clock and 12 AM on the 12-hour one', () => {
    expect(formatDate('2026-01-05T00:07:00Z', { dateFormat: 'YYYY-MM-DD HH:mm' })).toBe('2026-01-05 00:07');
    expect(formatDate('2026-01-05T00:07:00Z', { dateFormat: 'MM/DD/YYYY hh:mm A' })).toBe('01/05/2026 12:07 AM');
  });

  it('falls back to the tracker format in UTC', () => {
    expect(formatDate(at)).toBe('2026-11-20 09:15 PM');
  });
});

describe('days in the settings\' format (issue 26 defect 10)', () => {
  it('writes a day as the format writes its date', () => {
    expect(dayPattern('DD/MM/YYYY HH:mm')).toBe('DD/MM/YYYY');
    expect(formatDay('2026-11-27', 'YYYY-MM-DD hh:mm A')).toBe('2026-11-27');
    expect(formatDay('2026-11-27', 'DD/MM/YYYY HH:mm')).toBe('27/11/2026');
    expect(formatDay('2026-11-27', 'MM/DD/YYYY hh:mm A')).toBe('11/27/2026');
    expect(formatDay('2026-11-27', 'DD.MM.YYYY HH:mm')).toBe('27.11.2026');
    expect(formatDay('soon', 'DD.MM.YYYY HH:mm')).toBe('soon');
  });

  it('reads a day typed in that format, or as YYYY-MM-DD, and refuses anything else', () => {
    expect(parseDay('27/11/2026', 'DD/MM/YYYY HH:mm')).toBe('2026-11-27');
    expect(parseDay(' 7/3/2026 ', 'DD/MM/YYYY HH:mm')).toBe('2026-03-07');
    expect(parseDay('3/7/2026', 'MM/DD/YYYY hh:mm A')).toBe('2026-03-07');
    expect(parseDay('27.11.2026', 'DD.MM.YYYY HH:mm')).toBe('2026-11-27');
    expect(parseDay('2026-11-27', 'DD.MM.YYYY HH:mm')).toBe('2026-11-27');
    for (const typed of ['27/11/26', '11/27/2026', '31/04/2026', '27.11.2026', 'yesterday', '']) expect(parseDay(typed, 'DD/MM/YYYY HH:mm'), typed).toBeUndefined();
    expect(parseDay('2026-02-30', 'YYYY-MM-DD hh:mm A')).toBeUndefined();
  });
});

describe('formatDateDay (issue 26: a narrow date column)', () => {
  it('writes the day of the instant in the zone, in the format of the settings', () => {
    const at = '2026-11-20T21:15:00Z';
    expect(formatDateDay(at, { timeZone: 'UTC', dateFormat: 'YYYY-MM-DD hh:mm A' })).toBe('2026-11-20');
    expect(formatDateDay(at, { timeZone: 'Asia/Karachi', dateFormat: 'DD/MM/YYYY HH:mm' })).toBe('21/11/2026');
    expect(formatDateDay(at, { timeZone: 'America/New_York', dateFormat: 'MM/DD/YYYY hh:mm A' })).toBe('11/20/2026');
    expect(formatDateDay('not a date')).toBe('');
  });
});
