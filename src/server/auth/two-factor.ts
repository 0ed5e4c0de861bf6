/**
 * Two-factor sign-in with TOTP (issue 16 §1): set-up, confirmation with recovery codes, turning it off,
 * a new set of recovery codes, a super admin's reset, and the throttled check of a second factor that
 * the sign-in's second step uses too. Every change writes its audit entry in its transaction.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { fullName } from '~/lib/auth/full-name';
import { MSG } from '~/lib/messages';
import type { UserDetails } from '~/lib/types';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuthEnv, Transaction } from '~/server/auth/deps';
import { verifyPassword } from '~/server/auth/passwords';
import { hashRecoveryCode, newRecoveryCodes } from '~/server/auth/recovery-codes';
import { recoveryCodes, twoFactors } from '~/server/auth/schema';
import { tryAgainIn, type ThrottleRule } from '~/server/auth/throttle';
import { newTotpSecret, totpUrl, verifyTotp } from '~/server/auth/totp';
import { findUserById, type RoleRow, type UserRow } from '~/server/auth/users';
import type { Database } from '~/server/db/client';
import { badRequest, conflict, notFound, tooManyRequests } from '~/server/http/errors';

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
async function spendCode(env: AuthEnv, userId: string, code: string, pending = false): Promise<boolean> {
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

const wrongCode = () => badRequest(MSG.invalidTwoFactorCode, { code: MSG.invalidTwoFactorCode });

/**
 * Starts (or restarts) a set-up: a new secret kept pending until a code confirms it.
 * @returns the secret as text, its otpauth:// URL and that URL as an SVG QR code
 * @throws 409 when two-factor is already on
 */
export async function setupTwoFactor(env: AuthEnv, user: { id: string; email: string }) {
  if (await twoFactorEnabled(env.db, user.id)) throw conflict('Two-factor sign-in is already on.');
  const secret = newTotpSecret();
  const pendingSecret = await env.box.seal(secret);
  await env.db.insert(twoFactors).values({ userId: user.id, pendingSecret }).onConflictDoUpdate({ target: twoFactors.userId, set: { pendingSecret } });
  const otpauthUrl = totpUrl(secret, user.email);
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/** Replaces the user's recovery codes inside `tx`; returns the new ones as text. */
async function replaceRecoveryCodes(tx: Transaction, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

const selfContext = (context: AuditContext, user: UserDetails): AuditContext => ({ ...context, actor: { id: user.id, name: fullName(user) } });

/**
 * Confirms the pending set-up with a current code, turns two-factor on, issues recovery codes and
 * records `auth.2fa_enable`.
 * @returns the 10 recovery codes, shown once
 * @throws 409 when already on; 400 without a set-up or with a wrong code; 429 while throttled
 */
export async function enableTwoFactor(env: AuthEnv, user: UserDetails, code: string, context: AuditContext): Promise<string[]> {
  if (await twoFactorEnabled(env.db, user.id)) throw conflict('Two-factor sign-in is already on.');
  const [row] = await env.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
  if (!row?.pendingSecret) throw badRequest('Start the set-up first.');
  if (!(await acceptSecondFactor(env, user.id, context.ip, { code }, { pending: true }))) throw wrongCode();
  return env.db.transaction(async (tx) => {
    await tx
      .update(twoFactors)
      .set({ secret: row.pendingSecret, pendingSecret: null, enabledAt: sql`now()` })
      .where(eq(twoFactors.userId, user.id));
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, selfContext(context, user), { action: 'auth.2fa_enable', entityType: 'user', entityId: user.id, entityLabel: user.email });
    return codes;
  });
}

/**
 * Turns two-factor off after the password and a current code; records `auth.2fa_disable`.
 * @throws 409 when it is off or required for the user; 400 on a wrong password or code; 429 while throttled
 */
export async function disableTwoFactor(env: AuthEnv, user: UserDetails, input: { password: string; code: string }, context: AuditContext): Promise<void> {
  const status = await twoFactorStatus(env, user.id);
  if (!status.enabled) throw conflict('Two-factor sign-in is not on.');
  if (status.required) throw conflict('Your account requires two-factor sign-in, so it cannot be turned off.');
  const found = await findUserById(env.db, user.id);
  if (!found || !(await verifyPassword(input.password, found.user.passwordHash))) {
    throw badRequest('Password is incorrect', { password: 'Password is incorrect' });
  }
  if (!(await acceptSecondFactor(env, user.id, context.ip, { code: input.code }))) throw wrongCode();
  await env.db.transaction(async (tx) => {
    await removeTwoFactor(tx, user.id);
    await recordAudit(tx, context, { action: 'auth.2fa_disable', entityType: 'user', entityId: user.id, entityLabel: user.email });
  });
}

/**
 * A new set of recovery codes after a current code; the old set no longer works. Records `auth.2fa_recovery_codes`.
 * @throws 409 when two-factor is off; 400 on a wrong code; 429 while throttled
 */
export async function regenerateRecoveryCodes(env: AuthEnv, user: UserDetails, code: string, context: AuditContext): Promise<string[]> {
  if (!(await twoFactorEnabled(env.db, user.id))) throw conflict('Two-factor sign-in is not on.');
  if (!(await acceptSecondFactor(env, user.id, context.ip, { code }))) throw wrongCode();
  return env.db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, context, { action: 'auth.2fa_recovery_codes', entityType: 'user', entityId: user.id, entityLabel: user.email });
    return codes;
  });
}

async function removeTwoFactor(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * A super admin's reset of a staff member's two-factor, for a lost device (issue 16 §1): the secret
 * and recovery codes are gone, so the next sign-in asks for the password only — or for a new
 * enrolment when it is required. Records `auth.2fa_reset` on the staff member.
 * @throws 404 for an unknown user; 409 when their two-factor is not on
 */
export async function resetTwoFactor(env: AuthEnv, userId: string, context: AuditContext): Promise<void> {
  const found = await findUserById(env.db, userId);
  if (!found) throw notFound('User not found');
  if (!(await twoFactorEnabled(env.db, userId))) throw conflict('Two-factor sign-in is not on for this user.');
  await env.db.transaction(async (tx) => {
    await removeTwoFactor(tx, userId);
    await recordAudit(tx, context, { action: 'auth.2fa_reset', entityType: 'user', entityId: userId, entityLabel: found.user.email });
  });
}

