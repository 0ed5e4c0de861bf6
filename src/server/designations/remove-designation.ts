/**
 * Deleting a designation (issue 12 §2): only one no employee holds; a held one is archived instead.
 * Audited as `designation.delete`.
 */
import { eq } from 'drizzle-orm';
import type { Designation } from '~/lib/designations/model';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { AUDITED, DESIGNATION_MESSAGES, lockDesignation } from '~/server/designations/designation-context';
import { designations } from '~/server/designations/schema';
import { conflict } from '~/server/http/errors';

/** @throws 404; 409 naming how many employees hold it */
export function removeDesignation(db: Database, context: AuditContext, id: string): Promise<Designation> {
  return db.transaction(async (tx) => {
    const target = await lockDesignation(tx, id);
    if (target.employeeCount > 0) throw conflict(DESIGNATION_MESSAGES.hasEmployees(target.employeeCount));
    await tx.delete(designations).where(eq(designations.id, id));
    await recordAudit(tx, context, {
      action: 'designation.delete',
      entityType: 'designation',
      entityId: id,
      entityLabel: target.title,
      changes: diffChanges(target, null, AUDITED),
    });
    return target;
  });
}
