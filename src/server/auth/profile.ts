/**
 * The caller's own profile and password (spec §7 PATCH /auth/updateMe), each change recorded in the
 * audit log in its transaction (issue 11 §4).
 */
import { eq, sql } from 'drizzle-orm';
import type { UserDetails } from '~/lib/types';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuthEnv, SessionUser } from '~/server/auth/deps';
import { hashPassword, verifyPassword } from '~/server/auth/passwords';
import { users } from '~/server/auth/schema';
import { forgetSessions, revokeSessions } from '~/server/auth/sessions';
import { findUserById, SUPER_ADMIN_ROLE, toUserDetails } from '~/server/auth/users';
import { badRequest, conflict, forbidden } from '~/server/http/errors';

/** The fields of a profile update, as the audit diff names them. */
const PROFILE_FIELDS = ['email', 'contact', 'name', 'firstName', 'lastName'] as const;

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

/**
 * Updates the caller's own name, email and contact and records `user.update` with the field diff.
 * A super admin's payload carries `name`, others' `first_name`/`last_name` (spec §7).
 * @throws 409 when the email belongs to another user
 */
export async function updateProfile(
  env: AuthEnv,
  me: UserDetails,
  changes: { email: string; contact: string; name?: string; first_name?: string; last_name?: string },
  context: AuditContext,
): Promise<UserDetails> {
  const { db } = env;
  const fields = {
    email: changes.email,
    contact: changes.contact,
    ...(me.role.name === SUPER_ADMIN_ROLE
      ? { name: changes.name }
      : { firstName: changes.first_name, lastName: changes.last_name ?? '' }),
  };
  try {
    await db.transaction(async (tx) => {
      const before = await findUserById(tx, me.id);
      const [after] = await tx
        .update(users)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(users.id, me.id))
        .returning();
      await recordAudit(tx, context, {
        action: 'user.update',
        entityType: 'user',
        entityId: me.id,
        entityLabel: after!.email,
        changes: diffChanges(before?.user, after, PROFILE_FIELDS),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This email is already used by another account.');
    throw error;
  }
  await forgetSessions(env, { kind: 'user', userId: me.id });
  const found = await findUserById(db, me.id);
  return toUserDetails(found!.user, found!.role);
}

/**
 * Changes the caller's password after checking the old one, revokes their other sessions and
 * records `auth.password_change`, in one transaction.
 * @throws 403 when `id` is not the caller; 400 when the old password is wrong
 */
export async function changePassword(
  env: AuthEnv,
  me: SessionUser,
  input: { id: string; oldPassword: string; password: string },
  context: AuditContext,
): Promise<void> {
  const { db } = env;
  if (input.id !== me.details.id) throw forbidden();
  const found = await findUserById(db, me.details.id);
  if (!found || !(await verifyPassword(input.oldPassword, found.user.passwordHash))) {
    throw badRequest('Old password is incorrect', { oldPassword: 'Old password is incorrect' });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, me.details.id));
    await revokeSessions(tx, me.details.id, me.sessionHash);
    await recordAudit(tx, context, {
      action: 'auth.password_change',
      entityType: 'user',
      entityId: me.details.id,
      entityLabel: me.details.email,
      changes: diffChanges(found.user, { passwordHash }, ['passwordHash']),
    });
  });
  await forgetSessions(env, { kind: 'user', userId: me.details.id });
}
