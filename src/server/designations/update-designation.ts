/** Changing a designation (issue 12 §2), audited as `designation.update` with its diff, when anything changed. */
import { eq, sql } from 'drizzle-orm';
import type { Designation } from '~/lib/designations/model';
import type { UpdateDesignationInput } from '~/lib/designations/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { AUDITED, checkDesignation, DESIGNATION_MESSAGES, findDesignation, lockDesignation, uniqueDesignation } from '~/server/designations/designation-context';
import { designations } from '~/server/designations/schema';
import { conflict } from '~/server/http/errors';

/**
 * Changes any field. Moving a designation that employees hold to another department is refused,
 * as their department would no longer match it.
 * @throws 404; 400 for an unknown or archived department; 409 for a taken title or a held designation's move
 */
export function updateDesignation(db: Database, context: AuditContext, id: string, input: UpdateDesignationInput): Promise<Designation> {
  return uniqueDesignation(() =>
    db.transaction(async (tx) => {
      const before = await lockDesignation(tx, id);
      const departmentId = input.departmentId ?? before.departmentId;
      const moved = departmentId !== before.departmentId;
      if (moved && before.employeeCount > 0) throw conflict(DESIGNATION_MESSAGES.hasEmployees(before.employeeCount));
      if (input.title !== undefined || moved) await checkDesignation(tx, departmentId, input.title ?? before.title, id, moved);
      const changes = diffChanges(before, { ...before, ...input }, AUDITED);
      if (Object.keys(changes).length === 0) return before;
      await tx.update(designations).set({ ...input, updatedAt: sql`now()` }).where(eq(designations.id, id));
      const after = await findDesignation(tx, id);
      await recordAudit(tx, context, { action: 'designation.update', entityType: 'designation', entityId: id, entityLabel: after.title, changes });
      return after;
    }),
  );
}
