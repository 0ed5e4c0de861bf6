/** Changing a department (issue 12 §1), audited as `department.update` with its diff, when anything changed. */
import { eq, sql } from 'drizzle-orm';
import type { Department } from '~/lib/departments/model';
import type { UpdateDepartmentInput } from '~/lib/departments/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { AUDITED, checkDepartment, departmentFields, findDepartment, lockDepartment, uniqueDepartment } from '~/server/departments/department-context';
import { departments } from '~/server/departments/schema';

/** @throws 404; 409 for a taken name or code; 400 when the head is no employee */
export function updateDepartment(db: Database, context: AuditContext, id: string, input: UpdateDepartmentInput): Promise<Department> {
  return uniqueDepartment(() =>
    db.transaction(async (tx) => {
      const before = await lockDepartment(tx, id);
      await checkDepartment(tx, input, id);
      const changes = diffChanges(before, { ...before, ...departmentFields(input) }, AUDITED);
      if (Object.keys(changes).length === 0) return before;
      await tx.update(departments).set({ ...departmentFields(input), updatedAt: sql`now()` }).where(eq(departments.id, id));
      const after = await findDepartment(tx, id);
      await recordAudit(tx, context, { action: 'department.update', entityType: 'department', entityId: id, entityLabel: after.name, changes });
      return after;
    }),
  );
}
