/**
 * Calls of the designations API (issue 12 §2, base /designations).
 */
import type { Http } from '~/lib/api/http';
import type { Designation } from '~/lib/designations/model';
import type { CreateDesignationInput, DesignationListQuery, UpdateDesignationInput } from '~/lib/designations/schemas';
import { listParams, type KeysetListBody } from '~/lib/list-query';

/** A page of the list, keyset-paged (issue 28 §4). */
export type DesignationListBody = KeysetListBody<Designation>;

const one = (id: string) => `/designations/${encodeURIComponent(id)}`;

export function designationsApi(http: Http) {
  return {
    /** GET /designations: by department, level and title; `department` filters. */
    // The URL's query as typed: the API validates it and answers 400 for a bad value.
    /** GET /designations/options: every designation's id, title, department and status (no counts). */
    options: () => http.get<Pick<Designation, 'id' | 'title' | 'departmentId' | 'status'>[]>('/designations/options', 'Failed to get the designations'),
    list: (params: Partial<DesignationListQuery> = {}) => http.get<Designation[]>('/designations', 'Failed to get the designations', listParams(params)) as Promise<DesignationListBody>,
    /** POST /designations (201). */
    add: (body: Partial<CreateDesignationInput>) => http.send<Designation>('post', '/designations', body, 'Failed to add the designation'),
    /** PATCH /designations/{id}; archive is `{status: 'archived'}`. */
    update: (id: string, body: UpdateDesignationInput) => http.send<Designation>('patch', one(id), body, 'Failed to update the designation'),
    /** DELETE /designations/{id}: 409 while employees hold it. */
    remove: (id: string) => http.send<Designation>('delete', one(id), undefined, 'Failed to delete the designation'),
  };
}
