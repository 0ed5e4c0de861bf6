/**
 * Renewal of subscriptions (issue 26 defect 5): every trial, active or past-due customer whose
 * current period has ended gets the period that holds now (lib/customers/period.ts), one
 * `customer.renew` audit entry each, in the transaction of its batch. Runs in the demo seed and
 * among the daily jobs; between two runs the prices of package changes work out the same period on
 * their own (upgrade-requests/service.ts), so none is priced against a past period.
 */
import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import { periodAt, RENEWING_STATUSES } from '~/lib/customers/period';
import { recordAudit, SYSTEM_AUDIT } from '~/server/audit/record';
import { customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';

/** Customers renewed per transaction. */
const BATCH = 500;

/** Renews every ended period of a renewing subscription as of `now`; resolves how many were renewed. */
export async function renewSubscriptions(db: Database, now = new Date()): Promise<number> {
  let renewed = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: customers.id, businessName: customers.businessName, status: customers.status, billingCycle: customers.billingCycle, start: customers.currentPeriodStart, end: customers.currentPeriodEnd })
        .from(customers)
        .where(and(lte(customers.currentPeriodEnd, now), inArray(customers.status, [...RENEWING_STATUSES])))
        .orderBy(asc(customers.currentPeriodEnd), asc(customers.id))
        .limit(BATCH)
        .for('update');
      if (due.length === 0) return 0;
      const next = due.map((c) => ({ ...c, next: periodAt(c, now) }));
      const rows = next.map((c) => ({ id: c.id, period_start: c.next.start.toISOString(), period_end: c.next.end.toISOString() }));
      await tx.execute(sql`
        update ${customers} c set current_period_start = p.period_start, current_period_end = p.period_end
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p(id uuid, period_start timestamptz, period_end timestamptz)
        where c.id = p.id`);
      for (const c of next) {
        await recordAudit(tx, SYSTEM_AUDIT, {
          action: 'customer.renew',
          entityType: 'customer',
          entityId: c.id,
          entityLabel: c.businessName,
          changes: { currentPeriodStart: [c.start.toISOString(), c.next.start.toISOString()], currentPeriodEnd: [c.end.toISOString(), c.next.end.toISOString()] },
        });
      }
      return due.length;
    });
    renewed += done;
    if (done < BATCH) return renewed;
  }
}
