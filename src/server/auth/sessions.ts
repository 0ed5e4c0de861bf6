/**
 * Sessions (DESIGN.md "Auth and sessions"): an opaque token whose hash is stored with an idle expiry,
 * resolved through a short-lived cache, revoked on logout and on password change or reset.
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '~/server/db/client';
import { roles, sessions, users } from '~/server/db/schema';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuthEnv, SessionUser } from '~/server/auth/deps';
import { sessionIdleMs } from '~/server/auth/policy';
import { hashToken, newToken } from '~/server/auth/tokens';
import { toUserDetails } from '~/server/auth/users';

/** How often a used session's idle expiry moves forward. */
const SLIDE_INTERVAL_MS = 60_000;

/**
 * Opens a session for `userId` through `executor` (the sign-in's transaction).
 * @returns the token the client keeps; only its hash is stored
 */
export async function startSession(executor: Pick<Database, 'insert'>, idleMs: number, userId: string): Promise<string> {
  const token = newToken();
  await executor.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + idleMs) });
  return token;
}

/**
 * Deletes the sessions of `userId` but the one whose hash is `except`. The caller empties the
 * session cache of the user once its transaction has committed.
 */
export async function revokeSessions(executor: Pick<Database, 'delete'>, userId: string, except?: string): Promise<void> {
  await executor
    .delete(sessions)
    .where(except ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, except)) : eq(sessions.userId, userId));
}

/**
 * Resolves a session token to its user and slides the idle expiry forward.
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
      .set({ expiresAt: new Date(Date.now() + idleMs) })
      .where(eq(sessions.id, row.sessions.id));
  }
  const resolved = { details: toUserDetails(row.users, row.roles), sessionHash: tokenHash, userId: row.users.id };
  cache.set(tokenHash, resolved);
  return resolved;
}

/** Revokes the caller's session and records `auth.logout` in the same transaction. */
export async function logout({ db, cache }: AuthEnv, me: SessionUser, context: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.tokenHash, me.sessionHash));
    await recordAudit(tx, context, { action: 'auth.logout', entityType: 'user', entityId: me.details.id, entityLabel: me.details.email });
  });
  cache.drop(me.sessionHash);
}
