/**
 * Designations (issue 12 §2): job titles within a department, with a seniority level.
 */

/** Same lifecycle as a department: `archived` ones take no new employees. */
export const DESIGNATION_STATUSES = ['active', 'archived'] as const;
export type DesignationStatus = (typeof DESIGNATION_STATUSES)[number];

/** Seniority levels, 1 the most junior, for ordering. */
export const DESIGNATION_LEVEL_MIN = 1;
export const DESIGNATION_LEVEL_MAX = 20;

/** A designation as the API answers it (issue 12 §6). */
export interface Designation {
  id: string;
  title: string;
  departmentId: string;
  level: number;
  description: string;
  status: DesignationStatus;
  /** Employees (not deleted) holding the designation. */
  employeeCount: number;
}
