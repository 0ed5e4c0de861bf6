/**
 * Sign-in, sessions, password reset and self-service profile (spec §7 "Authentication", DESIGN.md
 * "Auth and sessions"). Errors are HttpErrors carrying the message the user sees.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { MSG } from '~/lib/messages';
import type { UserDetails } from '~/lib/types';
import type { BackendConfig } from '~/server/config';
import type { Database } from '~/server/db/client';
import { passwordResetTokens, roles, sessions, users } from '~/server/db/schema';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '~/server/auth/passwords';
import { SessionCache } from '~/server/auth/session-cache';
import type { LoginThrottle } from '~/server/auth/throttle';
import { hashToken, newToken } from '~/server/auth/tokens';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '~/server/http/errors';
import type { Mailer } from '~/server/mail/mailer';
import { findUserByEmail, findUserById, SUPER_ADMIN_ROLE, toUserDetails } from '~/server/auth/users';

/** The authenticated caller: their details and the hash of the session token they used. */
export interface SessionUser {
  details: UserDetails;
  sessionHash: string;
}

export interface AuthDeps {
  db: Database;
  config: BackendConfig;
  mailer: Mailer;
  throttle: LoginThrottle;
}

const UNIQUE_VIOLATION = '23505';
/** How often a used session's idle expiry moves forward. */
const SLIDE_INTERVAL_MS = 60_000;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

export function authService({ db, config, mailer, throttle }: AuthDeps) {
  const cache = new SessionCache<SessionUser & { userId: string }>(config.sessionCacheMs);

  async function startSession(userId: string): Promise<string> {
    const token = newToken();
    await db.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + config.sessionIdleMs),
    });
    return token;
  }

  async function revokeSessions(userId: string, except?: string): Promise<void> {
    cache.dropUser(userId);
    await db
      .delete(sessions)
      .where(except ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, except)) : eq(sessions.userId, userId));
  }

  return {
    /**
     * Checks the credentials and opens a session.
     * @returns the session token and the user's details
     * @throws 429 after 5 failures for the email or the IP within 15 minutes; 401 on bad credentials
     */
    async login(email: string, password: string, ip: string): Promise<{ token: string; user: UserDetails }> {
      const emailKey = `email:${email.toLowerCase()}`;
      const keys = [emailKey, `ip:${ip}`];
      if (throttle.isBlocked(keys)) throw tooManyRequests(MSG.tooManyAttempts);
      const found = await findUserByEmail(db, email);
      // Hash even for an unknown email so that the answer time does not tell which emails exist.
      const ok = await verifyPassword(password, found?.user.passwordHash ?? (await DUMMY_HASH_PROMISE));
      if (!found || !ok || found.user.status !== 'active') {
        throttle.fail(keys);
        throw unauthorized(MSG.invalidCredentials);
      }
      throttle.clear(emailKey);
      return { token: await startSession(found.user.id), user: toUserDetails(found.user, found.role) };
    },

    /**
     * Resolves a session token to its user and slides the idle expiry forward.
     * @returns undefined when the token is unknown, expired, or its user is inactive
     */
    async authenticate(token: string): Promise<SessionUser | undefined> {
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
      const slideAfter = row.sessions.expiresAt.getTime() - config.sessionIdleMs + SLIDE_INTERVAL_MS;
      if (Date.now() > slideAfter) {
        await db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() + config.sessionIdleMs) })
          .where(eq(sessions.id, row.sessions.id));
      }
      const resolved = { details: toUserDetails(row.users, row.roles), sessionHash: tokenHash, userId: row.users.id };
      cache.set(tokenHash, resolved);
      return resolved;
    },

    /** Forgets the cached sessions of the holders of the role `name`: their next request reads it again. */
    forgetRole(name: string): void {
      cache.dropWhere((s) => s.details.role.name === name);
    },

    /** Revokes one session. */
    async logout(sessionHash: string): Promise<void> {
      cache.drop(sessionHash);
      await db.delete(sessions).where(eq(sessions.tokenHash, sessionHash));
    },

    /**
     * Mails a reset link when the email belongs to an active user; answers nothing either way, so a
     * caller cannot learn which emails exist.
     */
    async forgotPassword(email: string): Promise<void> {
      const found = await findUserByEmail(db, email);
      if (!found || found.user.status !== 'active') return;
      const token = newToken();
      await db.insert(passwordResetTokens).values({
        userId: found.user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + config.resetTokenMs),
      });
      const link = `${config.publicBaseUrl}/reset-password/${token}`;
      await mailer.send({
        to: found.user.email,
        subject: 'Reset your Owner Console password',
        text: `Someone asked to reset the password of your Owner Console account.\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf it was not you, ignore this message.`,
        link,
      });
    },

    /**
     * Sets a new password with a single-use reset token and revokes every session of the user.
     * @throws 400 when the token is unknown, used or expired
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const [claimed] = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!claimed) throw badRequest(MSG.resetTokenInvalid);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
        .where(eq(users.id, claimed.userId));
      await revokeSessions(claimed.userId);
    },

    /**
     * Updates the caller's own name, email and contact. A super admin's payload carries `name`,
     * others' `first_name`/`last_name` (spec §7).
     * @throws 409 when the email belongs to another user
     */
    async updateProfile(
      me: UserDetails,
      changes: { email: string; contact: string; name?: string; first_name?: string; last_name?: string },
    ): Promise<UserDetails> {
      const isSuperAdminRole = me.role.name === SUPER_ADMIN_ROLE;
      try {
        await db
          .update(users)
          .set({
            email: changes.email,
            contact: changes.contact,
            ...(isSuperAdminRole
              ? { name: changes.name }
              : { firstName: changes.first_name, lastName: changes.last_name ?? '' }),
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, me.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This email is already used by another account.');
        throw error;
      }
      cache.dropUser(me.id);
      const found = await findUserById(db, me.id);
      return toUserDetails(found!.user, found!.role);
    },

    /**
     * Changes the caller's password after checking the old one; revokes their other sessions.
     * @throws 403 when `id` is not the caller; 400 when the old password is wrong
     */
    async changePassword(me: SessionUser, input: { id: string; oldPassword: string; password: string }): Promise<void> {
      if (input.id !== me.details.id) throw forbidden();
      const found = await findUserById(db, me.details.id);
      if (!found || !(await verifyPassword(input.oldPassword, found.user.passwordHash))) {
        throw badRequest('Old password is incorrect', { oldPassword: 'Old password is incorrect' });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.password), updatedAt: sql`now()` })
        .where(eq(users.id, me.details.id));
      await revokeSessions(me.details.id, me.sessionHash);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
