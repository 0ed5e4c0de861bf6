/**
 * The roles service (issue 11 §1–2): a thin factory over the use cases, one file each. Every write
 * resolves implied permissions, refuses escalation (a caller who is not a super admin grants only
 * what they hold, changes only a role they hold every permission of, before and after, issue 27 §1,
 * and never the role they hold), refuses changes to the system role, writes its audit entry in the
 * change's transaction, and then drops the cached sessions of the role's holders. Errors are
 * HttpErrors with the message the user sees; rows never leave the roles folder.
 */
import type { CreateRoleInput, PermissionListQuery, RoleListQuery, UpdateRoleInput } from '~/lib/roles/schemas';
import type { AuditContext } from '~/server/audit/record';
import { createRole, duplicateRole } from '~/server/roles/create-role';
import { listRoles } from '~/server/roles/list-roles';
import { listPermissions, setPermissionRoles } from '~/server/roles/permissions';
import { findRole, toRole, type Caller, type RolesDeps } from '~/server/roles/role-rows';
import { deleteRole, updateRole } from '~/server/roles/update-role';

export { ROLE_MESSAGES, type RolesDeps } from '~/server/roles/role-rows';

/** Builds the roles service; each method is documented on its use case. */
export function rolesService(deps: RolesDeps) {
  return {
    list: (query: RoleListQuery) => listRoles(deps.db, query),
    /** @throws 404 for an unknown id */
    get: async (id: string) => {
      const { row, holders } = await findRole(deps.db, id);
      return toRole(row, holders);
    },
    create: (caller: Caller, input: CreateRoleInput, audit: AuditContext) => createRole(deps, caller, input, audit),
    update: (caller: Caller, id: string, input: UpdateRoleInput, audit: AuditContext) => updateRole(deps, caller, id, input, audit),
    remove: (caller: Caller, id: string, audit: AuditContext) => deleteRole(deps, caller, id, audit),
    duplicate: (caller: Caller, id: string, audit: AuditContext) => duplicateRole(deps, caller, id, audit),
    permissions: (query: PermissionListQuery) => listPermissions(deps.db, query),
    setPermissionRoles: (caller: Caller, code: string, roleIds: string[], audit: AuditContext) => setPermissionRoles(deps, caller, code, roleIds, audit),
  };
}

export type RolesService = ReturnType<typeof rolesService>;
