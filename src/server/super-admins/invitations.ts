/**
 * An invited super admin's link (issue 11 §3), for super admins only (issue 27 §1): POST
 * /super-admins/{id}/invitation sends a new one (the old stops working), DELETE voids the open one
 * (the account stays invited until resent or deleted). The invitations service audits both.
 */
import { eq } from 'drizzle-orm';
import type { SuperAdmin } from '~/lib/super-admins/model';
import type { UserDetails } from '~/lib/types';
import type { AuditContext } from '~/server/audit/record';
import { assertSuperAdmin } from '~/server/access/manage';
import { users } from '~/server/auth/schema';
import { conflict } from '~/server/http/errors';
import { asInvited, dto, lockTarget, send, SUPER_ADMIN_MESSAGES, type SuperAdminDeps } from '~/server/super-admins/admin-rows';

/** @throws 403 unless the caller is a super admin; 404; 409 when the account is not invited */
export async function resendInvitation(deps: SuperAdminDeps, me: UserDetails, context: AuditContext, id: string): Promise<{ message: string; data: SuperAdmin }> {
  assertSuperAdmin(me, SUPER_ADMIN_MESSAGES.onlySuperAdminInvites);
  const { row, delivery } = await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    if (target.status !== 'invited') throw conflict(SUPER_ADMIN_MESSAGES.notInvited);
    return { row: target, delivery: await deps.invitations.issue(tx, context, asInvited(target), true) };
  });
  const [fresh] = await deps.db.select().from(users).where(eq(users.id, row.id));
  return { message: await send(deps.invitations, delivery, `Invitation sent again to ${row.email}.`), data: await dto(deps.db, fresh ?? row) };
}

/** @throws 403 unless the caller is a super admin; 404; 409 when the account is not invited or has no open link */
export async function revokeInvitation(deps: SuperAdminDeps, me: UserDetails, context: AuditContext, id: string): Promise<SuperAdmin> {
  assertSuperAdmin(me, SUPER_ADMIN_MESSAGES.onlySuperAdminRevokes);
  const row = await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    if (target.status !== 'invited') throw conflict(SUPER_ADMIN_MESSAGES.notInvited);
    await deps.invitations.revoke(tx, context, asInvited(target));
    return target;
  });
  return dto(deps.db, row);
}
