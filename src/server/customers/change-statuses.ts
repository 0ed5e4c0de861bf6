/**
 * The status of many customers at once (issue 29 §2): the bulk form of updateCustomer's status change
 * (change-customer.ts), one transaction for the batch. Each customer is decided on its own: an
 * unknown one is refused with the single route's 404 message; the others take the status and its
 * reason and get the entry the single change writes (`customer.status_change`, or `customer.update`
 * when only the reason changed; none when nothing did), all under one request id.
 */
import { inArray } from 'drizzle-orm';
import type { CustomerStatus } from '~/lib/customers/model';
import type { BulkResult } from '~/lib/list/bulk';
import { diffChanges, recordAudits, type AuditContext, type AuditEntry } from '~/server/audit/record';
import { CUSTOMER_AUDITED, CUSTOMER_SERVICE_MESSAGES as M, toCustomer, type CustomerRow } from '~/server/customers/customer-context';
import { customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';
import { isUuid } from '~/server/db/like';

const audited = (row: CustomerRow) => ({ ...toCustomer(row), statusReason: row.statusReason });

/** Sets `status` with `reason` on customers `ids`. @returns each id done, or failed with its message */
export async function changeCustomerStatuses(db: Database, ids: readonly string[], status: CustomerStatus, reason: string, ctx: AuditContext): Promise<BulkResult> {
  const known = ids.filter(isUuid);
  return db.transaction(async (tx) => {
    const updatedAt = new Date();
    const before = new Map((known.length ? await tx.select().from(customers).where(inArray(customers.id, known)).orderBy(customers.id).for('update') : []).map((row) => [row.id, row]));
    const found = ids.filter((id) => before.has(id));
    const after = found.length ? await tx.update(customers).set({ status, statusReason: reason, updatedAt }).where(inArray(customers.id, found)).returning() : [];
    const entries: AuditEntry[] = [];
    for (const row of after) {
      const was = before.get(row.id)!;
      const changes = diffChanges(audited(was), audited(row), CUSTOMER_AUDITED);
      if (!Object.keys(changes).length) continue;
      const action = status !== was.status ? 'customer.status_change' : 'customer.update';
      entries.push({ action, entityType: 'customer', entityId: row.id, entityLabel: row.businessName, changes });
    }
    await recordAudits(tx, ctx, entries);
    return { done: found, failed: ids.filter((id) => !before.has(id)).map((id) => ({ id, message: M.notFound })) };
  });
}
