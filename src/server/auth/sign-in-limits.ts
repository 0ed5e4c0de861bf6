/**
 * The counters both steps of a sign-in are throttled by (issue 10 §1, issue 16 §1, issue 27 §8):
 * - per account and address (the signInMaxFailures setting, 5 by default), so colleagues behind one
 *   office address do not lock each other out;
 * - per address across accounts (50), so spraying one password over many accounts stops;
 * - from a new device, per account across every address (100 failures an hour, OWASP ASVS 5.0), so
 *   guessing from many addresses stops too;
 * - from a known device (device-cookie.ts), its own counter instead (5 failures lock that device for
 *   15 minutes), so strangers who exhaust the account-wide cap do not lock the owner out.
 * Failures of the second step count toward the account-wide cap or the device's own counter as well.
 */
import type { AuthEnv } from '~/server/auth/deps';
import { ONE_HOUR, type ThrottleRule } from '~/server/auth/throttle';
import { twoFactorRules } from '~/server/auth/two-factor';

export const SIGN_IN_LIMITS = { perAccountAndIp: 5, perIp: 50, perAccount: 100, perDevice: 5 } as const;

/** The counter of a known device (its id from the device cookie), which only a completed sign-in clears. */
export function deviceRule(device: string): ThrottleRule {
  return { key: `login:device:${device}`, limit: SIGN_IN_LIMITS.perDevice };
}

/** The counter of an account across every address, for attempts from new devices. */
export function accountWideRule(email: string): ThrottleRule {
  return { key: `login:account-wide:${email.toLowerCase()}`, limit: SIGN_IN_LIMITS.perAccount, windowMs: ONE_HOUR, lockMs: ONE_HOUR };
}

/**
 * The counters of a password attempt for `email` from `ip` on `device` (a known device's id, or null).
 * The first is the one a right password clears.
 */
export function signInRules(email: string, ip: string, device: string | null, perAccountAndIp: number = SIGN_IN_LIMITS.perAccountAndIp): ThrottleRule[] {
  return [
    { key: `login:account:${email.toLowerCase()}|${ip}`, limit: perAccountAndIp },
    { key: `login:ip:${ip}`, limit: SIGN_IN_LIMITS.perIp },
    device ? deviceRule(device) : accountWideRule(email),
  ];
}

/**
 * The counters of a second factor at sign-in: from a new device, the account's two-factor counter
 * (5 from anywhere), the address's and the account-wide cap; from a known device, its own counter and
 * the address's, so a stranger holding the password cannot lock the owner's device out either. The
 * first is the one a right code clears.
 */
export function secondStepRules(user: { id: string; email: string }, ip: string, device: string | null): ThrottleRule[] {
  const [perAccount, perIp] = twoFactorRules(user.id, ip);
  return device ? [deviceRule(device), perIp!] : [perAccount!, perIp!, accountWideRule(user.email)];
}

/**
 * Marks the browser of a completed sign-in of `userId` as a known device: the counter of the device
 * it was (when `cookie` names this account) starts again, and a new cookie is issued. Only a
 * completed sign-in does this: were a right password enough, a stolen device cookie could try
 * codes without end.
 * @returns the new device cookie's value
 */
export async function rememberDevice(env: AuthEnv, userId: string, cookie: string | undefined): Promise<string> {
  const device = await env.devices.recognise(cookie, userId);
  if (device) await env.throttle.clear(deviceRule(device).key);
  return env.devices.issue(userId);
}
