/**
 * POST /super-admins (issue 11 §3): an 'invited' super admin, audited, and its invitation issued in
 * the same transaction, then mailed (the answer's message says whether the mail left).
 */
import { eq } from 'drizzle-orm';
import type { SuperAdmin } from '~/lib/super-admins/model';
import type { CreateSuperAdminInput } from '~/lib/super-admins/schemas';
import type { UserDetails } from '~/lib/types';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { roles, users } from '~/server/auth/schema';
import { SUPER_ADMIN_ROLE } from '~/server/auth/users';
import { assertSuperAdmin } from '~/server/access/manage';
import { asInvited, audited, AUDITED, dto, send, SUPER_ADMIN_MESSAGES, uniqueEmail, type SuperAdminDeps } from '~/server/super-admins/admin-rows';

/** An account that has never had a password: it cannot sign in until its invitation is accepted. */
const NO_PASSWORD = '!';

/** @throws 403 unless the caller is a super admin; 409 when the email is taken (ignoring case), at the email field */
export async function createSuperAdmin(deps: SuperAdminDeps, me: UserDetails, context: AuditContext, input: CreateSuperAdminInput): Promise<{ message: string; data: SuperAdmin }> {
  assertSuperAdmin(me, SUPER_ADMIN_MESSAGES.onlySuperAdminAdds);
  const { row, delivery } = await uniqueEmail(() =>
    deps.db.transaction(async (tx) => {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
      const [row] = await tx
        .insert(users)
        .values({ ...input, passwordHash: NO_PASSWORD, roleId: role!.id, isSuperAdmin: true, status: 'invited' })
        .returning();
      await recordAudit(tx, context, {
        action: 'super_admin.create',
        entityType: 'super_admin',
        entityId: row!.id,
        entityLabel: input.name,
        changes: diffChanges(null, audited(row!), AUDITED),
      });
      return { row: row!, delivery: await deps.invitations.issue(tx, context, asInvited(row!)) };
    }),
  );
  return { message: await send(deps.invitations, delivery, `Invitation sent to ${row.email}.`), data: await dto(deps.db, row) };
}
