import { describe, expect, it } from 'vitest';
import { dayOf, daysOf, percentChange, periodWindow } from '~/lib/dashboards/period';

const NOW = new Date('2026-11-23T10:30:00Z');

describe('periodWindow', () => {
  it('ends at the end of the current hour and starts the period length before, the previous window just before that', () => {
    const w = periodWindow('7d', NOW);
    expect(w.to.toISOString()).toBe('2026-11-23T11:00:00.000Z');
    expect(w.from.toISOString()).toBe('2026-11-16T11:00:00.000Z');
    expect(w.previousFrom.toISOString()).toBe('2026-11-09T11:00:00.000Z');
    expect(periodWindow('1y', NOW).from.toISOString()).toBe('2025-11-23T11:00:00.000Z');
    expect(periodWindow('90d', NOW).from.toISOString()).toBe('2026-08-25T11:00:00.000Z');
    expect(periodWindow('7d', new Date('2026-11-23T11:00:00Z')).to.toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('lists every calendar day the window touches in its zone', () => {
    const utc = daysOf(periodWindow('7d', NOW));
    expect(utc).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    // The window ends 11:00 UTC, midnight in Auckland (UTC+13): its last instant is still the 23rd there.
    const auckland = daysOf(periodWindow('7d', NOW, 'Pacific/Auckland'));
    expect(auckland[0]).toBe('2026-11-17');
    expect(auckland.at(-1)).toBe('2026-11-23');
    expect(auckland).toHaveLength(7);
    expect(dayOf(NOW, 'Pacific/Auckland')).toBe('2026-11-23');
    expect(dayOf(new Date('2026-11-23T11:30:00Z'), 'Pacific/Auckland')).toBe('2026-11-24');
    expect(daysOf(periodWindow('30d', NOW))).toHaveLength(31);
  });

  it('neither skips nor doubles a day across a DST change', () => {
    const days = daysOf(periodWindow('7d', new Date('2026-11-04T12:00:00Z'), 'America/New_York'));
    expect(new Set(days).size).toBe(days.length);
    expect(days).toContain('2026-11-01');
    expect(days).toHaveLength(8);
  });
});

describe('percentChange', () => {
  it('is the change in percent with one decimal, null without a previous figure', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(7, 7)).toBe(0);
  });
});
