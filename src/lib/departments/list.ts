/**
 * The departments list (issue 12 §1) as the list kit reads it: the API's schema (search name or
 * code, status, page), and the names of the rows' heads, read when the user may see employees.
 */
import type { Http } from '~/lib/api/http';
import { departmentsApi } from '~/lib/departments/api';
import { departmentListQuerySchema } from '~/lib/departments/schemas';
import { employeesApi } from '~/lib/employees/api';
import { loadList } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';

export const departmentList = defineList(departmentListQuerySchema);

/** The page of departments `url` names, and their heads' names by id (none without `withHeads`). */
export async function loadDepartmentList(http: Http, url: URL, withHeads: boolean) {
  const list = await loadList(departmentList, url, (query) => departmentsApi(http).list(query));
  const heads = new Map<string, string>();
  const ids = withHeads ? [...new Set(list.rows.flatMap((d) => (d.headEmployeeId ? [d.headEmployeeId] : [])))] : [];
  for (const found of await Promise.all(ids.map((id) => employeesApi(http).get(id).catch(() => undefined)))) {
    if (found) heads.set(found.data.id, `${found.data.first_name} ${found.data.last_name}`.trim());
  }
  return { list, heads };
}
