/**
 * Departments (issue 12 §1): the DTO the API answers and the page shows.
 */

/** `archived` departments keep their history but take no new employees. */
export const DEPARTMENT_STATUSES = ['active', 'archived'] as const;
export type DepartmentStatus = (typeof DEPARTMENT_STATUSES)[number];

/** A department as the API answers it (issue 12 §6). */
export interface Department {
  id: string;
  name: string;
  code: string;
  description: string;
  headEmployeeId: string | null;
  status: DepartmentStatus;
  /** Employees (not deleted) in the department. */
  employeeCount: number;
}
