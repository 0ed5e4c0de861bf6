import { describe, expect, it } from 'vitest';
import { periodWindow } from '~/lib/dashboards/period';
import { keepsUtcDays, segmentsOf } from '~/server/dashboards/summary-reads';

const at = (iso: string) => new Date(iso);
const show = (from: string, to: string) => segmentsOf(at(from), at(to)).map((s) => `${s.daily ? 'daily' : 'hourly'} ${s.from.toISOString().slice(0, 13)}..${s.to.toISOString().slice(0, 13)}`);

describe('segmentsOf', () => {
  it('reads whole UTC days from the daily summary and only the hours at either end from the hourly one', () => {
    expect(show('2026-01-01T17:00:00Z', '2026-01-31T09:00:00Z')).toEqual(['hourly 2026-01-01T17..2026-01-02T00', 'daily 2026-01-02T00..2026-01-31T00', 'hourly 2026-01-31T00..2026-01-31T09']);
  });

  it('leaves out an empty end when the window starts or ends at midnight', () => {
    expect(show('2026-01-01T00:00:00Z', '2026-01-03T05:00:00Z')).toEqual(['daily 2026-01-01T00..2026-01-03T00', 'hourly 2026-01-03T00..2026-01-03T05']);
    expect(show('2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z')).toEqual(['daily 2026-01-01T00..2026-01-03T00']);
  });

  it('reads hours only when no whole day fits, and nothing for an empty window', () => {
    expect(show('2026-01-01T17:00:00Z', '2026-01-02T09:00:00Z')).toEqual(['hourly 2026-01-01T17..2026-01-02T09']);
    expect(show('2026-01-01T17:00:00Z', '2026-01-01T17:00:00Z')).toEqual([]);
  });
});

describe('keepsUtcDays', () => {
  const now = at('2026-11-28T02:30:00Z');
  it('holds for UTC and zones at UTC all year', () => {
    expect(keepsUtcDays(periodWindow('1y', now, 'UTC'))).toBe(true);
    expect(keepsUtcDays(periodWindow('1y', now, 'Africa/Abidjan'))).toBe(true);
  });

  it('fails for zones off UTC, by hours or half hours, and for a year that holds summer time', () => {
    expect(keepsUtcDays(periodWindow('7d', now, 'Asia/Karachi'))).toBe(false);
    expect(keepsUtcDays(periodWindow('7d', now, 'Asia/Kolkata'))).toBe(false);
    expect(keepsUtcDays(periodWindow('7d', now, 'America/New_York'))).toBe(false);
    expect(keepsUtcDays(periodWindow('30d', now, 'Europe/London'))).toBe(true);
    expect(keepsUtcDays(periodWindow('1y', now, 'Europe/London'))).toBe(false);
  });
});
