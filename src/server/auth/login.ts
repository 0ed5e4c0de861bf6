/**
 * Sign-in (spec §7 POST /auth/login, issue 10 §1, issue 16 §1, issue 27 §8): the throttle first
 * (sign-in-limits.ts), then the credentials; then either a session and its audit entry, or — for an
 * account with two-factor on, or one that must enrol — a challenge for the second step
 * (two-factor-sign-in.ts).
 */
import { MSG } from '~/lib/messages';
import type { UserDetails } from '~/lib/types';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuthEnv } from '~/server/auth/deps';
import { DUMMY_HASH_PROMISE, verifyPassword } from '~/server/auth/passwords';
import { completeSignIn } from '~/server/auth/sessions';
import { signInRules } from '~/server/auth/sign-in-limits';
import { tryAgainIn } from '~/server/auth/throttle';
import { issueChallenge } from '~/server/auth/two-factor-sign-in';
import { mustUseTwoFactor, twoFactorEnabled } from '~/server/auth/two-factor';
import { findUserByEmail, toUserDetails } from '~/server/auth/users';
import { tooManyRequests, unauthorized } from '~/server/http/errors';

/** What a right password leads to: a session, or the second step of issue 16 §1. */
export type SignInOutcome =
  | { token: string; user: UserDetails }
  | { twoFactorRequired: true; challenge: string }
  | { twoFactorEnrollmentRequired: true; challenge: string };

/**
 * Checks the credentials; writes `auth.login_failed` (no actor, the email tried as label) on bad ones.
 * A right password opens a session (`auth.login`) unless two-factor is on or required, when it
 * answers a challenge instead and nothing is opened yet.
 * @param deviceCookie the browser's device cookie, if any: one naming this account makes it a known device
 * @throws 429 with Retry-After while a limit of sign-in-limits.ts holds (nothing is recorded); 401 on bad credentials
 */
export async function login(env: AuthEnv, email: string, password: string, context: AuditContext, deviceCookie?: string): Promise<SignInOutcome> {
  const policy = await env.settings.values();
  const found = await findUserByEmail(env.db, email);
  const device = await env.devices.recognise(deviceCookie, found?.user.id);
  const rules = signInRules(email, context.ip, device, policy.signInMaxFailures);
  const wait = await env.throttle.waitSeconds(rules);
  if (wait) throw tooManyRequests(`${MSG.tooManySignIns} ${tryAgainIn(wait)}`, wait);

  // Hash even for an unknown email so that the answer time does not tell which emails exist.
  const ok = await verifyPassword(password, found?.user.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!found || !ok || found.user.status !== 'active') {
    await env.throttle.hit(rules.map((rule) => rule.key));
    await recordAudit(env.db, { ...context, actor: null }, {
      action: 'auth.login_failed',
      entityType: 'user',
      entityId: found?.user.id ?? null,
      entityLabel: email,
    });
    throw unauthorized(MSG.invalidCredentials);
  }

  await env.throttle.clear(rules[0]!.key);
  if (await twoFactorEnabled(env.db, found.user.id)) {
    return { twoFactorRequired: true, challenge: await issueChallenge(env.db, found.user.id, 'verify') };
  }
  if (await mustUseTwoFactor(env, found.user, found.role)) {
    return { twoFactorEnrollmentRequired: true, challenge: await issueChallenge(env.db, found.user.id, 'enroll') };
  }
  const user = toUserDetails(found.user, found.role);
  return { token: await completeSignIn(env, user, context), user };
}
