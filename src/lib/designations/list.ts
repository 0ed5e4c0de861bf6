/**
 * The designations list (issue 12 §2) as the list kit reads it: the API's schema (search title,
 * department, status, page), and the departments: their names in the table, the department filter
 * and the form's choices, read when the user may see departments (else none).
 */
import type { Http } from '~/lib/api/http';
import { departmentsApi } from '~/lib/departments/api';
import { designationsApi } from '~/lib/designations/api';
import { designationListQuerySchema } from '~/lib/designations/schemas';
import { loadList } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';

export const designationList = defineList(designationListQuerySchema);

/** The page of designations `url` names, and the departments (none without `withDepartments`). */
export async function loadDesignationList(http: Http, url: URL, withDepartments: boolean) {
  const [list, departments] = await Promise.all([
    loadList(designationList, url, (query) => designationsApi(http).list(query)),
    withDepartments ? departmentsApi(http).options().then((body) => body.data, () => []) : [],
  ]);
  return { list, departments };
}
