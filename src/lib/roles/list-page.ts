/**
 * What the roles page and the Users index (issue 11 §1) show for their URL: the list's page, or with
 * `?new=1` / `?edit=<id>` the role to edit, or the API's message and the status the page answers
 * (issue 27 §9: a refused search or page 400, a role that is not there 404, a failure 502). Each
 * page loads it in its own frontmatter: a status set once its layout has started streaming is lost.
 */
import { ApiError, type Http } from '~/lib/api/http';
import { readListQuery } from '~/lib/list-query';
import { listFailureStatus, recordFailureStatus } from '~/lib/page-status';
import { can, crud } from '~/lib/permissions';
import { rolesApi, type RoleListBody } from '~/lib/roles/api';
import type { Role } from '~/lib/roles/model';
import type { UserDetails } from '~/lib/types';

export interface RolesPageLoad {
  /** `?new=1` by a user who may add roles. */
  creating: boolean;
  /** `?edit=<id>` by a user who may edit roles; '' otherwise. */
  editId: string;
  editing?: Role;
  list?: RoleListBody;
  /** The API's message when it refused or failed; '' otherwise. */
  problem: string;
  status: number;
}

/**
 * Reads `url` and asks the API for what it names.
 * @throws what is not an ApiError (a bug, not an answer)
 */
export async function loadRolesPage(http: Http, url: URL, user: UserDetails): Promise<RolesPageLoad> {
  const creating = can(user, crud('ou', 'add', 'roles')) && url.searchParams.get('new') === '1';
  const editId = can(user, crud('ou', 'edit', 'roles')) ? (url.searchParams.get('edit') ?? '') : '';
  const api = rolesApi(http);
  try {
    if (editId) return { creating, editId, editing: (await api.getRole(editId)).data, problem: '', status: 200 };
    if (creating || !can(user, crud('ou', 'view', 'roles'))) return { creating, editId, problem: '', status: 200 };
    const { q, page } = readListQuery(url);
    return { creating, editId, list: await api.listRoles({ q, page }), problem: '', status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { creating, editId, problem: error.message, status: editId ? recordFailureStatus(error.status) : listFailureStatus(error.status) };
  }
}
