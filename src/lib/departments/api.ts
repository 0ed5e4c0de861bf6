/**
 * Calls of the departments API (issue 12 §1, base /departments), resolving to `{message, data}` or
 * rejecting with an ApiError carrying the server's message.
 */
import type { Http } from '~/lib/api/http';
import type { Department } from '~/lib/departments/model';
import type { CreateDepartmentInput, DepartmentListQuery, UpdateDepartmentInput } from '~/lib/departments/schemas';
import { listParams, type KeysetListBody } from '~/lib/list-query';

/** A page of the list, keyset-paged (issue 28 §4). */
export type DepartmentListBody = KeysetListBody<Department>;

const one = (id: string) => `/departments/${encodeURIComponent(id)}`;

export function departmentsApi(http: Http) {
  return {
    /** GET /departments: one page by name; `q` matches name or code. */
    list: (params: Partial<DepartmentListQuery> = {}) => http.get<Department[]>('/departments', 'Failed to get the departments', listParams(params)) as Promise<DepartmentListBody>,
    /** GET /departments/options: every department's id, name and status, by name (no counts). */
    options: () => http.get<Pick<Department, 'id' | 'name' | 'status'>[]>('/departments/options', 'Failed to get the departments'),
    /** POST /departments (201). */
    add: (body: Partial<CreateDepartmentInput>) => http.send<Department>('post', '/departments', body, 'Failed to add the department'),
    /** PATCH /departments/{id}; archive is `{status: 'archived'}`. */
    update: (id: string, body: UpdateDepartmentInput) => http.send<Department>('patch', one(id), body, 'Failed to update the department'),
    /** DELETE /departments/{id}: 409 while it has employees. */
    remove: (id: string) => http.send<Department>('delete', one(id), undefined, 'Failed to delete the department'),
  };
}
