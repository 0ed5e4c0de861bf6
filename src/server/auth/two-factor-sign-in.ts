/**
 * The second step of a sign-in (issue 16 §1). A right password for an account with two-factor on
 * gives a `verify` challenge, answered with a code or a recovery code; for an account that must use
 * two-factor but has not enrolled, an `enroll` challenge, with which the set-up is done before any
 * session exists (so the account reaches nothing else first). A challenge is stored hashed, lives 5
 * minutes and completes one sign-in.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MSG } from '~/lib/messages';
import type { UserDetails } from '~/lib/types';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuthEnv } from '~/server/auth/deps';
import { signInChallenges } from '~/server/auth/two-factor-schema';
import { completeSignIn } from '~/server/auth/sessions';
import { secondStepRules } from '~/server/auth/sign-in-limits';
import { hashToken, newToken } from '~/server/auth/tokens';
import { acceptSecondFactor, type SecondFactor } from '~/server/auth/two-factor';
import { enableTwoFactor, setupTwoFactor } from '~/server/auth/two-factor-settings';
import { findUserById, toUserDetails } from '~/server/auth/users';
import type { Database } from '~/server/db/client';
import { unauthorized } from '~/server/http/errors';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type ChallengeKind = (typeof signInChallenges.$inferSelect)['kind'];

/** Stores a new challenge for `userId` and returns it; only its hash is kept. */
export async function issueChallenge(db: Pick<Database, 'insert'>, userId: string, kind: ChallengeKind): Promise<string> {
  const token = newToken();
  await db.insert(signInChallenges).values({ tokenHash: hashToken(token), userId, kind, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  return token;
}

/** The live, unused challenge `token` of `kind` with its (active) user. @throws 401 otherwise */
async function openChallenge(env: AuthEnv, token: string, kind: ChallengeKind): Promise<UserDetails> {
  const [row] = await env.db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(token)),
        eq(signInChallenges.kind, kind),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, sql`now()`),
      ),
    );
  const found = row && (await findUserById(env.db, row.userId));
  if (!found || found.user.status !== 'active') throw unauthorized(MSG.signInChallengeExpired);
  return toUserDetails(found.user, found.role);
}

/** Marks the challenge used; false when another request did first. */
async function spendChallenge(env: AuthEnv, token: string): Promise<boolean> {
  const spent = await env.db
    .update(signInChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInChallenges.tokenHash, hashToken(token)), isNull(signInChallenges.usedAt)))
    .returning({ userId: signInChallenges.userId });
  return spent.length === 1;
}

/**
 * Completes a sign-in with a code or a recovery code: opens the session and records `auth.login`. A
 * wrong factor records `auth.login_failed` and counts toward the throttle as sign-in-limits.ts says:
 * toward the account-wide cap from a new device, toward the device's own counter from a known one.
 * @param deviceCookie the browser's device cookie, if any
 * @returns the session token and the user, as a one-step sign-in does
 * @throws 401 for an unknown, used or expired challenge or a wrong factor; 429 while throttled
 */
export async function verifySignIn(
  env: AuthEnv,
  challenge: string,
  factor: SecondFactor,
  context: AuditContext,
  deviceCookie?: string,
): Promise<{ token: string; user: UserDetails }> {
  const user = await openChallenge(env, challenge, 'verify');
  const rules = secondStepRules(user, context.ip, await env.devices.recognise(deviceCookie, user.id));
  if (!(await acceptSecondFactor(env, user.id, context.ip, factor, { rules }))) {
    await recordAudit(env.db, { ...context, actor: null }, {
      action: 'auth.login_failed',
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.email,
      changes: { step: [null, 'recoveryCode' in factor ? 'recovery code' : 'code'] },
    });
    throw unauthorized(MSG.invalidTwoFactorCode);
  }
  if (!(await spendChallenge(env, challenge))) throw unauthorized(MSG.signInChallengeExpired);
  return { token: await completeSignIn(env, user, context), user };
}

/** The set-up step of an enrolment at sign-in: a pending secret and its QR code. @throws 401 for a dead challenge */
export async function enrollSetup(env: AuthEnv, challenge: string) {
  const user = await openChallenge(env, challenge, 'enroll');
  return setupTwoFactor(env, user);
}

/**
 * Confirms an enrolment at sign-in with a code: turns two-factor on (`auth.2fa_enable`), then opens
 * the session (`auth.login`).
 * @returns the session token, the user and the recovery codes to show once
 * @throws 401 for a dead challenge; 400 for a wrong code; 429 while throttled
 */
export async function enrollConfirm(
  env: AuthEnv,
  challenge: string,
  code: string,
  context: AuditContext,
): Promise<{ token: string; user: UserDetails; recoveryCodes: string[] }> {
  const user = await openChallenge(env, challenge, 'enroll');
  const recoveryCodes = await enableTwoFactor(env, user, code, context);
  if (!(await spendChallenge(env, challenge))) throw unauthorized(MSG.signInChallengeExpired);
  return { token: await completeSignIn(env, user, context), user, recoveryCodes };
}
