/**
 * The first period of a converted lead (issue 14 §1): a trial of `trialDays` days, else one month or
 * one year by the billing cycle. A month from Jan 31 ends on the last day of February.
 */
import type { BillingCycle } from '~/lib/customers/model';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds `months` calendar months in UTC, clamping to the last day of the target month. */
function addMonths(start: Date, months: number): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}

/** The end of the first period that starts at `start`. */
export function firstPeriodEnd(start: Date, cycle: BillingCycle, trialDays: number): Date {
  if (trialDays > 0) return new Date(start.getTime() + trialDays * DAY_MS);
  return addMonths(start, cycle === 'yearly' ? 12 : 1);
}
