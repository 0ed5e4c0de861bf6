/**
 * Sending an invited employee a new invitation link (issue 12 §3); the old one stops working.
 */
import type { Employee } from '~/lib/employees/model';
import type { UserDetails } from '~/lib/types';
import type { AuditContext } from '~/server/audit/record';
import { asInvited, deliverInvitation, EMPLOYEE_MESSAGES, lockTarget, readEmployee, type EmployeeDeps } from '~/server/employees/employee-context';
import { conflict } from '~/server/http/errors';

/**
 * Sends invited employee `id` a new link; the old one stops working.
 * @returns the message (sent again, or saved but not mailed) and the employee
 * @throws 404; 403 for an employee beyond `me`'s permissions; 409 when the account is not invited
 */
export async function resendInvitation(
  { db, invitations }: Pick<EmployeeDeps, 'db' | 'invitations'>,
  me: UserDetails,
  context: AuditContext,
  id: string,
): Promise<{ message: string; data: Employee }> {
  const { data, delivery } = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, me, id);
    if (row.status !== 'invited') throw conflict(EMPLOYEE_MESSAGES.notInvited);
    return { data: await readEmployee(tx, id), delivery: await invitations.issue(tx, context, asInvited(row), true) };
  });
  return { message: await deliverInvitation(invitations, delivery, `Invitation sent again to ${data.email}.`), data };
}
