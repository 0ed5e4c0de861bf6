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

/**
 * The page of departments `url` names, and their heads' names by id (none without `withHeads`),
 * read in one call for the whole page: one call per head made a fresh view of the demo's six departments
 * take 10 ms (issue 28 §1). A head the call does not return (deleted since) goes without a name.
 */
export async function loadDepartmentList(http: Http, url: URL, withHeads: boolean) {
  const list = await loadList(departmentList, url, (query) => departmentsApi(http).list(query));
  const heads = new Map<string, string>();
  const ids = withHeads ? [...new Set(list.rows.flatMap((d) => (d.headEmployeeId ? [d.headEmployeeId] : [])))] : [];
  if (ids.length > 0) {
    const found = await employeesApi(http)
      .list({ ids: ids.join(','), pageSize: ids.length })
      .then((body) => body.data, () => []);
    for (const e of found) heads.set(e.id, `${e.first_name} ${e.last_name}`.trim());
  }
  return { list, heads };
}
