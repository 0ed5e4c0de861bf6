/**
 * Writing an employee import (issue 12 §4): the checked rows as invited employees, a batch of rows a
 * statement, with one `employee.create` entry and invitation per employee and one `employee.import`
 * with the count, inside the import's transaction.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { diffChanges, recordAudit, recordAudits, type AuditContext } from '~/server/audit/record';
import type { Transaction } from '~/server/auth/deps';
import { roles, users } from '~/server/auth/schema';
import { INSERT_BATCH, type ReadyRow } from '~/server/employees/import-check';
import { toEmployee, type EmployeeRow } from '~/server/employees/queries';
import { audited, AUDITED, label, NEXT_EMPLOYEE_CODE, NO_PASSWORD } from '~/server/employees/employee-context';
import type { InvitationDelivery, InvitationService } from '~/server/invitations/service';

/**
 * Inserts `ready` as invited employees (invited_at stamped for invitations.issueFirst), each field
 * one array parameter: Drizzle's multi-row insert writes every column of `users` for every row.
 * @returns the new rows, in the order of `ready`
 */
async function insertEmployees(tx: Transaction, ready: readonly ReadyRow[]): Promise<EmployeeRow[]> {
  const column = (c: AnyPgColumn) => sql.identifier(c.name);
  const list = (pick: (r: ReadyRow) => string) => sql.param(ready.map(pick));
  const u = users;
  const result = (await tx.execute(sql`
    insert into ${users} (${sql.join([u.firstName, u.lastName, u.email, u.contact, u.departmentId, u.designationId, u.roleId, u.joinedOn, u.employeeCode, u.passwordHash, u.isSuperAdmin, u.status, u.invitedAt].map(column), sql`, `)})
    select r.first_name, r.last_name, r.email, r.contact, r.department_id, r.designation_id, r.role_id, current_date, ${NEXT_EMPLOYEE_CODE}, ${NO_PASSWORD}, false, 'invited', now()
    from unnest(${list((r) => r.first_name)}::text[], ${list((r) => r.last_name)}::text[], ${list((r) => r.email)}::text[], ${list((r) => r.contact)}::text[],
      ${list((r) => r.departmentId)}::uuid[], ${list((r) => r.designationId)}::uuid[], ${list((r) => r.roleId)}::uuid[]) with ordinality
      as r(first_name, last_name, email, contact, department_id, designation_id, role_id, n)
    order by r.n
    returning ${column(u.id)} as "id", ${column(u.firstName)} as "firstName", ${column(u.lastName)} as "lastName", ${column(u.email)} as "email",
      ${column(u.contact)} as "contact", ${column(u.employeeCode)} as "employeeCode", ${column(u.departmentId)} as "departmentId",
      ${column(u.designationId)} as "designationId", ${column(u.roleId)} as "roleId", ${column(u.status)} as "status", ${column(u.joinedOn)}::text as "joinedOn"`)) as unknown as {
    rows: Omit<EmployeeRow, 'lastSignInAt'>[];
  };
  return result.rows.map((row) => ({ ...row, lastSignInAt: null }));
}

/**
 * Inserts `ready` as invited employees with their audit entries and invitations, INSERT_BATCH rows
 * a statement each (a statement per row made 5,000 rows take 19 s, issue 28 §2); the invitations
 * to deliver after the commit.
 */
export async function insertAll(tx: Transaction, invitations: InvitationService, context: AuditContext, ready: ReadyRow[]): Promise<InvitationDelivery[]> {
  const roleOf = new Map((await tx.select({ id: roles.id, name: roles.name, label: roles.label }).from(roles)).map((r) => [r.id, r]));
  const deliveries: InvitationDelivery[] = [];
  for (let i = 0; i < ready.length; i += INSERT_BATCH) {
    const inserted = await insertEmployees(tx, ready.slice(i, i + INSERT_BATCH));
    await recordAudits(
      tx,
      context,
      inserted.map((row) => ({
        action: 'employee.create',
        entityType: 'employee',
        entityId: row.id,
        entityLabel: label(row),
        changes: diffChanges(null, audited(toEmployee(row, roleOf.get(row.roleId) ?? { id: row.roleId, name: '', label: '' })), AUDITED),
      })),
    );
    deliveries.push(...(await invitations.issueFirst(tx, context, inserted.map((row) => ({ id: row.id, email: row.email, label: label(row), entityType: 'employee' })))));
  }
  await recordAudit(tx, context, { action: 'employee.import', entityType: 'employee', entityLabel: `${ready.length} employees`, changes: { rows: [null, ready.length] } });
  return deliveries;
}
