/**
 * Subscription periods: the first period of a converted lead (issue 14 §1), a trial of `trialDays`
 * days, else one month or one year by the billing cycle (a month from Jan 31 ends on the last day of
 * February); and the period a subscription is in now, renewed at each end (issue 26 defect 5).
 */
import type { BillingCycle, CustomerStatus } from '~/lib/customers/model';

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

/** Statuses whose subscription renews at its period's end; a suspended or cancelled one keeps its last period. */
export const RENEWING_STATUSES: readonly CustomerStatus[] = ['trial', 'active', 'past_due'];

export interface Subscription {
  status: CustomerStatus;
  billingCycle: BillingCycle;
  start: Date;
  end: Date;
}

/**
 * The period that holds `now` (issue 26 defect 5): a renewing subscription whose period has ended
 * renews at each end by its billing cycle (a trial's end starts its first paid period), so a price
 * is never worked out against a past period. Months are counted from the stored end each time, so
 * a period ending on the 31st comes back to the 31st after a shorter month.
 */
export function periodAt(subscription: Subscription, now: Date): { start: Date; end: Date } {
  const { start, end } = subscription;
  if (end > now || !RENEWING_STATUSES.includes(subscription.status)) return { start, end };
  const months = subscription.billingCycle === 'yearly' ? 12 : 1;
  let cycles = 1;
  while (addMonths(end, cycles * months) <= now) cycles++;
  return { start: cycles === 1 ? end : addMonths(end, (cycles - 1) * months), end: addMonths(end, cycles * months) };
}
