/**
 * Employees (issue 12 §3): staff accounts registered by HR, a thin factory over the use cases, each
 * in its own file (issue 25 §5). Registering one invites it (7-day link, src/server/invitations),
 * with a code from `employee_code_seq`; its designation must belong to its department, and its role
 * must be one the caller may grant; only an employee whose role the caller holds all of may be
 * changed (src/server/access/manage.ts, issue 27 §1). Disabling ends its sessions at once; delete is
 * soft (the audit history stays, the email is freed). Every write records its audit entry in its
 * transaction; invitations leave after the commit. Import and export: import.ts, export.ts.
 */
import type { CreateEmployeeInput, EmployeeListQuery, SetEmployeePasswordInput, UpdateEmployeeInput } from '~/lib/employees/schemas';
import type { UserDetails } from '~/lib/types';
import type { AuditContext } from '~/server/audit/record';
import { changeEmployees, type EmployeeBulkChange } from '~/server/employees/bulk-employees';
import { createEmployee } from '~/server/employees/create-employee';
import { resendInvitation } from '~/server/employees/resend-invitation';
import { setEmployeePassword } from '~/server/employees/set-employee-password';
import { readEmployee, type EmployeeDeps } from '~/server/employees/employee-context';
import { grantableRoles, listEmployees, roleChoices } from '~/server/employees/list-employees';
import { keptPerVersion } from '~/server/db/data-version';
import { removeEmployee } from '~/server/employees/remove-employee';
import { updateEmployee } from '~/server/employees/update-employee';

export {
  asInvited,
  audited,
  AUDITED,
  EMPLOYEE_MESSAGES,
  label,
  NEXT_EMPLOYEE_CODE,
  NO_PASSWORD,
  type EmployeeDeps,
} from '~/server/employees/employee-context';

/** Builds the employees service; each method is documented on its use case. */
export function employeeService(deps: EmployeeDeps) {
  const { db } = deps;
  // Every view of the employees list reads them for its role filter (issue 28 §1); who may grant
  // which is decided per caller, from the roles as the current data version has them.
  const roles = keptPerVersion(db, () => roleChoices(db));
  return {
    list: (query: EmployeeListQuery) => listEmployees(db, query),
    get: (id: string) => readEmployee(db, id),
    grantableRoles: (me: UserDetails) => grantableRoles(roles, me),
    create: (me: UserDetails, context: AuditContext, input: CreateEmployeeInput) => createEmployee(deps, me, context, input),
    update: (me: UserDetails, context: AuditContext, id: string, input: UpdateEmployeeInput) => updateEmployee(deps, me, context, id, input),
    remove: (me: UserDetails, context: AuditContext, id: string) => removeEmployee(deps, me, context, id),
    setPassword: (me: UserDetails, context: AuditContext, id: string, input: SetEmployeePasswordInput) => setEmployeePassword(deps, me, context, id, input),
    resendInvitation: (me: UserDetails, context: AuditContext, id: string) => resendInvitation(deps, me, context, id),
    changeMany: (me: UserDetails, context: AuditContext, ids: readonly string[], change: EmployeeBulkChange) => changeEmployees(deps, me, context, ids, change),
  };
}

export type EmployeeService = ReturnType<typeof employeeService>;
