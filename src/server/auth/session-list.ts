/**
 * A user's sessions and sign-in history (issue 16 §2): listed for the Security tab and for a super
 * admin looking at a staff member, ended one by one, all but the current one, or all. Each ending is
 * audited and reaches the other console processes' caches at once (forgetSessions).
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { SessionView, SignInAttempt } from '~/lib/auth/security';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import { auditLog } from '~/server/audit/schema';
import type { AuthEnv, SessionUser } from '~/server/auth/deps';
import { describeDevice } from '~/server/auth/device';
import { sessions } from '~/server/auth/schema';
import { forgetSessions, revokeSessions } from '~/server/auth/sessions';
import { findUserById } from '~/server/auth/users';
import { notFound } from '~/server/http/errors';

/** How many sign-ins and failed attempts the history shows. */
export const HISTORY_LENGTH = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The live sessions of `userId`, last seen first; `currentHash` marks the caller's own. */
export async function listSessions({ db }: AuthEnv, userId: string, currentHash?: string): Promise<SessionView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === currentHash,
  }));
}

/** The last HISTORY_LENGTH sign-ins and failed attempts on `userId`, newest first. */
export async function signInHistory({ db }: AuthEnv, userId: string): Promise<SignInAttempt[]> {
  const rows = await db
    .select({ at: auditLog.at, action: auditLog.action, ip: auditLog.ip, userAgent: auditLog.userAgent })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId), inArray(auditLog.action, ['auth.login', 'auth.login_failed'])))
    .orderBy(desc(auditLog.id))
    .limit(HISTORY_LENGTH);
  return rows.map((row) => ({ at: row.at.toISOString(), ok: row.action === 'auth.login', ip: row.ip, device: describeDevice(row.userAgent) }));
}

/**
 * Ends one session of the caller; records `auth.session_revoke`.
 * @throws 404 when `sessionId` is not one of the caller's sessions
 */
export async function endSession(env: AuthEnv, me: SessionUser, sessionId: string, context: AuditContext): Promise<void> {
  if (!UUID.test(sessionId)) throw notFound('Session not found');
  const ended = await env.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, me.details.id)))
      .returning({ tokenHash: sessions.tokenHash });
    if (!row) return undefined;
    await recordAudit(tx, context, { action: 'auth.session_revoke', entityType: 'user', entityId: me.details.id, entityLabel: me.details.email });
    return row;
  });
  if (!ended) throw notFound('Session not found');
  await forgetSessions(env, { kind: 'session', tokenHash: ended.tokenHash });
}

/**
 * Ends every session of `userId` but `exceptHash` (the caller's own when they sign out everywhere
 * else; none when a super admin ends a staff member's sessions); records `auth.sessions_revoke`.
 * @throws 404 for an unknown user
 */
export async function endSessions(env: AuthEnv, userId: string, context: AuditContext, exceptHash?: string): Promise<void> {
  const found = await findUserById(env.db, userId);
  if (!found) throw notFound('User not found');
  await env.db.transaction(async (tx) => {
    await revokeSessions(tx, userId, exceptHash);
    await recordAudit(tx, context, { action: 'auth.sessions_revoke', entityType: 'user', entityId: userId, entityLabel: found.user.email });
  });
  await forgetSessions(env, { kind: 'user', userId });
}

/** Whether `userId` names a user (for a super admin's views); a malformed id is unknown. */
export async function userExists({ db }: AuthEnv, userId: string): Promise<boolean> {
  return UUID.test(userId) && Boolean(await findUserById(db, userId));
}
