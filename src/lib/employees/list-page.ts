/**
 * What an employees list page (issue 12 §3) shows for its URL: the query the URL names and the API's
 * page of employees for it, or the API's message and the status the page answers with. The page
 * loads it in its own frontmatter: a status set once its layout has started streaming is lost.
 */
import { ApiError, type Http } from '~/lib/api/http';
import { employeesApi, type EmployeeListBody } from '~/lib/employees/api';
import { EMPLOYEE_SORTS } from '~/lib/employees/model';
import { readListQuery, readPosition } from '~/lib/list-query';
import { listFailureStatus } from '~/lib/page-status';
import { KEYSET_CURSOR_PATTERN } from '~/lib/paginator';

export interface EmployeeListFilters {
  department: string;
  designation: string;
  role: string;
  status: string;
}

export interface EmployeeListLoad {
  q: string;
  /** '' is the default order (by name). */
  sort: string;
  filters: EmployeeListFilters;
  list?: EmployeeListBody;
  /** The API's message when it refused or failed; '' otherwise. */
  error: string;
  /** 200; 400 for a query the API refused (a cursor of another order, an unknown filter id); 502 when it failed. */
  status: number;
}

/**
 * Reads `url`'s search, filters, sort and keyset position and asks the API for that page.
 * @throws what is not an ApiError (a bug, not an answer)
 */
export async function loadEmployeeList(http: Http, url: URL): Promise<EmployeeListLoad> {
  const { q } = readListQuery(url);
  const param = (name: string) => url.searchParams.get(name) ?? '';
  const filters = { department: param('department'), designation: param('designation'), role: param('role'), status: param('status') };
  const sort = EMPLOYEE_SORTS.includes(param('sort')) ? param('sort') : '';
  try {
    const list = await employeesApi(http).list({ q, sort, ...filters, ...readPosition(url, KEYSET_CURSOR_PATTERN) });
    return { q, sort, filters, list, error: '', status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { q, sort, filters, error: error.message, status: listFailureStatus(error.status) };
  }
}
