/**
 * Employees (issue 12 §3): the staff accounts (not super admins) as the API answers them.
 */
import type { AccountStatus } from '~/lib/auth/account-status';

/** An employee as the API answers it (issue 12 §6; names as spec §3 spells a user's). */
export interface Employee {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  contact: string;
  /** `EMP-00042`, assigned at registration. */
  employeeCode: string;
  departmentId: string | null;
  designationId: string | null;
  roleId: string;
  /** `label` is the role's name as people read it (issue 26 §8). */
  role: { id: string; name: string; label: string };
  status: AccountStatus;
  /** ISO date (YYYY-MM-DD). */
  joinedOn: string | null;
  /** ISO time of the last sign-in; null before the first. */
  lastSignInAt: string | null;
}

/** A role the signed-in user may give an employee (its permissions are all the caller's own). */
export interface GrantableRole {
  id: string;
  name: string;
  /** The name people read (issue 26 §8). */
  label: string;
}

/** The sorts of the list: `name`, `email`, `joined`, `lastSignIn`, each ascending or (`-name`) descending. */
export const EMPLOYEE_SORT_KEYS = ['name', 'email', 'joined', 'lastSignIn'] as const;
export type EmployeeSortKey = (typeof EMPLOYEE_SORT_KEYS)[number];
export const EMPLOYEE_SORTS = EMPLOYEE_SORT_KEYS.flatMap((key) => [key, `-${key}`]);

/** The two places the list lives (issue 12 §3); they differ only in their menu place. */
export const EMPLOYEE_LIST_PATHS = ['/owner-universe/dashboard/users/employees', '/owner-universe/dashboard/human-resource/employees'] as const;
export const EMPLOYEE_REGISTRATION_PATH = '/owner-universe/dashboard/human-resource/employees/employee-registration';

/** Formats a sequence number as the employee code, e.g. 42 → `EMP-00042`. */
export const employeeCode = (n: number) => `EMP-${String(n).padStart(5, '0')}`;
