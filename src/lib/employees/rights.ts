/**
 * What may be done to employees (issue 12 §3–§5, issue 25 §4): `ou:<action>::employee` for each
 * action, read by the list's buttons, the page guards (routes.ts) and the API's guards
 * (server/employees/routes.ts). Besides the permission, the server's rule for managing what you
 * lack (issue 27 §1, server/access/manage.ts) allows actions only on an employee whose role the
 * caller may grant; the list offers none on another, nor disabling, deleting or editing yourself here.
 */
import type { Employee } from '~/lib/employees/model';
import { crud, type PermissionHolder } from '~/lib/permissions';
import { allowed, rightsOf, type Rights } from '~/lib/rights';

export const EMPLOYEE_RIGHTS = {
  view: [crud('ou', 'view', 'employee')],
  /** Registering, and sending an invitation again. */
  add: [crud('ou', 'add', 'employee')],
  /** Editing, disabling and enabling. */
  edit: [crud('ou', 'edit', 'employee')],
  delete: [crud('ou', 'delete', 'employee')],
  password: [crud('ou', 'update_password', 'employee')],
  import: [crud('ou', 'access_import_button', 'employee')],
  exportExcel: [crud('ou', 'access_export_excel_button', 'employee')],
  exportPdf: [crud('ou', 'access_export_pdf_button', 'employee')],
} as const;

export type EmployeeRights = Rights<typeof EMPLOYEE_RIGHTS>;
export const employeeRights = (holder: PermissionHolder | null | undefined): EmployeeRights => rightsOf(EMPLOYEE_RIGHTS, holder);

export type EmployeeAction = 'edit' | 'disable' | 'enable' | 'password' | 'resend' | 'delete';

/** Who looks at the list: their own id, and the roles they may grant (the API's grantable roles). */
export interface EmployeeViewer {
  id: string;
  grantable: ReadonlySet<string>;
}

/**
 * The row actions on employee `row`, in display order: none on an employee whose role the viewer
 * may not grant; disable an active one, enable a disabled one, resend an invited one's invitation;
 * never edit, disable or delete yourself here (your own account is the profile's).
 */
export function actionsFor(row: Pick<Employee, 'id' | 'status' | 'roleId'>, rights: EmployeeRights, viewer: EmployeeViewer): EmployeeAction[] {
  if (!viewer.grantable.has(row.roleId)) return [];
  const other = row.id !== viewer.id;
  return allowed<EmployeeAction>([
    ['edit', rights.edit && other],
    ['disable', rights.edit && other && row.status === 'active'],
    ['enable', rights.edit && row.status === 'disabled'],
    ['password', rights.password],
    ['resend', rights.add && row.status === 'invited'],
    ['delete', rights.delete && other],
  ]);
}
