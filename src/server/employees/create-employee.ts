/**
 * Registering an employee (issue 12 §3): an 'invited' account with the next code, its invitation
 * mailed after the commit (7-day link, src/server/invitations).
 */
import { sql } from 'drizzle-orm';
import type { Employee } from '~/lib/employees/model';
import type { CreateEmployeeInput } from '~/lib/employees/schemas';
import type { UserDetails } from '~/lib/types';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { users } from '~/server/auth/schema';
import {
  asInvited,
  audited,
  AUDITED,
  checkPlacement,
  checkRole,
  columns,
  deliverInvitation,
  label,
  NEXT_EMPLOYEE_CODE,
  NO_PASSWORD,
  readEmployee,
  uniqueEmail,
  type EmployeeDeps,
} from '~/server/employees/employee-context';

/**
 * Registers an 'invited' employee and mails its invitation.
 * @returns the message (the invitation sent, or saved but not mailed) and the employee
 * @throws 400 for an unknown role or a wrong department/designation; 403 for a role `me` may not
 *   grant; 409 at `email` for a taken email
 */
export async function createEmployee(
  { db, invitations }: Pick<EmployeeDeps, 'db' | 'invitations'>,
  me: UserDetails,
  context: AuditContext,
  input: CreateEmployeeInput,
): Promise<{ message: string; data: Employee }> {
  const { data, delivery } = await uniqueEmail(() =>
    db.transaction(async (tx) => {
      await checkRole(tx, me, input.roleId);
      await checkPlacement(tx, input.departmentId, input.designationId);
      const [row] = await tx
        .insert(users)
        .values({
          ...columns(input),
          joinedOn: input.joinedOn || sql`current_date`,
          employeeCode: NEXT_EMPLOYEE_CODE,
          passwordHash: NO_PASSWORD,
          isSuperAdmin: false,
          status: 'invited',
        })
        .returning();
      const data = await readEmployee(tx, row!.id);
      await recordAudit(tx, context, {
        action: 'employee.create',
        entityType: 'employee',
        entityId: row!.id,
        entityLabel: label(row!),
        changes: diffChanges(null, audited(data), AUDITED),
      });
      return { data, delivery: await invitations.issue(tx, context, asInvited(row!)) };
    }),
  );
  return { message: await deliverInvitation(invitations, delivery, `Invitation sent to ${data.email}.`), data };
}
