import { describe, expect, it } from 'vitest';
import { byWeek, lastOfRun, MAX_POINTS, sumRun } from '~/lib/dashboards/buckets';

const days = (n: number) => Array.from({ length: n }, (_, i) => ({ day: `d${i}`, success: i, failed: 1 }));

describe('byWeek', () => {
  it('keeps up to MAX_POINTS days as they are', () => {
    expect(byWeek(days(MAX_POINTS), sumRun)).toHaveLength(MAX_POINTS);
  });

  it('sums a year of days into weeks labelled by their first day, the last week shorter', () => {
    const weeks = byWeek(days(366), sumRun);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toEqual({ day: 'd0', success: 21, failed: 7 });
    expect(weeks.at(-1)).toEqual({ day: 'd364', success: 364 + 365, failed: 2 });
  });

  it('takes the last value of each week for a running total', () => {
    const weeks = byWeek(Array.from({ length: 100 }, (_, i) => ({ day: `d${i}`, value: i * 10 })), lastOfRun);
    expect(weeks[0]).toEqual({ day: 'd0', value: 60 });
    expect(weeks.at(-1)).toEqual({ day: 'd98', value: 990 });
  });
});
