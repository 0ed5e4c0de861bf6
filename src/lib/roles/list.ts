/**
 * What the roles page and the Users index (issue 11 §1) show for their URL: the roles list as the
 * list kit reads it (the API's own schema: search, page), or with `?new=1` / `?edit=<id>` the role
 * editor and the role to edit, with the status the page answers (issue 27 §9: a refused search or
 * page 400, a role that is not there 404, a failure 502). Each page loads it in its own frontmatter:
 * a status set once its layout has started streaming is lost. The permission catalog's list too.
 */
import { mayChangeRole } from '~/lib/access/manage';
import { ApiError, type Http } from '~/lib/api/http';
import { loadList, type ListLoad } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';
import { recordFailureStatus } from '~/lib/page-status';
import { rolesApi } from '~/lib/roles/api';
import type { Role } from '~/lib/roles/model';
import { roleRights, type RoleManager } from '~/lib/roles/rights';
import { permissionListQuerySchema, roleListQuerySchema, type RoleListQuery } from '~/lib/roles/schemas';

export const roleList = defineList(roleListQuerySchema);
export const permissionList = defineList(permissionListQuerySchema);

/** The editor's part of the page: a new role, or the role of `?edit=`. */
export interface RoleEditorLoad {
  creating: boolean;
  editing?: Role;
  /** The API's message when it refused or failed; '' otherwise. */
  problem: string;
}

export interface RolesPageLoad {
  /** Set for `?new=1` by a user who may add roles, or `?edit=<id>` by one who may edit them. */
  editor?: RoleEditorLoad;
  list?: ListLoad<Role, RoleListQuery>;
  status: number;
}

/**
 * Reads `url` and asks the API for what it names.
 * @throws what is not an ApiError (a bug, not an answer)
 */
export async function loadRolesPage(http: Http, url: URL, user: RoleManager): Promise<RolesPageLoad> {
  const rights = roleRights(user);
  const creating = rights.add && url.searchParams.get('new') === '1';
  const editId = rights.edit ? (url.searchParams.get('edit') ?? '') : '';
  const api = rolesApi(http);
  if (creating && !editId) return { editor: { creating, problem: '' }, status: 200 };
  if (!editId) {
    const list = await loadList(roleList, url, (query) => api.listRoles(query));
    return { list, status: list.status };
  }
  try {
    return { editor: { creating: false, editing: (await api.getRole(editId)).data, problem: '' }, status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { editor: { creating: false, problem: error.message }, status: recordFailureStatus(error.status) };
  }
}

/** A role as the grant dialog lists it; `locked` when the caller may not change it (issue 27). */
export interface GrantableRole {
  id: string;
  name: string;
  label: string;
  system: boolean;
  locked: boolean;
}

/**
 * The permission catalog's page (issue 11 §2): the permissions the URL's search and filters find
 * (the API answers them all: one page), every role's label by its code, and, when `grantable`, the
 * roles the grant dialog offers (a failure to list them leaves the dialog out, not the page).
 * @throws what is not an ApiError (a bug, not an answer)
 */
export async function loadPermissionsPage(http: Http, url: URL, user: RoleManager, grantable: boolean) {
  const api = rolesApi(http);
  let labels = new Map<string, string>();
  const list = await loadList(permissionList, url, async (query) => {
    const { data, meta } = await api.listPermissions(query);
    labels = new Map(meta.roles.map((r) => [r.name, r.label]));
    return { data, meta: { page: 1, pageSize: Math.max(1, data.length), total: data.length } };
  });
  const roles: GrantableRole[] = grantable
    ? await api.listRoles({ pageSize: 100 }).then(
        (body) => body.data.map((r) => ({ id: r.id, name: r.name, label: r.label, system: r.system, locked: !r.system && !mayChangeRole(user, r) })),
        (error: unknown) => {
          if (error instanceof ApiError) return [];
          throw error;
        },
      )
    : [];
  return { list, labels, roles };
}
