/**
 * Sessions (DESIGN.md "Auth and sessions", issue 16 §2): an opaque token whose hash is stored with an
 * idle expiry, where and with what it was opened and when it was last seen; resolved through a
 * short-lived cache, revoked on logout, on password change or reset, and from the Security tab.
 */
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { roles, sessions, users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { fullName } from '~/lib/auth/full-name';
import type { UserDetails } from '~/lib/types';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuthEnv, SessionUser } from '~/server/auth/deps';
import { sessionIdleMs } from '~/server/auth/policy';
import type { SessionEvent } from '~/server/auth/session-events';
import { hashToken, newToken } from '~/server/auth/tokens';
import { toUserDetails } from '~/server/auth/users';
import { log } from '~/server/log';

/** How often a used session's idle expiry and last-seen time move forward. */
const SLIDE_INTERVAL_MS = 60_000;

/**
 * Opens a session for `userId` through `executor` (the sign-in's transaction), noting the IP and
 * user agent of `from`.
 * @returns the token the client keeps; only its hash is stored
 */
export async function startSession(
  executor: Pick<Database, 'insert'>,
  idleMs: number,
  userId: string,
  from: { ip: string; userAgent: string },
): Promise<string> {
  const token = newToken();
  await executor.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + idleMs),
    ip: from.ip,
    userAgent: from.userAgent.slice(0, 500),
  });
  return token;
}

/**
 * Opens a session for `user` and records `auth.login`, in one transaction: the end of every sign-in.
 * @returns the session token
 */
export async function completeSignIn(env: AuthEnv, user: UserDetails, context: AuditContext): Promise<string> {
  return env.db.transaction(async (tx) => {
    const opened = await startSession(tx, await sessionIdleMs(env.settings), user.id, context);
    await tx.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, user.id));
    await recordAudit(tx, { ...context, actor: { id: user.id, name: fullName(user) } }, {
      action: 'auth.login',
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.email,
    });
    return opened;
  });
}

/** Deletes the sessions past their idle expiry (a daily job, issue 24 §2). @returns how many went */
export async function pruneExpiredSessions(db: Database): Promise<number> {
  return (await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ id: sessions.id })).length;
}

/**
 * Deletes the sessions of `userId` (or of every user of a list, a bulk disable) but the one whose
 * hash is `except`. The caller then calls `forgetSessions` once its transaction has committed.
 */
export async function revokeSessions(executor: Pick<Database, 'delete'>, userId: string | readonly string[], except?: string): Promise<void> {
  if (typeof userId !== 'string' && !userId.length) return;
  const of = typeof userId === 'string' ? eq(sessions.userId, userId) : inArray(sessions.userId, [...userId]);
  await executor.delete(sessions).where(except ? and(of, ne(sessions.tokenHash, except)) : of);
}

/**
 * Drops cached sessions in this process at once and tells the other processes to do the same. A
 * failed notice is logged, not thrown: the change is committed and the others' caches expire anyway.
 */
export async function forgetSessions({ cache, events }: AuthEnv, event: SessionEvent): Promise<void> {
  applySessionEvent(cache, event);
  await events.publish(event).catch((error: unknown) => {
    log.warn('session event not sent', { error: error instanceof Error ? error.message : String(error) });
  });
}

/** Applies an invalidation to `cache`. */
export function applySessionEvent(cache: AuthEnv['cache'], event: SessionEvent): void {
  if (event.kind === 'session') cache.drop(event.tokenHash);
  else if (event.kind === 'user') cache.dropUser(event.userId);
  else cache.clear();
}

/**
 * Resolves a session token to its user and slides the idle expiry and last-seen time forward.
 * @returns undefined when the token is unknown, expired, or its user is inactive
 */
export async function authenticate({ db, settings, cache }: AuthEnv, token: string): Promise<SessionUser | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache.get(tokenHash);
  if (cached) return cached;
  const [row] = await db
    .select()
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
  if (!row || row.users.status !== 'active') return undefined;
  // Sliding the expiry is a write: do it at most once a minute per session, not on every request.
  const idleMs = await sessionIdleMs(settings);
  const slideAfter = row.sessions.expiresAt.getTime() - idleMs + SLIDE_INTERVAL_MS;
  if (Date.now() > slideAfter) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + idleMs), lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessions.id));
  }
  const resolved = { details: toUserDetails(row.users, row.roles), sessionHash: tokenHash, userId: row.users.id };
  cache.set(tokenHash, resolved);
  return resolved;
}

/** Revokes the caller's session and records `auth.logout` in the same transaction. */
export async function logout(env: AuthEnv, me: SessionUser, context: AuditContext): Promise<void> {
  await env.db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.tokenHash, me.sessionHash));
    await recordAudit(tx, context, { action: 'auth.logout', entityType: 'user', entityId: me.details.id, entityLabel: me.details.email });
  });
  await forgetSessions(env, { kind: 'session', tokenHash: me.sessionHash });
}
