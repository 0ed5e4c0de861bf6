/**
 * POST /roles and POST /roles/{id}/duplicate (issue 11 §1): a new role holding the resolved set of
 * what was chosen (implied permissions added), never more than the caller holds (issue 27 §1),
 * audited in its transaction.
 */
import { ALL_PERMISSIONS } from '~/lib/permissions';
import type { Role } from '~/lib/roles/model';
import type { CreateRoleInput } from '~/lib/roles/schemas';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuditChanges } from '~/server/audit/schema';
import { assertMayGrantPermissions } from '~/server/access/manage';
import { roles } from '~/server/auth/schema';
import { copyName, findRole, named, resolveKnown, roleChanges, savingName, toRole, type Caller, type RolesDeps } from '~/server/roles/role-rows';

type NewRole = Pick<typeof roles.$inferInsert, 'name' | 'label' | 'description' | 'permissions' | 'requiresTwoFactor'>;

/** Inserts `role` and its audit entry (`action`, plus `extra` changes) in one transaction. */
function insertRole(deps: RolesDeps, role: NewRole, audit: AuditContext, action: string, extra: AuditChanges = {}): Promise<Role> {
  return savingName(role.label, () =>
    deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(roles).values(role).returning();
      await recordAudit(tx, audit, { action, entityType: 'role', entityId: created!.id, entityLabel: created!.label, changes: { ...roleChanges(null, created!), ...extra } });
      return toRole(created!, 0);
    }),
  );
}

/** @throws 400 unknown permissions, 403 escalation, 409 name taken (at the name field) */
export function createRole(deps: RolesDeps, caller: Caller, input: CreateRoleInput, audit: AuditContext): Promise<Role> {
  const permissions = resolveKnown(input.permissions);
  assertMayGrantPermissions(caller, permissions);
  return insertRole(deps, { ...named(input.name), description: input.description, permissions, requiresTwoFactor: input.requiresTwoFactor }, audit, 'role.create');
}

/** A copy of role `id` named `{label} copy` (then `copy 2`, …). @throws 403 escalation, 404 */
export async function duplicateRole(deps: RolesDeps, caller: Caller, id: string, audit: AuditContext): Promise<Role> {
  const { row: source } = await findRole(deps.db, id);
  const permissions = source.system ? [...ALL_PERMISSIONS] : source.permissions;
  assertMayGrantPermissions(caller, permissions);
  const taken = new Set((await deps.db.select({ name: roles.name }).from(roles)).map((r) => r.name.toLowerCase()));
  const copy = { ...named(copyName(source.label, taken)), description: source.description, permissions, requiresTwoFactor: source.requiresTwoFactor };
  return insertRole(deps, copy, audit, 'role.duplicate', { duplicateOf: [null, source.label] });
}
