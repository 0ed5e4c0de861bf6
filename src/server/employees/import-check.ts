/**
 * The dry run of an employee import (issue 12 §4): every row's errors by spreadsheet row and column —
 * the registration form's yup schema, duplicates inside the file and against existing accounts,
 * unknown or archived department/designation/role, a designation of another department, a role the
 * caller may not grant (src/server/access/manage.ts); a role is named by its code or its label.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { ValidationError } from 'yup';
import { lacking } from '~/lib/access/manage';
import { createEmployeeSchema } from '~/lib/employees/schemas';
import type { ImportColumn, ImportRowError } from '~/lib/employees/transfer';
import { roleCode } from '~/lib/roles/names';
import type { UserDetails } from '~/lib/types';
import { ACCESS_MESSAGES, mayGrant } from '~/server/access/manage';
import { roles, users } from '~/server/auth/schema';
import { SUPER_ADMIN_ROLE } from '~/server/auth/users';
import type { Database } from '~/server/db/client';
import { departments } from '~/server/departments/schema';
import { designations } from '~/server/designations/schema';
import { EMPLOYEE_MESSAGES } from '~/server/employees/employee-context';
import type { SheetRow } from '~/server/employees/spreadsheet';

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
export const INSERT_BATCH = 500;

type Reader = Pick<Database, 'select'>;

/** A row ready to insert: the form's values and the resolved ids. */
export interface ReadyRow {
  first_name: string;
  last_name: string;
  email: string;
  contact: string;
  departmentId: string;
  designationId: string;
  roleId: string;
}

export interface Checked {
  ready: ReadyRow[];
  errors: ImportRowError[];
}

const byName = (s: string) => s.trim().toLowerCase();

/**
 * A role as a file may name it (issue 26 defect 4): its code ('hr_manager') or its name as the
 * console shows it ('HR Manager', 'hr  manager'): case ignored, spaces, hyphens and underscores alike.
 */
const roleKey = (s: string) => roleCode(s).replace(/_+/g, '_');

/** Every row's errors, and the rows ready when there are none. */
export async function checkRows(reader: Reader, me: UserDetails, rows: SheetRow[]): Promise<Checked> {
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
