import { describe, expect, it } from 'vitest';
import { dayOf, daysOf, percentChange, periodWindow, utcDay } from '~/lib/dashboards/period';

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

  it.each(['UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Australia/Lord_Howe', 'America/St_Johns'])(
    'gives in %s the days a walk through the window in half-day steps meets, for every period across both DST changes',
    (timeZone) => {
      const walked = (w: ReturnType<typeof periodWindow>) => {
        const days = new Set<string>();
        for (let t = w.from.getTime(); t < w.to.getTime(); t += 43_200_000) days.add(dayOf(new Date(t), timeZone));
        days.add(dayOf(new Date(w.to.getTime() - 1), timeZone));
        return [...days];
      };
      for (const now of ['2026-03-29T00:30:00Z', '2026-04-05T15:10:00Z', '2026-10-25T23:59:00Z', '2026-11-23T10:30:00Z']) {
        for (const period of ['7d', '30d', '90d', '1y'] as const) {
          const window = periodWindow(period, new Date(now), timeZone);
          expect(daysOf(window), `${period} to ${now}`).toEqual(walked(window));
        }
      }
    },
  );

  it("reads UTC's day without the zone rules, to the millisecond", () => {
    expect(dayOf(new Date('2026-11-23T23:59:59.999Z'), 'UTC')).toBe('2026-11-23');
    expect(dayOf(new Date('2026-11-24T00:00:00.000Z'), 'UTC')).toBe('2026-11-24');
    expect(dayOf(new Date('2026-11-24T00:00:00.000Z'), 'Etc/GMT+1')).toBe('2026-11-23');
  });

  it('names the same UTC day as the clock for every instant, however many days it has kept', () => {
    // Twelve years of days in steps of 13 hours: more days than utcDay keeps, before midnight and after.
    const start = Date.parse('2020-01-01T00:00:00Z');
    for (let ms = start; ms < start + 12 * 366 * 86_400_000; ms += 13 * 3_600_000) {
      expect(utcDay(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
      expect(utcDay(ms - 1)).toBe(new Date(ms - 1).toISOString().slice(0, 10));
    }
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
