/**
 * Staff changes to a customer (issue 14 §1, §3): its names and its status with a reason, and its
 * site secret, created or rotated and answered once. Each audited in its transaction.
 */
import { eq } from 'drizzle-orm';
import type { Customer } from '~/lib/customers/model';
import type { UpdateCustomerInput } from '~/lib/customers/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { CUSTOMER_AUDITED, CUSTOMER_SERVICE_MESSAGES as M, customerRow, toCustomer, type CustomerRow } from '~/server/customers/customer-context';
import { customers } from '~/server/customers/schema';
import { rotateSiteSecret } from '~/server/customers/site-secret';
import type { Database } from '~/server/db/client';
import { notFound } from '~/server/http/errors';

const audited = (row: CustomerRow) => ({ ...toCustomer(row), statusReason: row.statusReason });

/**
 * Changes the business and owner names and the status (a new status keeps its reason); audited as
 * `customer.status_change` when the status changed, else `customer.update`. @throws HttpError 404
 */
export async function updateCustomer(db: Database, id: string, input: UpdateCustomerInput, ctx: AuditContext): Promise<Customer> {
  const before = await customerRow(db, id);
  const { reason, ...fields } = input;
  const values = { ...fields, ...(input.status !== undefined ? { statusReason: reason ?? '' } : {}) };
  return db.transaction(async (tx) => {
    const [after] = await tx.update(customers).set({ ...values, updatedAt: new Date() }).where(eq(customers.id, id)).returning();
    const changes = diffChanges(audited(before), audited(after!), CUSTOMER_AUDITED);
    if (Object.keys(changes).length) {
      const action = input.status !== undefined && input.status !== before.status ? 'customer.status_change' : 'customer.update';
      await recordAudit(tx, ctx, { action, entityType: 'customer', entityId: id, entityLabel: after!.businessName, changes });
    }
    return toCustomer(after!);
  });
}

/** Creates or rotates the site secret; the secret is answered once, only its hash kept. @throws HttpError 404 */
export async function rotateCustomerSecret(db: Database, id: string, ctx: AuditContext): Promise<{ secret: string }> {
  const before = await customerRow(db, id);
  return db.transaction(async (tx) => {
    const secret = await rotateSiteSecret(tx, id);
    if (!secret) throw notFound(M.notFound);
    await recordAudit(tx, ctx, {
      action: before.siteSecretHash ? 'customer.site_secret_rotate' : 'customer.site_secret_create',
      entityType: 'customer',
      entityId: id,
      entityLabel: before.businessName,
      changes: { siteSecret: ['[redacted]', '[redacted]'] },
    });
    return { secret };
  });
}
