/**
 * What every roles use case shares (issue 11 §1–2): the service's dependencies, its messages, and
 * the reads and checks around a role row. Rows never leave the roles folder: use cases return DTOs.
 */
import { eq, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, isPermission } from '~/lib/permissions';
import { resolvePermissions } from '~/lib/roles/implied';
import type { Role } from '~/lib/roles/model';
import { ROLE_NAME_MAX, roleCode } from '~/lib/roles/names';
import type { UserDetails } from '~/lib/types';
import { diffChanges } from '~/server/audit/record';
import type { AuditChanges } from '~/server/audit/schema';
import { roles } from '~/server/auth/schema';
import type { Database, Tx } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { findOr404 } from '~/server/db/find';
import { badRequest, conflict, forbidden } from '~/server/http/errors';
import { qualified } from '~/server/db/row-counter';

export type RoleRow = typeof roles.$inferSelect;

/** Messages of the refusals that are not about one form field. */
export const ROLE_MESSAGES = {
  notFound: 'Role not found',
  permissionNotFound: 'Permission not found',
  system: 'The Super Admin role is a system role: it cannot be renamed, edited or deleted.',
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

export const userCount = sql<number>`(select count(*) from "users" holder where holder.role_id = ${qualified(roles.id)})::int`.as('user_count');

/** The DTO of `row`, held by `holders` accounts. */
export function toRole(row: RoleRow, holders: number): Role {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
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

/** The role `id` with the number of its holders. @throws 404 */
export function findRole(db: Database | Tx, id: string): Promise<{ row: RoleRow; holders: number }> {
  return findOr404(db.select({ row: roles, holders: userCount }).from(roles).where(eq(roles.id, id)), ROLE_MESSAGES.notFound);
}

/** The resolved set of `requested`, or 400 naming the strings the catalog does not have. */
export function resolveKnown(requested: readonly string[]): string[] {
  const unknown = [...new Set(requested.filter((p) => !isPermission(p)))];
  if (unknown.length > 0) throw badRequest(unknownPermissionsMessage(unknown), { permissions: unknownPermissionsMessage(unknown) });
  return resolvePermissions(requested);
}

/** 409 for the system role; 403 when a caller who is not a super admin would change their own role. */
export function assertMayChange(caller: Caller, row: RoleRow): void {
  if (row.system) throw conflict(ROLE_MESSAGES.system);
  if (!caller.is_super_admin && caller.role.name === row.name) throw forbidden(ROLE_MESSAGES.ownRole);
}

/** What an audit entry of a role compares. */
type AuditedRole = Pick<RoleRow, 'name' | 'label' | 'description' | 'permissions' | 'requiresTwoFactor'>;

/** Audit changes of a role: name, label and description as [before, after], permissions as added/removed lists. */
export function roleChanges(before: AuditedRole | null, after: AuditedRole | null): AuditChanges {
  const changes = diffChanges(before, after, ['name', 'label', 'description', 'requiresTwoFactor']);
  const was = new Set(before?.permissions ?? []);
  const now = new Set(after?.permissions ?? []);
  const added = [...now].filter((p) => !was.has(p)).sort();
  const removed = [...was].filter((p) => !now.has(p)).sort();
  if (added.length) changes.permissionsAdded = [null, added];
  if (removed.length) changes.permissionsRemoved = [removed, null];
  return changes;
}

/** A role's name as typed (`label`) and the code derived from it (`name`). */
export const named = (label: string) => ({ label, name: roleCode(label) });

/**
 * Runs an insert or update of a role named `label`, turning a taken code (the same name in any
 * case or spacing) into a 409 the form shows at the name.
 */
export async function savingName<T>(label: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(nameTakenMessage(label), { name: nameTakenMessage(label) });
    throw error;
  }
}

/** `{label} copy`, then `{label} copy 2`, … the first whose code is not `taken`, within the length limit. */
export function copyName(label: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' copy' : ` copy ${n}`;
    const candidate = `${label.slice(0, ROLE_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(roleCode(candidate))) return candidate;
  }
}
