/**
 * The permission catalog with the roles holding each code (issue 11 §2): GET /permissions, and
 * PUT /permissions/{code}/roles, the role matrix turned the other way. A grant adds what the code
 * implies; a revoke is refused (409) while another permission of the role implies it. Each role
 * changed is checked as a role change (issue 27 §1) and audited in the one transaction.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { permissionLabel } from '~/lib/labels';
import { isPermission, PERMISSION_CATALOG, type Permission } from '~/lib/permissions';
import { parsePermission } from '~/lib/roles/catalog';
import { impliedBy, resolvePermissions } from '~/lib/roles/implied';
import type { PermissionListMeta, PermissionWithRoles } from '~/lib/roles/model';
import type { PermissionListQuery } from '~/lib/roles/schemas';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import { roles } from '~/server/auth/schema';
import type { Database, Tx } from '~/server/db/client';
import { assertMayChangeRole } from '~/server/access/manage';
import { badRequest, conflict, notFound } from '~/server/http/errors';
import { assertMayChange, ROLE_MESSAGES, roleChanges, type Caller, type RoleRow, type RolesDeps } from '~/server/roles/role-rows';

/** `q` typed in the search: matched against a permission's code and description, ignoring case. */
const matches = (q: string, entry: { code: string; description: string }) => !q || `${entry.code} ${entry.description}`.toLowerCase().includes(q.toLowerCase());

/**
 * GET /permissions: the catalog, filtered by the search, the `module` and the code of a `role`
 * holding the permission; `meta.roles` names every role (code and label).
 */
export async function listPermissions(db: Database, query: PermissionListQuery): Promise<{ data: PermissionWithRoles[]; meta: PermissionListMeta }> {
  const rows = await db.select({ name: roles.name, label: roles.label, system: roles.system, permissions: roles.permissions }).from(roles).orderBy(asc(roles.name));
  const data = PERMISSION_CATALOG.filter((p) => (!query.module || p.module === query.module) && matches(query.q, p))
    .map((entry) => ({
      code: entry.code,
      ...parsePermission(entry.code),
      module: entry.module,
      description: entry.description,
      roles: rows.filter((r) => r.system || r.permissions.includes(entry.code)).map((r) => r.name),
    }))
    .filter((p) => !query.role || p.roles.includes(query.role));
  return { data, meta: { roles: rows.map(({ name, label }) => ({ name, label })) } };
}

/** What `role` holds once `code` is granted (`on`) or revoked. @throws 409 when a permission left implies `code` */
function withOrWithout(role: RoleRow, code: Permission, on: boolean): string[] {
  if (on) return resolvePermissions([...role.permissions, code]);
  const rest = role.permissions.filter((p) => p !== code);
  const origin = impliedBy(rest).get(code);
  if (origin) throw conflict(`${permissionLabel(code)} is implied by ${permissionLabel(origin)} in the role ${role.label}; revoke that first.`);
  return rest;
}

/** Grants or revokes `code` on `role` (checked and audited); false when it already holds what `on` asks. */
async function setOne(tx: Tx, caller: Caller, role: RoleRow, code: Permission, on: boolean, audit: AuditContext): Promise<boolean> {
  if ((role.system || role.permissions.includes(code)) === on) return false;
  assertMayChange(caller, role);
  const permissions = withOrWithout(role, code, on);
  assertMayChangeRole(caller, role, permissions);
  await tx.update(roles).set({ permissions, updatedAt: sql`now()` }).where(eq(roles.id, role.id));
  await recordAudit(tx, audit, {
    action: on ? 'permission.grant' : 'permission.revoke',
    entityType: 'role',
    entityId: role.id,
    entityLabel: role.label,
    changes: { permission: [null, code], ...roleChanges(role, { ...role, permissions }) },
  });
  return true;
}

/**
 * PUT /permissions/{code}/roles: exactly the roles `roleIds` hold `code` afterwards.
 * @throws 400 unknown roles, 403 escalation, a role holding more than the caller, or own role, 404 unknown code, 409 system role or implied
 */
export async function setPermissionRoles(deps: RolesDeps, caller: Caller, code: string, roleIds: string[], audit: AuditContext): Promise<PermissionWithRoles> {
  if (!isPermission(code)) throw notFound(ROLE_MESSAGES.permissionNotFound);
  const wanted = new Set(roleIds);
  const changed: string[] = [];
  await deps.db.transaction(async (tx) => {
    const all = await tx.select().from(roles);
    const unknown = [...wanted].filter((id) => !all.some((r) => r.id === id));
    if (unknown.length > 0) throw badRequest(`Unknown roles: ${unknown.join(', ')}`);
    for (const role of all) if (await setOne(tx, caller, role, code, wanted.has(role.id), audit)) changed.push(role.name);
  });
  changed.forEach(deps.onRoleChange);
  const { data } = await listPermissions(deps.db, { q: '', module: '', role: '' });
  return data.find((p) => p.code === code)!;
}
