/**
 * Two-factor sign-in with TOTP (issue 16 §1), the checking side: whether a user has it or must use it,
 * the Security tab's view of it, and the throttled check of a second factor that the sign-in's second
 * step and every change of it use. The changes themselves: two-factor-settings.ts.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { MSG } from '~/lib/messages';
import type { AuthEnv } from '~/server/auth/deps';
import { hashRecoveryCode } from '~/server/auth/recovery-codes';
import { recoveryCodes, twoFactors } from '~/server/auth/two-factor-schema';
import { tryAgainIn, type ThrottleRule } from '~/server/auth/throttle';
import { verifyTotp } from '~/server/auth/totp';
import { findUserById, type RoleRow, type UserRow } from '~/server/auth/users';
import type { Database } from '~/server/db/client';
import { badRequest, notFound, tooManyRequests } from '~/server/http/errors';

/** Wrong second factors that lock one account (from anywhere), and one IP across accounts (15 min). */
export const TWO_FACTOR_LIMITS = { perAccount: 5, perIp: 50 } as const;

/** The throttle counters of second factors: their own keys in the sign-in throttle's table. */
export function twoFactorRules(userId: string, ip: string): ThrottleRule[] {
  return [
    { key: `2fa:account:${userId}`, limit: TWO_FACTOR_LIMITS.perAccount },
    { key: `2fa:ip:${ip}`, limit: TWO_FACTOR_LIMITS.perIp },
  ];
}

/** A second factor as typed: a 6-digit code from the app, or one of the recovery codes. */
export type SecondFactor = { code: string } | { recoveryCode: string };

/** The Security tab's view of a user's two-factor sign-in. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** The user's role or the super admin setting requires it, so it cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
}

/** True when `userId` has confirmed a two-factor set-up. */
export async function twoFactorEnabled(db: Pick<Database, 'select'>, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabledAt: twoFactors.enabledAt }).from(twoFactors).where(eq(twoFactors.userId, userId));
  return Boolean(row?.enabledAt);
}

/** True when the user's role requires two-factor, or they are a super admin and the setting says so. */
export async function mustUseTwoFactor(env: AuthEnv, user: UserRow, role: RoleRow): Promise<boolean> {
  return role.requiresTwoFactor || (user.isSuperAdmin && (await env.superAdminsNeedTwoFactor()));
}

/** The user's two-factor state for the Security tab. */
export async function twoFactorStatus(env: AuthEnv, userId: string): Promise<TwoFactorStatus> {
  const found = await findUserById(env.db, userId);
  if (!found) throw notFound();
  const [left] = await env.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enabled: await twoFactorEnabled(env.db, userId),
    required: await mustUseTwoFactor(env, found.user, found.role),
    recoveryCodesLeft: left?.n ?? 0,
  };
}

/** Checks `code` against the confirmed secret (or the pending one) and spends its time-step, once across processes. */
export async function spendCode(env: AuthEnv, userId: string, code: string, pending = false): Promise<boolean> {
  const [row] = await env.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  const sealed = pending ? row?.pendingSecret : row?.enabledAt ? row.secret : null;
  if (!row || !sealed) return false;
  const step = verifyTotp(await env.box.open(sealed), code.trim(), row.lastStep);
  if (step === null) return false;
  // Conditional on the last step, so two processes given the same code at once accept it only once.
  const spent = await env.db
    .update(twoFactors)
    .set({ lastStep: step })
    .where(and(eq(twoFactors.userId, userId), sql`${twoFactors.lastStep} < ${step}`))
    .returning({ userId: twoFactors.userId });
  return spent.length === 1;
}

async function spendRecoveryCode(env: AuthEnv, userId: string, code: string): Promise<boolean> {
  const spent = await env.db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/**
 * Checks a second factor under the throttle: a wrong one counts against `options.rules` (by default
 * the account's and the address's counters of TWO_FACTOR_LIMITS), a right one clears the first rule's.
 * @returns whether it was right (and is now spent)
 * @throws 429 with Retry-After while a limit holds
 */
export async function acceptSecondFactor(
  env: AuthEnv,
  userId: string,
  ip: string,
  factor: SecondFactor,
  options: { pending?: boolean; rules?: ThrottleRule[] } = {},
): Promise<boolean> {
  const rules = options.rules ?? twoFactorRules(userId, ip);
  const wait = await env.throttle.waitSeconds(rules);
  if (wait) throw tooManyRequests(`${MSG.tooManySignIns} ${tryAgainIn(wait)}`, wait);
  const ok = 'code' in factor ? await spendCode(env, userId, factor.code, options.pending) : await spendRecoveryCode(env, userId, factor.recoveryCode);
  if (ok) await env.throttle.clear(rules[0]!.key);
  else await env.throttle.hit(rules.map((rule) => rule.key));
  return ok;
}

/** The 400 of a wrong code, at the code field. */
export const wrongCode = () => badRequest(MSG.invalidTwoFactorCode, { code: MSG.invalidTwoFactorCode });
