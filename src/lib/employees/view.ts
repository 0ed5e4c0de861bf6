/**
 * Pure view helpers of the employees list (issue 12 §3): which row actions an employee offers to the
 * signed-in user. The rights are booleans the page computes on the server; the API checks again.
 */
import type { Employee } from '~/lib/employees/model';

export const EMPLOYEE_ACTION_KINDS = ['disable', 'enable', 'password', 'resend', 'delete'] as const;
export type EmployeeActionKind = (typeof EMPLOYEE_ACTION_KINDS)[number];

export interface EmployeeRights {
  edit: boolean;
  add: boolean;
  delete: boolean;
  password: boolean;
  meId: string;
}

/** The row actions besides Edit, in display order; never disable or delete yourself. */
export function employeeActions(e: Pick<Employee, 'id' | 'status'>, can: EmployeeRights): EmployeeActionKind[] {
  const self = e.id === can.meId;
  const out: EmployeeActionKind[] = [];
  if (e.status === 'active' && can.edit && !self) out.push('disable');
  if (e.status === 'disabled' && can.edit) out.push('enable');
  if (can.password) out.push('password');
  if (e.status === 'invited' && can.add) out.push('resend');
  if (can.delete && !self) out.push('delete');
  return out;
}

export const EMPLOYEE_ACTION_LABELS: Record<EmployeeActionKind, string> = {
  disable: 'Disable',
  enable: 'Enable',
  password: 'Set password',
  resend: 'Resend invitation',
  delete: 'Delete',
};
