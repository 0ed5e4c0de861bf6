/**
 * Changing two-factor sign-in (issue 16 §1): set-up, confirmation with recovery codes, turning it
 * off, a new set of recovery codes and a super admin's reset. Every change writes its audit entry in
 * its transaction; each asks for a current code (two-factor.ts) where the spec says so.
 */
import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { fullName } from '~/lib/auth/full-name';
import type { UserDetails } from '~/lib/types';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuthEnv, Transaction } from '~/server/auth/deps';
import { verifyPassword } from '~/server/auth/passwords';
import { hashRecoveryCode, newRecoveryCodes } from '~/server/auth/recovery-codes';
import { recoveryCodes, twoFactors } from '~/server/auth/two-factor-schema';
import { newTotpSecret, totpUrl } from '~/server/auth/totp';
import { acceptSecondFactor, twoFactorEnabled, twoFactorStatus, wrongCode } from '~/server/auth/two-factor';
import { findUserById } from '~/server/auth/users';
import { badRequest, conflict, notFound } from '~/server/http/errors';

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

