/**
 * Calls of the employees API (issue 12 §3, base /employees).
 */
import type { Http } from '~/lib/api/http';
import type { Employee, GrantableRole } from '~/lib/employees/model';
import type { CreateEmployeeInput, EmployeeListQuery, SetEmployeePasswordInput, UpdateEmployeeInput } from '~/lib/employees/schemas';
import { listParams, type KeysetListBody } from '~/lib/list-query';

export type EmployeeListBody = KeysetListBody<Employee>;


const one = (id: string) => `/employees/${encodeURIComponent(id)}`;

export function employeesApi(http: Http) {
  return {
    /** GET /employees: one page, searched, filtered and sorted; `after`/`before`/`last` page by keyset (meta.before and meta.after are the neighbours' cursors). */
    list: (params: Partial<EmployeeListQuery> = {}) => http.get<Employee[]>('/employees', 'Failed to get the employees', listParams(params)) as Promise<EmployeeListBody>,
    /** GET /employees/{id}. */
    get: (id: string) => http.get<Employee>(one(id), 'Failed to get the employee'),
    /** GET /employees/grantable-roles: the roles the caller may give. */
    grantableRoles: () => http.get<GrantableRole[]>('/employees/grantable-roles', 'Failed to get the roles'),
    /** POST /employees (201): registers and invites. */
    add: (body: CreateEmployeeInput) => http.send<Employee>('post', '/employees', body, 'Failed to register the employee'),
    /** PATCH /employees/{id}; disable/enable is `{status}`. */
    update: (id: string, body: UpdateEmployeeInput) => http.send<Employee>('patch', one(id), body, 'Failed to update the employee'),
    /** DELETE /employees/{id} (soft). */
    remove: (id: string) => http.send<Employee>('delete', one(id), undefined, 'Failed to delete the employee'),
    /** PUT /employees/{id}/password: ends their sessions. */
    setPassword: (id: string, body: SetEmployeePasswordInput) => http.send<Employee>('put', `${one(id)}/password`, body, 'Failed to set the password'),
    /** POST /employees/{id}/invitation: a new link. */
    resendInvitation: (id: string) => http.send<Employee>('post', `${one(id)}/invitation`, undefined, 'Failed to resend the invitation'),
  };
}
