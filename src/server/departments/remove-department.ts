/**
 * Deleting a department (issue 12 §1): only one without employees (its designations go with it);
 * one that still has employees is archived instead. Audited as `department.delete`.
 */
import { eq } from 'drizzle-orm';
import type { Department } from '~/lib/departments/model';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { AUDITED, DEPARTMENT_MESSAGES, lockDepartment } from '~/server/departments/department-context';
import { departments } from '~/server/departments/schema';
import { conflict } from '~/server/http/errors';

/** @throws 404; 409 naming how many employees it still has */
export function removeDepartment(db: Database, context: AuditContext, id: string): Promise<Department> {
  return db.transaction(async (tx) => {
    // Locked: an employee's registration or move shares this lock, so none joins between count and delete.
    const target = await lockDepartment(tx, id);
    if (target.employeeCount > 0) throw conflict(DEPARTMENT_MESSAGES.hasEmployees(target.employeeCount));
    await tx.delete(departments).where(eq(departments.id, id));
    await recordAudit(tx, context, {
      action: 'department.delete',
      entityType: 'department',
      entityId: id,
      entityLabel: target.name,
      changes: diffChanges(target, null, AUDITED),
    });
    return target;
  });
}
