/**
 * Importing employees from a spreadsheet (issue 12 §4). `check` is the dry run: every row's errors by
 * spreadsheet row and column — the registration form's yup schema, duplicates inside the file and
 * against existing accounts, unknown or archived department/designation/role, a designation of
 * another department, a role the caller may not grant (src/server/access/manage.ts); a role is named
 * by its code or its label. `commit` checks again inside one transaction and imports every row or
 * none; one `employee.create` (and invitation) entry per employee plus one `employee.import` with the
 * count; invitations leave after the commit.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { ValidationError } from 'yup';
import { createEmployeeSchema } from '~/lib/employees/schemas';
import type { ImportColumn, ImportPreview, ImportRowError } from '~/lib/employees/transfer';
import type { UserDetails } from '~/lib/types';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { Transaction } from '~/server/auth/deps';
import type { Database } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { departments, designations, roles, users } from '~/server/db/schema';
import { lacking } from '~/lib/access/manage';
import { ACCESS_MESSAGES, mayGrant } from '~/server/access/manage';
import { toEmployee } from '~/server/employees/queries';
import { asInvited, audited, AUDITED, EMPLOYEE_MESSAGES, label, NEXT_EMPLOYEE_CODE, NO_PASSWORD } from '~/server/employees/service';
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
 * A role as a file may name it (issue 26 defect 4): its code ('hr_manager') or its label as the
 * console shows it ('Hr manager', 'HR  MANAGER'): case ignored, spaces and underscores alike.
 */
const roleKey = (s: string) => byName(s).split(/[\s_]+/).join('_');

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
      reader.select({ id: roles.id, name: roles.name, permissions: roles.permissions }).from(roles),
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
      else if (!mayGrant(me, r)) fail('role', r.name === SUPER_ADMIN_ROLE ? ACCESS_MESSAGES.superAdminRole : ACCESS_MESSAGES.grant(r.name, lacking(me, r.permissions)));

      if (errors.length === before && form && dept && desig && r) {
        ready.push({ ...form, last_name: form.last_name ?? '', departmentId: dept.id, designationId: desig.id, roleId: r.id });
      }
    }
    return { ready, errors };
  }

  /** Inserts `ready` as invited employees with their audit entries; the invitations to deliver after the commit. */
  async function insertAll(tx: Transaction, context: AuditContext, ready: ReadyRow[]): Promise<InvitationDelivery[]> {
    const roleName = new Map((await tx.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.id, r.name]));
    const deliveries: InvitationDelivery[] = [];
    for (let i = 0; i < ready.length; i += INSERT_BATCH) {
      const inserted = await tx
        .insert(users)
        .values(
          ready.slice(i, i + INSERT_BATCH).map((r) => ({
            firstName: r.first_name,
            lastName: r.last_name,
            email: r.email,
            contact: r.contact,
            departmentId: r.departmentId,
            designationId: r.designationId,
            roleId: r.roleId,
            joinedOn: sql`current_date`,
            employeeCode: NEXT_EMPLOYEE_CODE,
            passwordHash: NO_PASSWORD,
            isSuperAdmin: false,
            status: 'invited' as const,
          })),
        )
        .returning();
      for (const row of inserted) {
        const data = toEmployee(row, { id: row.roleId, name: roleName.get(row.roleId) ?? '' });
        await recordAudit(tx, context, {
          action: 'employee.create',
          entityType: 'employee',
          entityId: row.id,
          entityLabel: label(row),
          changes: diffChanges(null, audited(data), AUDITED),
        });
        deliveries.push(await invitations.issue(tx, context, asInvited(row)));
      }
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
      let failed = 0;
      for (const delivery of deliveries) if (!(await invitations.deliver(delivery))) failed++;
      const imported = result.ready.length;
      return { imported, ready: imported, errors: [], message: failed ? IMPORT_MESSAGES.mailFailed(imported, failed) : IMPORT_MESSAGES.imported(imported) };
    },
  };
}

export type EmployeeImport = ReturnType<typeof employeeImport>;
