/**
 * Proration of a package change (issue 14 §4): what moving to another package costs, or credits, for
 * the rest of the customer's current period. Pure; runs on the server (the queue, approve) only, but
 * has no server dependency so it is unit-tested on its own.
 *
 * amount = (new price − old price) × days remaining ÷ days in the period, where
 * - price is the package's monthly or yearly price, by the customer's billing cycle (minor units);
 * - days are whole UTC calendar days: the period has `day(end) − day(start)` days and `day(end) − day(now)`
 *   remain, counting today (so on the period's first day every day remains, on its last day one does);
 * - the result is rounded to the minor unit, half away from zero (a 0.5 cent charge is 1 cent, a
 *   0.5 cent credit is −1 cent), so a charge and the mirror credit have the same size.
 */
import type { BillingCycle } from '~/lib/customers/model';

const DAY_MS = 86_400_000;

/** The UTC calendar day of `date`, as a day number since the epoch. */
const utcDay = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/** Whole UTC days from `from` to `to` (negative when `to` is earlier). */
export function wholeUtcDays(from: Date, to: Date): number {
  return utcDay(to) - utcDay(from);
}

/** Rounds to an integer, halves away from zero (Math.round sends −0.5 to 0). */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return value < 0 ? -rounded : rounded;
}

/** The price a customer on `cycle` pays for `pkg`, in minor units. */
export function cyclePrice(pkg: { monthlyPrice: number; yearlyPrice: number }, cycle: BillingCycle): number {
  return cycle === 'yearly' ? pkg.yearlyPrice : pkg.monthlyPrice;
}

export interface ProrationInput {
  /** The current package's price for the cycle, minor units. */
  oldPrice: number;
  /** The requested package's price for the cycle, minor units. */
  newPrice: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}

/**
 * The prorated charge (positive) or credit (negative) in minor units; 0 once the period has ended
 * or for an empty period. Days remaining never exceed the period (a change before it starts costs
 * the whole difference).
 */
export function prorate({ oldPrice, newPrice, periodStart, periodEnd, now }: ProrationInput): number {
  const total = wholeUtcDays(periodStart, periodEnd);
  if (total <= 0) return 0;
  const remaining = Math.min(Math.max(wholeUtcDays(now, periodEnd), 0), total);
  // An integer product over an integer: a true half is exact in binary, so rounding sees it as one.
  return roundHalfAwayFromZero(((newPrice - oldPrice) * remaining) / total) || 0;
}
