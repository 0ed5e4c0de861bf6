import { describe, expect, it } from 'vitest';
import { formatDateTime } from '~/lib/dates';

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

  it('answers an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
