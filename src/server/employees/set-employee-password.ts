/**
 * Setting an employee's password (issue 12 §3) for them: an invited account becomes active and its
 * link void; every session of theirs ends.
 */
import { eq, sql } from 'drizzle-orm';
import type { Employee } from '~/lib/employees/model';
import type { SetEmployeePasswordInput } from '~/lib/employees/schemas';
import type { UserDetails } from '~/lib/types';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { hashPassword } from '~/server/auth/passwords';
import { users } from '~/server/auth/schema';
import { label, lockTarget, readEmployee, type EmployeeDeps } from '~/server/employees/employee-context';
import { voidInvitationTokens } from '~/server/invitations/tokens';

/**
 * Sets employee `id`'s password (an invited one becomes active, its link void) and ends its sessions.
 * @returns the employee after the change
 * @throws 404; 403 for an employee beyond `me`'s permissions
 */
export async function setEmployeePassword(
  { db, revokeSessions }: Pick<EmployeeDeps, 'db' | 'revokeSessions'>,
  me: UserDetails,
  context: AuditContext,
  id: string,
  input: SetEmployeePasswordInput,
): Promise<Employee> {
  const passwordHash = await hashPassword(input.password);
  const after = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, me, id);
    const status = row.status === 'invited' ? 'active' : row.status;
    await tx.update(users).set({ passwordHash, status, updatedAt: sql`now()` }).where(eq(users.id, id));
    if (row.status === 'invited') await voidInvitationTokens(tx, id);
    await recordAudit(tx, context, {
      action: 'employee.password_set',
      entityType: 'employee',
      entityId: id,
      entityLabel: label(row),
      changes: { password: ['[redacted]', '[redacted]'], ...diffChanges({ status: row.status }, { status }) },
    });
    return readEmployee(tx, id);
  });
  await revokeSessions(id);
  return after;
}
