/**
 * Device cookies (issue 27 §8, OWASP "Slow down online guessing attacks with device cookies"): a
 * browser that has completed a sign-in to an account keeps a signed, HttpOnly cookie naming that
 * account and a random device id. Such a known device is throttled on its own (sign-in-limits.ts)
 * and so is not locked out when strangers exhaust the account-wide cap. The cookie is a JWT (HS256,
 * `sub` the user id, `jti` the device id) signed with a key kept in `server_keys`, so every process
 * recognises the cookies of the others.
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '~/server/db/client';
import { serverKey } from '~/server/auth/server-keys';

export const DEVICE_COOKIE = 'signInDevice';
/** Only the sign-in routes read it, so it travels with nothing else. */
export const DEVICE_COOKIE_PATH = '/api/v1/auth';
export const DEVICE_COOKIE_DAYS = 365;

const KEY_NAME = 'device_cookie';
const AUDIENCE = 'sign-in-device';

/** Issues and recognises device cookies. */
export interface DeviceCookies {
  /** A new cookie value naming `userId` and a new device id, for a browser that has just signed in. */
  issue(userId: string): Promise<string>;
  /**
   * The device id of `cookie` when its signature holds, it has not expired and it names `userId`;
   * null otherwise (no cookie, a forged one, another account's: the browser is a new device).
   */
  recognise(cookie: string | undefined, userId: string | undefined): Promise<string | null>;
}

/** Device cookies signed with the key kept in `db`. */
export function deviceCookies(db: Database): DeviceCookies {
  const key = serverKey(db, KEY_NAME);
  return {
    async issue(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(randomBytes(16).toString('base64url'))
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${DEVICE_COOKIE_DAYS}d`)
        .sign(await key());
    },
    async recognise(cookie, userId) {
      if (!cookie || !userId) return null;
      const secret = await key();
      try {
        const { payload } = await jwtVerify(cookie, secret, { algorithms: ['HS256'], audience: AUDIENCE, subject: userId });
        return typeof payload.jti === 'string' && payload.jti ? payload.jti : null;
      } catch {
        return null;
      }
    },
  };
}
