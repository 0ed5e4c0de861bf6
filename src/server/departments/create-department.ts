/** Adding a department (issue 12 §1), audited as `department.create` in its transaction. */
import type { Department } from '~/lib/departments/model';
import type { CreateDepartmentInput } from '~/lib/departments/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { AUDITED, checkDepartment, departmentFields, toDepartment, uniqueDepartment } from '~/server/departments/department-context';
import { departments } from '~/server/departments/schema';

/** @throws 409 for a taken name or code; 400 when the head is no employee */
export function createDepartment(db: Database, context: AuditContext, input: CreateDepartmentInput): Promise<Department> {
  return uniqueDepartment(() =>
    db.transaction(async (tx) => {
      await checkDepartment(tx, input);
      const [row] = await tx.insert(departments).values(departmentFields(input)).returning();
      await recordAudit(tx, context, {
        action: 'department.create',
        entityType: 'department',
        entityId: row!.id,
        entityLabel: row!.name,
        changes: diffChanges(null, row!, AUDITED),
      });
      return toDepartment(row!, 0);
    }),
  );
}
