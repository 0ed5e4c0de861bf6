import { describe, expect, it } from 'vitest';
import { cyclePrice, prorate, roundHalfAwayFromZero, wholeUtcDays } from '~/lib/upgrade-requests/proration';

const at = (iso: string) => new Date(iso);

// November 2026 has 30 days; the year from 2026-11-01 to 2027-11-01 has 365.
const monthly = { periodStart: at('2026-11-01T00:00:00Z'), periodEnd: at('2026-12-01T00:00:00Z') };
const yearly = { periodStart: at('2026-11-01T00:00:00Z'), periodEnd: at('2027-11-01T00:00:00Z') };

// Business (14.99) → Business Plus (29.99) a month: 15.00 more; yearly 149.90 → 299.90: 150.00 more.
const upMonthly = { oldPrice: 1499, newPrice: 2999 };
const upYearly = { oldPrice: 14990, newPrice: 29990 };
const down = (p: { oldPrice: number; newPrice: number }) => ({ oldPrice: p.newPrice, newPrice: p.oldPrice });

describe('prorate', () => {
  it.each([
    ['first day', '2026-11-01T09:30:00Z', 1500],
    ['middle (15 of 30 days left)', '2026-11-16T23:59:00Z', 750],
    ['last day (1 of 30 days left)', '2026-11-30T12:00:00Z', 50],
  ])('charges an upgrade of a monthly period on its %s', (_, now, amount) => {
    expect(prorate({ ...upMonthly, ...monthly, now: at(now) })).toBe(amount);
    expect(prorate({ ...down(upMonthly), ...monthly, now: at(now) })).toBe(-amount);
  });

  it.each([
    ['first day', '2026-11-01T00:00:00Z', 15000],
    // 183 of 365 days: 15000 × 183 / 365 = 7520.547… → 7521
    ['middle (183 of 365 days left)', '2027-05-02T08:00:00Z', 7521],
    // 15000 / 365 = 41.095… → 41
    ['last day (1 of 365 days left)', '2027-10-31T23:00:00Z', 41],
  ])('charges an upgrade of a yearly period on its %s, and credits the downgrade', (_, now, amount) => {
    expect(prorate({ ...upYearly, ...yearly, now: at(now) })).toBe(amount);
    expect(prorate({ ...down(upYearly), ...yearly, now: at(now) })).toBe(-amount);
  });

  it('is nothing once the period has ended, and the whole difference before it starts', () => {
    expect(prorate({ ...upMonthly, ...monthly, now: at('2026-12-01T00:00:00Z') })).toBe(0);
    expect(prorate({ ...upMonthly, ...monthly, now: at('2027-03-01T00:00:00Z') })).toBe(0);
    expect(prorate({ ...upMonthly, ...monthly, now: at('2026-10-20T00:00:00Z') })).toBe(1500);
  });

  it('rounds a half cent away from zero for charges and credits alike', () => {
    // 1 cent × 15 / 30 = 0.5
    expect(prorate({ oldPrice: 0, newPrice: 1, ...monthly, now: at('2026-11-16T00:00:00Z') })).toBe(1);
    expect(prorate({ oldPrice: 1, newPrice: 0, ...monthly, now: at('2026-11-16T00:00:00Z') })).toBe(-1);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
  });
});

describe('wholeUtcDays and cyclePrice', () => {
  it('counts UTC calendar days, whatever the hour', () => {
    expect(wholeUtcDays(at('2026-11-30T23:59:59Z'), at('2026-12-01T00:00:00Z'))).toBe(1);
    expect(wholeUtcDays(at('2026-11-01T00:00:00Z'), at('2026-11-01T23:00:00Z'))).toBe(0);
  });

  it('takes the price of the billing cycle', () => {
    expect(cyclePrice({ monthlyPrice: 100, yearlyPrice: 1000 }, 'monthly')).toBe(100);
    expect(cyclePrice({ monthlyPrice: 100, yearlyPrice: 1000 }, 'yearly')).toBe(1000);
  });
});
