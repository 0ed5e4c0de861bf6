/** Adding a designation (issue 12 §2), audited as `designation.create` in its transaction. */
import type { Designation } from '~/lib/designations/model';
import type { CreateDesignationInput } from '~/lib/designations/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { AUDITED, checkDesignation, toDesignation, uniqueDesignation } from '~/server/designations/designation-context';
import { designations } from '~/server/designations/schema';

/** @throws 400 for an unknown or archived department; 409 for a title its department has */
export function createDesignation(db: Database, context: AuditContext, input: CreateDesignationInput): Promise<Designation> {
  return uniqueDesignation(() =>
    db.transaction(async (tx) => {
      await checkDesignation(tx, input.departmentId, input.title);
      const [row] = await tx.insert(designations).values(input).returning();
      await recordAudit(tx, context, {
        action: 'designation.create',
        entityType: 'designation',
        entityId: row!.id,
        entityLabel: row!.title,
        changes: diffChanges(null, row!, AUDITED),
      });
      return toDesignation(row!, 0);
    }),
  );
}
