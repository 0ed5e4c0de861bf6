/**
 * What may be done to departments (issue 12 §1, issue 25 §4): `ou:view|add|edit|delete::department`,
 * read by the page's guard (routes.ts needs `view`), its buttons and the API's guards
 * (server/departments/routes.ts).
 */
import type { Department } from '~/lib/departments/model';
import { crud, type PermissionHolder } from '~/lib/permissions';
import { allowed, rightsOf, type Rights } from '~/lib/rights';

export const DEPARTMENT_RIGHTS = {
  view: [crud('ou', 'view', 'department')],
  add: [crud('ou', 'add', 'department')],
  edit: [crud('ou', 'edit', 'department')],
  delete: [crud('ou', 'delete', 'department')],
} as const;

export type DepartmentRights = Rights<typeof DEPARTMENT_RIGHTS>;
export const departmentRights = (holder: PermissionHolder | null | undefined): DepartmentRights => rightsOf(DEPARTMENT_RIGHTS, holder);

export type OrgUnitAction = 'edit' | 'archive' | 'restore' | 'delete';

/** The row actions on a department or designation `row`: an active one is archived, an archived one restored. */
export function actionsFor(row: Pick<Department, 'status'>, rights: Pick<DepartmentRights, 'edit' | 'delete'>): OrgUnitAction[] {
  return allowed<OrgUnitAction>([
    ['edit', rights.edit],
    ['archive', rights.edit && row.status === 'active'],
    ['restore', rights.edit && row.status !== 'active'],
    ['delete', rights.delete],
  ]);
}
