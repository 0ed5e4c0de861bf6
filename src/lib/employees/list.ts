/**
 * The employees list (issue 12 §3) as the list kit reads it: the API's own schema (search, the
 * department, designation, role and status filters, sort, keyset paging), by name when the URL
 * names no order; and what a page of it needs besides: the departments and designations the user
 * may see (their names and filters) and the roles they may grant (the role filter, and the
 * employees they may act on).
 */
import type { Http } from '~/lib/api/http';
import { departmentsApi } from '~/lib/departments/api';
import { DEPARTMENT_RIGHTS } from '~/lib/departments/rights';
import { designationsApi } from '~/lib/designations/api';
import { DESIGNATION_RIGHTS } from '~/lib/designations/rights';
import { employeesApi } from '~/lib/employees/api';
import { employeeListQuerySchema, type EmployeeListQuery } from '~/lib/employees/schemas';
import type { ExportFormat } from '~/lib/employees/transfer';
import { loadList } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';
import { rightsOf } from '~/lib/rights';
import type { PermissionHolder } from '~/lib/permissions';

export const employeeList = defineList(employeeListQuerySchema, { defaults: { sort: 'name' } });

/** `read()`'s data, or none when it fails or `allowed` is false: a filter's choices are not worth failing the page for. */
const optional = async <T>(allowed: boolean, read: () => Promise<{ data: T[] }>): Promise<T[]> => (allowed ? read().then((body) => body.data, () => []) : []);

/** The page of employees `url` names, with the departments, designations and grantable roles. */
export async function loadEmployeeList(http: Http, url: URL, user: PermissionHolder) {
  const may = rightsOf({ departments: DEPARTMENT_RIGHTS.view, designations: DESIGNATION_RIGHTS.view }, user);
  const [list, departments, designations, roles] = await Promise.all([
    loadList(employeeList, url, (query) => employeesApi(http).list(query)),
    optional(may.departments, () => departmentsApi(http).options()),
    optional(may.designations, () => designationsApi(http).options()),
    optional(true, () => employeesApi(http).grantableRoles()),
  ]);
  return { list, departments, designations, roles };
}

/**
 * The address of the export of the list as `query` searches, filters and sorts it (issue 12 §5),
 * without its paging: the export takes every matching row.
 */
export function exportHref(query: EmployeeListQuery, format: ExportFormat): string {
  const given = [...employeeList.filters, 'sort'].flatMap((name) => {
    const value = query[name as keyof EmployeeListQuery];
    return typeof value === 'string' && value !== '' ? [[name, value]] : [];
  });
  return `/api/v1/employees/export?${new URLSearchParams([['format', format], ...given])}`;
}

export type EmployeeListLoad = Awaited<ReturnType<typeof loadEmployeeList>>;

/**
 * The list's filter selects: department, designation (named with its department) and role, each
 * only when the user may read its choices (an empty one is left out).
 */
export function employeeSelects({ departments, designations, roles }: Pick<EmployeeListLoad, 'departments' | 'designations' | 'roles'>) {
  const deptName = new Map(departments.map((d) => [d.id, d.name]));
  const option = (value: string, label: string) => ({ value, label });
  return [
    { name: 'department', label: 'Department', all: 'All departments', options: departments.map((d) => option(d.id, d.name)) },
    { name: 'designation', label: 'Designation', all: 'All designations', options: designations.map((d) => option(d.id, `${d.title} (${deptName.get(d.departmentId) ?? '—'})`)) },
    { name: 'role', label: 'Role', all: 'All roles', options: roles.map((r) => option(r.id, r.label)) },
  ].filter((s) => s.options.length > 0);
}
