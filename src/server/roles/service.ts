/**
 * Roles and the permission catalog (issue 11 §1–2). Every write resolves implied permissions,
 * refuses escalation (a caller who is not a super admin grants only what they hold, changes only a
 * role they hold every permission of, before and after, issue 27 §1, and never the role they hold),
 * refuses changes to the system role, writes its audit entry in the change's
 * transaction, and then drops the cached sessions of the role's holders so that the change applies
 * on their next request. Errors are HttpErrors with the message the user sees; rows never leave
 * this module: it returns DTOs.
 */
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, isPermission, PERMISSION_CATALOG } from '~/lib/permissions';
import { parsePermission } from '~/lib/roles/catalog';
import { impliedBy, resolvePermissions } from '~/lib/roles/implied';
import type { PermissionWithRoles, Role, RoleListMeta } from '~/lib/roles/model';
import { roleLabel, ROLE_NAME_MAX } from '~/lib/roles/names';
import type { CreateRoleInput, PermissionListQuery, RoleListQuery, UpdateRoleInput } from '~/lib/roles/schemas';
import type { UserDetails } from '~/lib/types';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuditChanges } from '~/server/audit/schema';
import type { Database, Tx } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { roles } from '~/server/db/schema';
import { assertMayChangeRole, assertMayGrantPermissions } from '~/server/access/manage';
import { badRequest, conflict, forbidden, notFound } from '~/server/http/errors';

type RoleRow = typeof roles.$inferSelect;

/** Messages of the refusals that are not about one form field. */
export const ROLE_MESSAGES = {
  notFound: 'Role not found',
  permissionNotFound: 'Permission not found',
  system: 'The super_admin role is a system role: it cannot be renamed, edited or deleted.',
  ownRole: 'You cannot change the role you hold.',
} as const;

export const unknownPermissionsMessage = (codes: string[]) => `Unknown permissions: ${codes.join(', ')}`;
export const nameTakenMessage = (name: string) => `A role named ${name} already exists.`;
export const inUseMessage = (n: number) => `This role is assigned to ${n} ${n === 1 ? 'user' : 'users'}.`;

export interface RolesDeps {
  db: Database;
  /** Forgets cached sessions of the holders of the role named `name`, so a change applies at once. */
  onRoleChange: (name: string) => void;
}

/** The caller of a write: their details (super admin flag, role name and permissions). */
export type Caller = UserDetails;

// Spelled out: inside a subquery Drizzle would leave `id` unqualified, which then means users.id.
const userCount = sql<number>`(select count(*) from "users" holder where holder.role_id = "roles"."id")::int`.as('user_count');

function toRole(row: RoleRow, holders: number): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // The system role holds every permission, new ones included (DESIGN.md).
    permissions: row.system ? [...ALL_PERMISSIONS] : [...row.permissions].sort(),
    userCount: holders,
    system: row.system,
    requiresTwoFactor: row.requiresTwoFactor,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The resolved set of `requested`, or 400 naming the strings the catalog does not have. */
function resolveKnown(requested: readonly string[]): string[] {
  const unknown = [...new Set(requested.filter((p) => !isPermission(p)))];
  if (unknown.length > 0) throw badRequest(unknownPermissionsMessage(unknown), { permissions: unknownPermissionsMessage(unknown) });
  return resolvePermissions(requested);
}

/** 409 for the system role; 403 when a caller who is not a super admin would change their own role. */
function assertMayChange(caller: Caller, row: RoleRow): void {
  if (row.system) throw conflict(ROLE_MESSAGES.system);
  if (!caller.is_super_admin && caller.role.name === row.name) throw forbidden(ROLE_MESSAGES.ownRole);
}

/** Audit changes of a role: name and description as [before, after], permissions as added/removed lists. */
type AuditedRole = Pick<RoleRow, 'name' | 'description' | 'permissions' | 'requiresTwoFactor'>;

function roleChanges(before: AuditedRole | null, after: AuditedRole | null): AuditChanges {
  const changes = diffChanges(before, after, ['name', 'description', 'requiresTwoFactor']);
  const was = new Set(before?.permissions ?? []);
  const now = new Set(after?.permissions ?? []);
  const added = [...now].filter((p) => !was.has(p)).sort();
  const removed = [...was].filter((p) => !now.has(p)).sort();
  if (added.length) changes.permissionsAdded = [null, added];
  if (removed.length) changes.permissionsRemoved = [removed, null];
  return changes;
}

