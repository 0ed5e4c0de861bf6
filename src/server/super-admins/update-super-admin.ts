/**
 * PATCH /super-admins/{id} and DELETE /super-admins/{id} (issue 11 §3), for super admins only
 * (issue 27 §1): a status or email change would let a lesser role lock out or take over an account
 * holding more than it does. Nobody disables or removes their own account, nor the last active
 * super admin; disabling or removing ends the account's sessions once committed.
 */
import { eq, sql } from 'drizzle-orm';
import type { SuperAdmin } from '~/lib/super-admins/model';
import type { UpdateSuperAdminInput } from '~/lib/super-admins/schemas';
import type { UserDetails } from '~/lib/types';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { users } from '~/server/auth/schema';
import type { Tx } from '~/server/db/client';
import { assertSuperAdmin } from '~/server/access/manage';
import { conflict } from '~/server/http/errors';
import {
  assertNotLastActive,
  audited,
  AUDITED,
  dto,
  lockTarget,
  SUPER_ADMIN_MESSAGES,
  toSuperAdmin,
  uniqueEmail,
  type SuperAdminDeps,
  type UserRow,
} from '~/server/super-admins/admin-rows';

/** @throws 409 when `status` is a change `target` may not take, asked by `me` */
async function assertStatusChange(tx: Tx, me: UserDetails, target: UserRow, status: UpdateSuperAdminInput['status']): Promise<void> {
  if (!status || status === target.status) return;
  if (target.status === 'invited') throw conflict(status === 'disabled' ? SUPER_ADMIN_MESSAGES.invitedDisable : SUPER_ADMIN_MESSAGES.invitedEnable);
  if (status !== 'disabled') return;
  if (target.id === me.id) throw conflict(SUPER_ADMIN_MESSAGES.selfDisable);
  await assertNotLastActive(tx, target, SUPER_ADMIN_MESSAGES.lastDisable);
}

/**
 * Changes name, email, contact or status.
 * @throws 403 unless the caller is a super admin; 404; 409 for self-disable, the last active super
 *   admin, status changes of an invited account, and a taken email (at the email field)
 */
export async function updateSuperAdmin(deps: SuperAdminDeps, me: UserDetails, context: AuditContext, id: string, input: UpdateSuperAdminInput): Promise<SuperAdmin> {
  assertSuperAdmin(me, SUPER_ADMIN_MESSAGES.onlySuperAdminChanges);
  const after = await uniqueEmail(() =>
    deps.db.transaction(async (tx) => {
      const target = await lockTarget(tx, id);
      await assertStatusChange(tx, me, target, input.status);
      const changes = diffChanges(audited(target), { ...audited(target), ...input }, AUDITED);
      if (Object.keys(changes).length === 0) return target;
      const [row] = await tx.update(users).set({ ...input, updatedAt: sql`now()` }).where(eq(users.id, target.id)).returning();
      await recordAudit(tx, context, { action: 'super_admin.update', entityType: 'super_admin', entityId: target.id, entityLabel: row!.name ?? row!.email, changes });
      return row!;
    }),
  );
  // After the commit: a request arriving in between already finds the account disabled.
  if (after.status === 'disabled') await deps.revokeSessions(after.id);
  return dto(deps.db, after);
}

/**
 * Deletes a super admin (its sessions and links go with it).
 * @throws 403 unless the caller is a super admin; 404; 409 for yourself or the last active one
 */
export async function removeSuperAdmin(deps: SuperAdminDeps, me: UserDetails, context: AuditContext, id: string): Promise<SuperAdmin> {
  assertSuperAdmin(me, SUPER_ADMIN_MESSAGES.onlySuperAdminRemoves);
  const removed = await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    if (target.id === me.id) throw conflict(SUPER_ADMIN_MESSAGES.selfRemove);
    await assertNotLastActive(tx, target, SUPER_ADMIN_MESSAGES.lastRemove);
    await tx.delete(users).where(eq(users.id, target.id));
    await recordAudit(tx, context, {
      action: 'super_admin.delete',
      entityType: 'super_admin',
      entityId: target.id,
      entityLabel: target.name ?? target.email,
      changes: diffChanges(audited(target), null, AUDITED),
    });
    return target;
  });
  await deps.revokeSessions(removed.id);
  return toSuperAdmin(removed, undefined);
}
