/**
 * Password reset (spec §7 /auth/forgot-password and /auth/reset-password, issue 9 §3, issue 10 §1):
 * a throttled request mails a single-use, short-lived link; the link is checked when its page loads
 * and claimed when the new password is set.
 */
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { fullName } from '~/lib/auth/full-name';
import { MSG } from '~/lib/messages';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuthEnv } from '~/server/auth/deps';
import { hashPassword } from '~/server/auth/passwords';
import { passwordResetTokens, users } from '~/server/auth/schema';
import { forgetSessions, revokeSessions } from '~/server/auth/sessions';
import { tryAgainIn, type ThrottleRule } from '~/server/auth/throttle';
import { hashToken, newToken } from '~/server/auth/tokens';
import { findUserByEmail, findUserById, toUserDetails } from '~/server/auth/users';
import type { Database } from '~/server/db/client';
import { badRequest, notFound, tooManyRequests } from '~/server/http/errors';

/** Requests that lock one email (whoever asks) and one IP (whatever email) for 15 minutes. */
export const RESET_REQUEST_LIMITS = { perEmail: 5, perIp: 50 } as const;

function resetRequestRules(email: string, ip: string): ThrottleRule[] {
  return [
    { key: `reset:email:${email.toLowerCase()}`, limit: RESET_REQUEST_LIMITS.perEmail },
    { key: `reset:ip:${ip}`, limit: RESET_REQUEST_LIMITS.perIp },
  ];
}

/** The token row's condition of a link that can still be used. */
const usable = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/**
 * Deletes the links that set a password, reset links and invitations alike, once used or expired
 * (a daily job, issue 24 §2): nothing reads them again. @returns how many went
 */
export async function pruneSpentLinks(db: Database): Promise<number> {
  const spent = or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, sql`now()`));
  return (await db.delete(passwordResetTokens).where(spent).returning({ id: passwordResetTokens.id })).length;
}

/**
 * Mails a reset link when the email belongs to an active user and records
 * `auth.password_reset_request` either way; the answer is the same, so a caller cannot learn which
 * emails exist.
 * @throws 429 with Retry-After after RESET_REQUEST_LIMITS requests for the email or from the IP
 */
export async function requestPasswordReset(env: AuthEnv, email: string, context: AuditContext): Promise<void> {
  const rules = resetRequestRules(email, context.ip);
  const wait = await env.throttle.waitSeconds(rules);
  if (wait) throw tooManyRequests(`${MSG.tooManyResetRequests} ${tryAgainIn(wait)}`, wait);
  await env.throttle.hit(rules.map((rule) => rule.key));

  const found = await findUserByEmail(env.db, email);
  const account = found?.user.status === 'active' ? found.user : undefined;
  const token = newToken();
  await env.db.transaction(async (tx) => {
    if (account) {
      await tx.insert(passwordResetTokens).values({
        userId: account.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + env.config.resetTokenMs),
      });
    }
    await recordAudit(tx, context, {
      action: 'auth.password_reset_request',
      entityType: 'user',
      entityId: account?.id ?? null,
      entityLabel: email,
    });
  });
  if (!account) return;
  const link = `${env.config.publicBaseUrl}/reset-password/${token}`;
  await env.mailer.send({
    to: account.email,
    subject: 'Reset your Owner Console password',
    text: `Someone asked to reset the password of your Owner Console account.\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf it was not you, ignore this message.`,
    link,
  });
}

/**
 * Tells whether a reset link can still be used, so its page can say so before the form is filled.
 * @throws 404 'This link has expired or was already used.' when it is unknown, used or expired
 */
export async function checkResetToken({ db }: AuthEnv, token: string): Promise<void> {
  const [row] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable(token));
  if (!row) throw notFound(MSG.resetLinkUsed);
}

/**
 * Sets a new password with a single-use reset token, revokes every session of the user and records
 * `auth.password_reset` (the user as actor: holding the link proves who they are), all in one
 * transaction.
 * @throws 400 when the token is unknown, used or expired
 */
export async function resetPassword(env: AuthEnv, token: string, password: string, context: AuditContext): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await env.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      // An invitation's token is accepted by src/server/invitations, which also activates the account.
      .where(and(usable(token), eq(passwordResetTokens.kind, 'reset')))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw badRequest(MSG.resetTokenInvalid);
    const before = await findUserById(tx, claimed.userId);
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, claimed.userId));
    await revokeSessions(tx, claimed.userId);
    const user = toUserDetails(before!.user, before!.role);
    await recordAudit(tx, { ...context, actor: { id: user.id, name: fullName(user) } }, {
      action: 'auth.password_reset',
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.email,
      changes: diffChanges(before!.user, { passwordHash }, ['passwordHash']),
    });
    return claimed.userId;
  });
  await forgetSessions(env, { kind: 'user', userId });
}
