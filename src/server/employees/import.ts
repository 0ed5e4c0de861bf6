/**
 * Importing employees from a spreadsheet (issue 12 §4). `check` is the dry run: every row's errors by
 * spreadsheet row and column — the registration form's yup schema, duplicates inside the file and
 * against existing accounts, unknown or archived department/designation/role, a designation of
 * another department, a role the caller may not grant (src/server/access/manage.ts); a role is named
 * by its code or its label. `commit` checks again inside one transaction and imports every row or
 * none; one `employee.create` (and invitation) entry per employee plus one `employee.import` with the
 * count, written a batch of rows at a time; invitations leave after the commit.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import pLimit from 'p-limit';
import { ValidationError } from 'yup';
import { createEmployeeSchema } from '~/lib/employees/schemas';
import type { ImportColumn, ImportPreview, ImportRowError } from '~/lib/employees/transfer';
import type { UserDetails } from '~/lib/types';
import { roleCode } from '~/lib/roles/names';
import { diffChanges, recordAudit, recordAudits, type AuditContext } from '~/server/audit/record';
import type { Transaction } from '~/server/auth/deps';
import { roles, users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { lacking } from '~/lib/access/manage';
import { ACCESS_MESSAGES, mayGrant } from '~/server/access/manage';
import { departments } from '~/server/departments/schema';
import { designations } from '~/server/designations/schema';
import { toEmployee, type EmployeeRow } from '~/server/employees/queries';
import { audited, AUDITED, EMPLOYEE_MESSAGES, label, NEXT_EMPLOYEE_CODE, NO_PASSWORD } from '~/server/employees/service';
import type { SheetRow } from '~/server/employees/spreadsheet';
import { conflict } from '~/server/http/errors';
import type { InvitationDelivery, InvitationService } from '~/server/invitations/service';
import { SUPER_ADMIN_ROLE } from '~/server/auth/users';

export const IMPORT_MESSAGES = {
  required: (what: string) => `${what} is required`,
  noDepartment: (name: string) => `No department is named "${name}".`,
  noDesignation: (title: string, department: string) => `The department ${department} has no designation "${title}".`,
  noRole: (name: string) => `No role is named "${name}".`,
  repeated: (row: number) => `This email is already in row ${row} of the file.`,
  refused: (errors: number) => `Nothing was imported: the file has ${errors} error${errors === 1 ? '' : 's'}. Fix the rows and import again.`,
  imported: (n: number) => `${n} employee${n === 1 ? '' : 's'} imported; their invitations are sent.`,
  mailFailed: (n: number, failed: number) =>
    `${n} employee${n === 1 ? '' : 's'} imported; ${failed} invitation${failed === 1 ? '' : 's'} could not be sent. Resend them from the list.`,
} as const;

/** The text columns checked by the registration form's schema, by their import column. */
const FORM_FIELDS = createEmployeeSchema.pick(['first_name', 'last_name', 'email', 'contact']);

/** Invitations mailed at once after the commit (a few SMTP connections, or as many files as Node writes at once). */
const MAILS_AT_ONCE = 4;

/** Rows inserted per statement: well below PostgreSQL's parameter limit. */
const INSERT_BATCH = 500;

type Reader = Pick<Database, 'select'>;

/** A row ready to insert: the form's values and the resolved ids. */
interface ReadyRow {
  first_name: string;
  last_name: string;
  email: string;
  contact: string;
  departmentId: string;
  designationId: string;
  roleId: string;
}

interface Checked {
  ready: ReadyRow[];
  errors: ImportRowError[];
}

const byName = (s: string) => s.trim().toLowerCase();

/**
 * A role as a file may name it (issue 26 defect 4): its code ('hr_manager') or its name as the
 * console shows it ('HR Manager', 'hr  manager'): case ignored, spaces, hyphens and underscores alike.
 */
const roleKey = (s: string) => roleCode(s).replace(/_+/g, '_');

export interface ImportDeps {
  db: Database;
  invitations: InvitationService;
}

