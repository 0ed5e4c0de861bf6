/**
 * Changing an employee (issue 12 §3): any field, and disabling or enabling it. Disabling ends its
 * sessions at once and voids an open invitation link.
 */
import { eq, sql } from 'drizzle-orm';
import type { Employee } from '~/lib/employees/model';
import type { UpdateEmployeeInput } from '~/lib/employees/schemas';
import type { UserDetails } from '~/lib/types';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { users } from '~/server/auth/schema';
import {
  audited,
  AUDITED,
  checkPlacement,
  checkRole,
  columns,
  EMPLOYEE_MESSAGES,
  label,
  lockTarget,
  readEmployee,
  uniqueEmail,
  type EmployeeDeps,
  type UserRow,
} from '~/server/employees/employee-context';
import { conflict } from '~/server/http/errors';
import { voidInvitationTokens } from '~/server/invitations/tokens';

/** @throws 409 for an invited account's status, or for disabling your own account */
export function checkStatusChange(me: UserDetails, row: UserRow, status: UpdateEmployeeInput['status']): void {
  if (!status || status === row.status) return;
  if (row.status === 'invited') throw conflict(status === 'disabled' ? EMPLOYEE_MESSAGES.invitedDisable : EMPLOYEE_MESSAGES.invitedEnable);
  if (status === 'disabled' && row.id === me.id) throw conflict(EMPLOYEE_MESSAGES.selfDisable);
}

/**
 * Changes any field of employee `id`; `{status: 'disabled'}` ends its sessions at once.
 * @returns the employee after the change
 * @throws 404; 403 for an employee or a role beyond `me`'s permissions; 400 for a wrong placement;
 *   409 for your own account's disabling or an invited account's status; 409 at `email` for a taken email
 */
export async function updateEmployee(
  { db, revokeSessions }: Pick<EmployeeDeps, 'db' | 'revokeSessions'>,
  me: UserDetails,
  context: AuditContext,
  id: string,
  input: UpdateEmployeeInput,
): Promise<Employee> {
  const after = await uniqueEmail(() =>
    db.transaction(async (tx) => {
      const row = await lockTarget(tx, me, id);
      if (input.roleId !== undefined && input.roleId !== row.roleId) await checkRole(tx, me, input.roleId);
      checkStatusChange(me, row, input.status);
      const departmentId = input.departmentId ?? row.departmentId;
      const designationId = input.designationId ?? row.designationId;
      if ((input.departmentId !== undefined || input.designationId !== undefined) && departmentId && designationId) {
        await checkPlacement(tx, departmentId, designationId);
      }
      const before = await readEmployee(tx, id);
      await tx.update(users).set({ ...columns(input), updatedAt: sql`now()` }).where(eq(users.id, id));
      const after = await readEmployee(tx, id);
      const changes = diffChanges(audited(before), audited(after), AUDITED);
      if (Object.keys(changes).length > 0) {
        // A disabled account's open invitation must not let it back in.
        if (after.status === 'disabled') await voidInvitationTokens(tx, id);
        await recordAudit(tx, context, { action: 'employee.update', entityType: 'employee', entityId: id, entityLabel: label(row), changes });
      }
      return after;
    }),
  );
  // After the commit: a request arriving in between already finds the account disabled.
  if (after.status === 'disabled') await revokeSessions(after.id);
  return after;
}
