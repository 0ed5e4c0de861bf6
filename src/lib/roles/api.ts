/**
 * Calls of the roles and permissions API (issue 11 §1–2). Each resolves to the `{message, data}`
 * body or rejects with an ApiError carrying the server's message (else the fallback here).
 */
import type { Http } from '~/lib/api/http';
import type { PermissionListMeta, PermissionWithRoles, Role, RoleListMeta } from '~/lib/roles/model';
import type { ApiBody } from '~/lib/types';

/** Body of GET /roles. */
export interface RoleListBody extends ApiBody<Role[]> {
  meta: RoleListMeta;
}

/** Body of GET /permissions. */
export interface PermissionListBody extends ApiBody<PermissionWithRoles[]> {
  meta: PermissionListMeta;
}

/** What a role form sends. */
export interface RoleInput {
  name: string;
  description: string;
  permissions: string[];
}

const FAIL = {
  list: 'Failed to get roles',
  get: 'Failed to get the role',
  save: 'Failed to save the role',
  remove: 'Failed to delete the role',
  duplicate: 'Failed to duplicate the role',
  permissions: 'Failed to get permissions',
  grant: 'Failed to update the permission',
};

/** The roles calls over `http`. */
export function rolesApi(http: Http) {
  return {
    /** GET /roles: one page by name; `q` searches name and description. */
    listRoles: (params: { q?: string; page?: number; pageSize?: number } = {}) =>
      http.get<Role[]>('/roles', FAIL.list, params) as Promise<RoleListBody>,
    getRole: (id: string) => http.get<Role>(`/roles/${encodeURIComponent(id)}`, FAIL.get),
    createRole: (body: RoleInput) => http.send<Role>('post', '/roles', body, FAIL.save),
    updateRole: (id: string, body: Partial<RoleInput>) => http.send<Role>('patch', `/roles/${encodeURIComponent(id)}`, body, FAIL.save),
    deleteRole: (id: string) => http.send<Role>('delete', `/roles/${encodeURIComponent(id)}`, undefined, FAIL.remove),
    duplicateRole: (id: string) => http.send<Role>('post', `/roles/${encodeURIComponent(id)}/duplicate`, undefined, FAIL.duplicate),
    /** GET /permissions: the catalog with the codes of the roles holding each entry; `meta.roles` labels every role. */
    listPermissions: (params: { q?: string; module?: string; role?: string } = {}) =>
      http.get<PermissionWithRoles[]>('/permissions', FAIL.permissions, params) as Promise<PermissionListBody>,
    /** PUT /permissions/{code}/roles: exactly these roles hold `code` afterwards. */
    setPermissionRoles: (code: string, roleIds: string[]) =>
      http.send<PermissionWithRoles>('put', `/permissions/${encodeURIComponent(code)}/roles`, { roles: roleIds }, FAIL.grant),
  };
}