export function employeeImport({ db, invitations }: ImportDeps) {
  /** Every row's errors, and the rows ready when there are none. */
  async function checkRows(reader: Reader, me: UserDetails, rows: SheetRow[]): Promise<Checked> {
    const [allDepartments, allDesignations, allRoles] = await Promise.all([
      reader.select({ id: departments.id, name: departments.name, status: departments.status }).from(departments),
      reader.select({ id: designations.id, title: designations.title, departmentId: designations.departmentId, status: designations.status }).from(designations),
      reader.select({ id: roles.id, name: roles.name, label: roles.label, permissions: roles.permissions }).from(roles),
    ]);
    const department = new Map(allDepartments.map((d) => [byName(d.name), d]));
    const designation = new Map(allDesignations.map((d) => [`${d.departmentId}/${byName(d.title)}`, d]));
    const titles = new Set(allDesignations.map((d) => byName(d.title)));
    const role = new Map(allRoles.map((r) => [roleKey(r.name), r]));

    const emails = [...new Set(rows.map((r) => r.cells.email.toLowerCase()).filter(Boolean))];
    const taken = new Set<string>();
    for (let i = 0; i < emails.length; i += INSERT_BATCH) {
      const found = await reader
        .select({ email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(and(isNull(users.deletedAt), inArray(sql`lower(${users.email})`, emails.slice(i, i + INSERT_BATCH))));
      for (const f of found) taken.add(f.email);
    }

    const errors: ImportRowError[] = [];
    const ready: ReadyRow[] = [];
    const firstRowOf = new Map<string, number>();
    for (const { row, cells } of rows) {
      const before = errors.length;
      const fail = (field: ImportColumn, message: string) => errors.push({ row, field, message });
      let form: Pick<ReadyRow, 'first_name' | 'last_name' | 'email' | 'contact'> | undefined;
      try {
        form = await FORM_FIELDS.validate(
          { first_name: cells.first_name, last_name: cells.last_name, email: cells.email, contact: cells.contact },
          { abortEarly: false, stripUnknown: true },
        );
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        const seen = new Set<string>();
        for (const inner of error.inner.length ? error.inner : [error]) {
          const field = (inner.path ?? 'first_name') as ImportColumn;
          if (!seen.has(field)) fail(field, inner.message);
          seen.add(field);
        }
      }
      const email = cells.email.toLowerCase();
      if (email) {
        const first = firstRowOf.get(email);
        if (first !== undefined) fail('email', IMPORT_MESSAGES.repeated(first));
        else {
          firstRowOf.set(email, row);
          if (taken.has(email)) fail('email', EMPLOYEE_MESSAGES.emailTaken);
        }
      }

      const dept = department.get(byName(cells.department));
      if (!cells.department) fail('department', IMPORT_MESSAGES.required('Department'));
      else if (!dept) fail('department', IMPORT_MESSAGES.noDepartment(cells.department));
      else if (dept.status !== 'active') fail('department', EMPLOYEE_MESSAGES.departmentArchived);
      const desig = dept && designation.get(`${dept.id}/${byName(cells.designation)}`);
      if (!cells.designation) fail('designation', IMPORT_MESSAGES.required('Designation'));
      else if (dept && !desig) {
        fail('designation', titles.has(byName(cells.designation)) ? EMPLOYEE_MESSAGES.designationElsewhere : IMPORT_MESSAGES.noDesignation(cells.designation, dept.name));
      } else if (desig && desig.status !== 'active') fail('designation', EMPLOYEE_MESSAGES.designationArchived);

      const r = role.get(roleKey(cells.role));
      if (!cells.role) fail('role', IMPORT_MESSAGES.required('Role'));
      else if (!r) fail('role', IMPORT_MESSAGES.noRole(cells.role));
      else if (!mayGrant(me, r)) fail('role', r.name === SUPER_ADMIN_ROLE ? ACCESS_MESSAGES.superAdminRole : ACCESS_MESSAGES.grant(r.label, lacking(me, r.permissions)));

      if (errors.length === before && form && dept && desig && r) {
        ready.push({ ...form, last_name: form.last_name ?? '', departmentId: dept.id, designationId: desig.id, roleId: r.id });
      }
    }
    return { ready, errors };
  }

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
  async function insertAll(tx: Transaction, context: AuditContext, ready: ReadyRow[]): Promise<InvitationDelivery[]> {
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

  return {
    /** The dry run: how many rows are ready and every row's errors; writes nothing. */
    async check(me: UserDetails, rows: SheetRow[]): Promise<ImportPreview> {
      const { ready, errors } = await checkRows(db, me, rows);
      return { ready: ready.length, errors };
    },

    /**
     * Imports every row in one transaction, or none when any row has an error (then `errors` says why).
     * @throws 409 when an email was taken by someone else meanwhile
     */
    async commit(me: UserDetails, context: AuditContext, rows: SheetRow[]): Promise<{ imported: number; ready: number; errors: ImportRowError[]; message: string }> {
      let result: Checked;
      let deliveries: InvitationDelivery[] = [];
      try {
        result = await db.transaction(async (tx) => {
          const checked = await checkRows(tx, me, rows);
          if (checked.errors.length === 0) deliveries = await insertAll(tx, context, checked.ready);
          return checked;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMPLOYEE_MESSAGES.emailTaken);
        throw error;
      }
      if (result.errors.length) return { imported: 0, ready: result.ready.length, errors: result.errors, message: IMPORT_MESSAGES.refused(result.errors.length) };
      const send = pLimit(MAILS_AT_ONCE);
      const failed = (await Promise.all(deliveries.map((delivery) => send(() => invitations.deliver(delivery))))).filter((sent) => !sent).length;
      const imported = result.ready.length;
      return { imported, ready: imported, errors: [], message: failed ? IMPORT_MESSAGES.mailFailed(imported, failed) : IMPORT_MESSAGES.imported(imported) };
    },
  };
}

export type EmployeeImport = ReturnType<typeof employeeImport>;
