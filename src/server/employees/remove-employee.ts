/**
 * Deleting an employee (issue 12 §3), softly: it can no longer sign in, is listed nowhere, frees its
 * email and stops heading a department; its audit history stays.
 */
import { eq, sql } from 'drizzle-orm';
import type { Employee } from '~/lib/employees/model';
import type { UserDetails } from '~/lib/types';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { users } from '~/server/auth/schema';
import { departments } from '~/server/departments/schema';
import { audited, AUDITED, EMPLOYEE_MESSAGES, label, lockTarget, readEmployee, type EmployeeDeps } from '~/server/employees/employee-context';
import { conflict } from '~/server/http/errors';
import { voidInvitationTokens } from '~/server/invitations/tokens';

/**
 * Soft-deletes employee `id` and ends its sessions.
 * @returns the employee as it was
 * @throws 404; 403 for an employee beyond `me`'s permissions; 409 for your own account
 */
export async function removeEmployee({ db, revokeSessions }: Pick<EmployeeDeps, 'db' | 'revokeSessions'>, me: UserDetails, context: AuditContext, id: string): Promise<Employee> {
  const removed = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, me, id);
    if (row.id === me.id) throw conflict(EMPLOYEE_MESSAGES.selfDelete);
    const before = await readEmployee(tx, id);
    await tx.update(users).set({ deletedAt: sql`now()`, status: 'disabled', updatedAt: sql`now()` }).where(eq(users.id, id));
    await tx.update(departments).set({ headEmployeeId: null }).where(eq(departments.headEmployeeId, id));
    await voidInvitationTokens(tx, id);
    await recordAudit(tx, context, {
      action: 'employee.delete',
      entityType: 'employee',
      entityId: id,
      entityLabel: label(row),
      changes: diffChanges(audited(before), null, AUDITED),
    });
    return before;
  });
  await revokeSessions(removed.id);
  return removed;
}
