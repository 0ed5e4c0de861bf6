import { describe, expect, it } from 'vitest';
import { firstPeriodEnd, periodAt } from '~/lib/customers/period';

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

describe('periodAt (issue 26 defect 5)', () => {
  const at = (iso: string) => new Date(iso);
  const iso = (p: { start: Date; end: Date }) => [p.start.toISOString().slice(0, 10), p.end.toISOString().slice(0, 10)];
  const monthly = { status: 'active' as const, billingCycle: 'monthly' as const, start: at('2026-09-28T08:00:00Z'), end: at('2026-10-28T08:00:00Z') };

  it('keeps a period that has not ended', () => {
    expect(iso(periodAt(monthly, at('2026-10-27T23:00:00Z')))).toEqual(['2026-09-28', '2026-10-28']);
  });
  it('renews an ended monthly period at its end, as many times as it takes to reach now', () => {
    expect(iso(periodAt(monthly, at('2026-10-28T08:00:00Z')))).toEqual(['2026-10-28', '2026-11-28']);
    expect(iso(periodAt(monthly, at('2026-11-27T02:21:00Z')))).toEqual(['2026-10-28', '2026-11-28']);
    expect(iso(periodAt(monthly, at('2027-02-01T00:00:00Z')))).toEqual(['2027-01-28', '2027-02-28']);
  });
  it('renews a yearly period by years, and a trial into its first paid period', () => {
    const yearly = { ...monthly, billingCycle: 'yearly' as const };
    expect(iso(periodAt(yearly, at('2028-01-01T00:00:00Z')))).toEqual(['2027-10-28', '2028-10-28']);
    const trial = { status: 'trial' as const, billingCycle: 'monthly' as const, start: at('2026-10-01T00:00:00Z'), end: at('2026-10-15T00:00:00Z') };
    expect(iso(periodAt(trial, at('2026-10-20T00:00:00Z')))).toEqual(['2026-10-15', '2026-11-15']);
  });
  it('brings a period that ends on the 31st back to the 31st after a shorter month', () => {
    const end31 = { ...monthly, start: at('2026-12-31T00:00:00Z'), end: at('2027-01-31T00:00:00Z') };
    expect(iso(periodAt(end31, at('2027-03-05T00:00:00Z')))).toEqual(['2027-02-28', '2027-03-31']);
  });
  it('leaves a suspended or cancelled subscription in its last period', () => {
    for (const status of ['suspended', 'cancelled'] as const) {
      expect(iso(periodAt({ ...monthly, status }, at('2027-01-01T00:00:00Z')))).toEqual(['2026-09-28', '2026-10-28']);
    }
  });
});
