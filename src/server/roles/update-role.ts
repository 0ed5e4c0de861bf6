/**
 * PATCH /roles/{id} and DELETE /roles/{id} (issue 11 §1): a change of a role the caller may change
 * (never the system role nor their own, and only with every permission it holds before and after,
 * issue 27 §1), audited in its transaction; the holders' cached sessions are dropped afterwards so
 * the change applies on their next request.
 */
import { eq, sql } from 'drizzle-orm';
import type { Role } from '~/lib/roles/model';
import type { UpdateRoleInput } from '~/lib/roles/schemas';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import { assertMayChangeRole } from '~/server/access/manage';
import { roles } from '~/server/auth/schema';
import { conflict } from '~/server/http/errors';
import { assertMayChange, findRole, inUseMessage, named, resolveKnown, roleChanges, savingName, toRole, type Caller, type RolesDeps } from '~/server/roles/role-rows';

/** @throws 400 unknown permissions, 403 escalation, a role holding more than the caller, or own role, 404, 409 system role or name taken */
export async function updateRole(deps: RolesDeps, caller: Caller, id: string, input: UpdateRoleInput, audit: AuditContext): Promise<Role> {
  const { row: before, holders } = await findRole(deps.db, id);
  assertMayChange(caller, before);
  const permissions = input.permissions ? resolveKnown(input.permissions) : before.permissions;
  assertMayChangeRole(caller, before, permissions);
  const next = {
    ...(input.name ? named(input.name) : { name: before.name, label: before.label }),
    description: input.description ?? before.description,
    permissions,
    requiresTwoFactor: input.requiresTwoFactor ?? before.requiresTwoFactor,
  };
  const changes = roleChanges(before, next);
  if (Object.keys(changes).length === 0) return toRole(before, holders);
  await savingName(next.label, () =>
    deps.db.transaction(async (tx) => {
      await tx.update(roles).set({ ...next, updatedAt: sql`now()` }).where(eq(roles.id, id));
      await recordAudit(tx, audit, { action: 'role.update', entityType: 'role', entityId: id, entityLabel: next.label, changes });
    }),
  );
  deps.onRoleChange(before.name);
  const { row, holders: now } = await findRole(deps.db, id);
  return toRole(row, now);
}

/** @throws 403 own role or a role holding more than the caller, 404, 409 system role or held by users */
export function deleteRole(deps: RolesDeps, caller: Caller, id: string, audit: AuditContext): Promise<Role> {
  return deps.db.transaction(async (tx) => {
    const { row, holders } = await findRole(tx, id);
    assertMayChange(caller, row);
    assertMayChangeRole(caller, row);
    if (holders > 0) throw conflict(inUseMessage(holders));
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit(tx, audit, { action: 'role.delete', entityType: 'role', entityId: id, entityLabel: row.label, changes: roleChanges(row, null) });
    return toRole(row, 0);
  });
}