async function findRow(db: Database | Tx, id: string): Promise<{ row: RoleRow; holders: number }> {
  const [found] = await db.select({ row: roles, holders: userCount }).from(roles).where(eq(roles.id, id));
  if (!found) throw notFound(ROLE_MESSAGES.notFound);
  return found;
}

/** Inserts or updates, turning a duplicate name (any case) into a 409. */
async function saving<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(nameTakenMessage(name));
    throw error;
  }
}

/** `{name}_copy`, then `{name}_copy_2`, … the first free one (ignoring case), within the length limit. */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '_copy' : `_copy_${n}`;
    const candidate = `${name.slice(0, ROLE_NAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** GET /roles: one page by name, `q` matching name (spaces as underscores) or description. */
async function listRoles(db: Database, query: RoleListQuery): Promise<{ data: Role[]; meta: RoleListMeta }> {
  const q = query.q.trim();
  const pattern = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;
  const where = q ? or(ilike(roles.name, pattern(q.replace(/\s+/g, '_'))), ilike(roles.description, pattern(q))) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: roles, holders: userCount })
      .from(roles)
      .where(where)
      .orderBy(asc(roles.name))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(roles).where(where),
  ]);
  return {
    data: rows.map((r) => toRole(r.row, r.holders)),
    meta: { page: query.page, pageSize: query.pageSize, total: total?.value ?? 0 },
  };
}

async function createRole(deps: RolesDeps, caller: Caller, input: CreateRoleInput, audit: AuditContext): Promise<Role> {
  const permissions = resolveKnown(input.permissions);
  assertMayGrantPermissions(caller, permissions);
  const row = await saving(input.name, () =>
    deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(roles).values({ name: input.name, description: input.description, permissions, requiresTwoFactor: input.requiresTwoFactor }).returning();
      await recordAudit(tx, audit, { action: 'role.create', entityType: 'role', entityId: created!.id, entityLabel: created!.name, changes: roleChanges(null, created!) });
      return created!;
    }),
  );
  return toRole(row, 0);
}

async function updateRole(deps: RolesDeps, caller: Caller, id: string, input: UpdateRoleInput, audit: AuditContext): Promise<Role> {
  const { row: before } = await findRow(deps.db, id);
  assertMayChange(caller, before);
  const permissions = input.permissions ? resolveKnown(input.permissions) : before.permissions;
  assertMayChangeRole(caller, before, permissions);
  const next = {
    name: input.name ?? before.name,
    description: input.description ?? before.description,
    permissions,
    requiresTwoFactor: input.requiresTwoFactor ?? before.requiresTwoFactor,
  };
  const changes = roleChanges(before, next);
  if (Object.keys(changes).length === 0) return toRole(before, (await findRow(deps.db, id)).holders);
  await saving(next.name, () =>
    deps.db.transaction(async (tx) => {
      await tx.update(roles).set({ ...next, updatedAt: sql`now()` }).where(eq(roles.id, id));
      await recordAudit(tx, audit, { action: 'role.update', entityType: 'role', entityId: id, entityLabel: next.name, changes });
    }),
  );
  deps.onRoleChange(before.name);
  const { row, holders } = await findRow(deps.db, id);
  return toRole(row, holders);
}

async function deleteRole(deps: RolesDeps, caller: Caller, id: string, audit: AuditContext): Promise<Role> {
  return deps.db.transaction(async (tx) => {
    const { row, holders } = await findRow(tx, id);
    assertMayChange(caller, row);
    assertMayChangeRole(caller, row);
    if (holders > 0) throw conflict(inUseMessage(holders));
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit(tx, audit, { action: 'role.delete', entityType: 'role', entityId: id, entityLabel: row.name, changes: roleChanges(row, null) });
    return toRole(row, 0);
  });
}

async function duplicateRole(deps: RolesDeps, caller: Caller, id: string, audit: AuditContext): Promise<Role> {
  const { row: source } = await findRow(deps.db, id);
  const permissions = source.system ? [...ALL_PERMISSIONS] : source.permissions;
  assertMayGrantPermissions(caller, permissions);
  const taken = new Set((await deps.db.select({ name: roles.name }).from(roles)).map((r) => r.name.toLowerCase()));
  const name = copyName(source.name, taken);
  const row = await saving(name, () =>
    deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(roles).values({ name, description: source.description, permissions, requiresTwoFactor: source.requiresTwoFactor }).returning();
      await recordAudit(tx, audit, {
        action: 'role.duplicate',
        entityType: 'role',
        entityId: created!.id,
        entityLabel: name,
        changes: { ...roleChanges(null, created!), duplicateOf: [null, source.name] },
      });
      return created!;
    }),
  );
  return toRole(row, 0);
}

/** GET /permissions: the catalog with, for each code, the names of the roles holding it. */
async function listPermissions(db: Database, query: PermissionListQuery): Promise<PermissionWithRoles[]> {
  const rows = await db.select({ name: roles.name, system: roles.system, permissions: roles.permissions }).from(roles).orderBy(asc(roles.name));
  return PERMISSION_CATALOG.filter((p) => !query.module || p.module === query.module)
    .map((entry) => ({
      code: entry.code,
      ...parsePermission(entry.code),
      module: entry.module,
      description: entry.description,
      roles: rows.filter((r) => r.system || r.permissions.includes(entry.code)).map((r) => r.name),
    }))
    .filter((p) => !query.role || p.roles.includes(query.role));
}

/**
 * PUT /permissions/{code}/roles: exactly the roles `roleIds` hold `code` afterwards. A grant adds
 * what the code implies; a revoke is refused (409) while another permission of the role implies it.
 */
async function setPermissionRoles(deps: RolesDeps, caller: Caller, code: string, roleIds: string[], audit: AuditContext): Promise<PermissionWithRoles> {
  if (!isPermission(code)) throw notFound(ROLE_MESSAGES.permissionNotFound);
  const wanted = new Set(roleIds);
  const changed: string[] = [];
  await deps.db.transaction(async (tx) => {
    const all = await tx.select().from(roles);
    const unknown = [...wanted].filter((id) => !all.some((r) => r.id === id));
    if (unknown.length > 0) throw badRequest(`Unknown roles: ${unknown.join(', ')}`);
    for (const role of all) {
      const holds = role.system || role.permissions.includes(code);
      if (holds === wanted.has(role.id)) continue;
      assertMayChange(caller, role);
      let permissions: string[];
      if (wanted.has(role.id)) {
        permissions = resolvePermissions([...role.permissions, code]);
      } else {
        const rest: string[] = role.permissions.filter((p) => p !== code);
        const origin = impliedBy(rest).get(code);
        if (origin) throw conflict(`${code} is implied by ${origin} in the role ${roleLabel(role.name)}; revoke that first.`);
        permissions = rest;
      }
      assertMayChangeRole(caller, role, permissions);
      await tx.update(roles).set({ permissions, updatedAt: sql`now()` }).where(eq(roles.id, role.id));
      await recordAudit(tx, audit, {
        action: wanted.has(role.id) ? 'permission.grant' : 'permission.revoke',
        entityType: 'role',
        entityId: role.id,
        entityLabel: role.name,
        changes: { permission: [null, code], ...roleChanges(role, { ...role, permissions }) },
      });
      changed.push(role.name);
    }
  });
  changed.forEach(deps.onRoleChange);
  const [entry] = await listPermissions(deps.db, { module: '', role: '' }).then((list) => list.filter((p) => p.code === code));
  return entry!;
}

/** The roles service over `deps`. */
export function rolesService(deps: RolesDeps) {
  return {
    list: (query: RoleListQuery) => listRoles(deps.db, query),
    /** @throws 404 for an unknown id */
    get: async (id: string) => {
      const { row, holders } = await findRow(deps.db, id);
      return toRole(row, holders);
    },
    /** @throws 400 unknown permissions, 403 escalation, 409 name taken */
    create: (caller: Caller, input: CreateRoleInput, audit: AuditContext) => createRole(deps, caller, input, audit),
    /** @throws 400 unknown permissions, 403 escalation, a role holding more than the caller, or own role, 404, 409 system role or name taken */
    update: (caller: Caller, id: string, input: UpdateRoleInput, audit: AuditContext) => updateRole(deps, caller, id, input, audit),
    /** @throws 403 own role or a role holding more than the caller, 404, 409 system role or held by users */
    remove: (caller: Caller, id: string, audit: AuditContext) => deleteRole(deps, caller, id, audit),
    /** @throws 403 escalation, 404 */
    duplicate: (caller: Caller, id: string, audit: AuditContext) => duplicateRole(deps, caller, id, audit),
    permissions: (query: PermissionListQuery) => listPermissions(deps.db, query),
    /** @throws 400 unknown roles, 403 escalation, a role holding more than the caller, or own role, 404 unknown code, 409 system role or implied */
    setPermissionRoles: (caller: Caller, code: string, roleIds: string[], audit: AuditContext) =>
      setPermissionRoles(deps, caller, code, roleIds, audit),
  };
}

export type RolesService = ReturnType<typeof rolesService>;
