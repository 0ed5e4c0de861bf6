import { describe, expect, it } from 'vitest';
import { firstPeriodEnd } from '~/lib/customers/period';

describe('firstPeriodEnd', () => {
  const start = new Date('2026-01-31T10:00:00Z');
  it('ends a trial after its days', () => {
    expect(firstPeriodEnd(start, 'monthly', 14).toISOString()).toBe('2026-02-14T10:00:00.000Z');
  });
  it('ends a paid month on the same day next month, or the last day of a shorter month', () => {
    expect(firstPeriodEnd(start, 'monthly', 0).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(firstPeriodEnd(new Date('2026-03-15T00:00:00Z'), 'monthly', 0).toISOString()).toBe('2026-04-15T00:00:00.000Z');
  });
  it('ends a paid year a year later', () => {
    expect(firstPeriodEnd(start, 'yearly', 0).toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });
});
