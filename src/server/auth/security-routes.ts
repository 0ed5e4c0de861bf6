/**
 * Routes of issue 16: the second step of sign-in (base /auth/login), the Security tab's two-factor
 * and sessions (base /auth), and a super admin's view of a staff member (base /users). Validate with
 * the shared schema → service → DTO.
 */
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  challengeCodeSchema,
  challengeRecoverySchema,
  challengeSchema,
  disableTwoFactorSchema,
  twoFactorCodeSchema,
} from '~/lib/auth/two-factor-schemas';
import { auditContext } from '~/server/audit/context';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, DEVICE_COOKIE_PATH } from '~/server/auth/device-cookie';
import { AUTH_COOKIE, requireAuth } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { ACCESS_MESSAGES, assertSuperAdmin } from '~/server/access/manage';
import { notFound } from '~/server/http/errors';
import { readJson, validate } from '~/server/http/validate';
import { currentRequest } from '~/server/request-context';

/**
 * True when the request came over HTTPS: as the server found it (directly, or through a trusted
 * proxy, issue 24 §1), else as the request says (tests, `astro dev`).
 */
export function isHttps(c: Context<AppEnv>): boolean {
  return currentRequest()?.https ?? (c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
}

/**
 * Sets the cookies of a completed sign-in: the session's (the server decides expiry, 12 hours idle,
 * and can revoke it) and the device cookie that makes this browser a known device of the account
 * (issue 27 §8; read only by the sign-in routes, so its path is theirs).
 */
export async function setSignInCookies(c: Context<AppEnv>, result: { token: string; user: { id: string } }): Promise<void> {
  setCookie(c, AUTH_COOKIE, result.token, { httpOnly: true, sameSite: 'Lax', secure: isHttps(c), path: '/' });
  const device = await c.var.services.auth.rememberDevice(result.user.id, deviceCookie(c));
  setCookie(c, DEVICE_COOKIE, device, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** The device cookie the browser sent, if any. */
export const deviceCookie = (c: Context<AppEnv>): string | undefined => getCookie(c, DEVICE_COOKIE);

/** POST /auth/login/verify and the enrolment at sign-in; mounted under /auth/login. */
export const signInStepRoutes = new Hono<AppEnv>()
  .post('/verify', async (c) => {
    const input = await readJson(c);
    const auth = c.var.services.auth;
    const device = deviceCookie(c);
    const result =
      input && typeof input === 'object' && 'recoveryCode' in input
        ? await validate(challengeRecoverySchema, input).then((v) => auth.verifySignIn(v.challenge, { recoveryCode: v.recoveryCode }, auditContext(c), device))
        : await validate(challengeCodeSchema, input).then((v) => auth.verifySignIn(v.challenge, { code: v.code }, auditContext(c), device));
    await setSignInCookies(c, result);
    return c.json({ message: 'Logged in successfully', data: result });
  })
  .post('/2fa/setup', async (c) => {
    const { challenge } = await validate(challengeSchema, await readJson(c));
    const data = await c.var.services.auth.enrollSetup(challenge);
    return c.json({ message: 'Scan the QR code with your authenticator app', data });
  })
  .post('/2fa/enable', async (c) => {
    const { challenge, code } = await validate(challengeCodeSchema, await readJson(c));
    const result = await c.var.services.auth.enrollConfirm(challenge, code, auditContext(c));
    await setSignInCookies(c, result);
    return c.json({ message: 'Two-factor sign-in is on', data: result });
  });

/** The Security tab: two-factor and the caller's sessions; mounted under /auth. */
export const securityRoutes = new Hono<AppEnv>()
  .get('/2fa', requireAuth, async (c) => c.json({ message: 'Two-factor status', data: await c.var.services.auth.twoFactorStatus(c.var.user.details.id) }))
  .post('/2fa/setup', requireAuth, async (c) => {
    const data = await c.var.services.auth.setupTwoFactor(c.var.user.details);
    return c.json({ message: 'Scan the QR code with your authenticator app', data });
  })
  .post('/2fa/enable', requireAuth, async (c) => {
    const { code } = await validate(twoFactorCodeSchema, await readJson(c));
    const recoveryCodes = await c.var.services.auth.enableTwoFactor(c.var.user.details, code, auditContext(c));
    return c.json({ message: 'Two-factor sign-in is on', data: { recoveryCodes } });
  })
  .post('/2fa/disable', requireAuth, async (c) => {
    const input = await validate(disableTwoFactorSchema, await readJson(c));
    await c.var.services.auth.disableTwoFactor(c.var.user.details, input, auditContext(c));
    return c.json({ message: 'Two-factor sign-in is off', data: null });
  })
  .post('/2fa/recovery-codes', requireAuth, async (c) => {
    const { code } = await validate(twoFactorCodeSchema, await readJson(c));
    const recoveryCodes = await c.var.services.auth.regenerateRecoveryCodes(c.var.user.details, code, auditContext(c));
    return c.json({ message: 'New recovery codes', data: { recoveryCodes } });
  })
  .get('/sessions', requireAuth, async (c) => {
    const me = c.var.user;
    return c.json({ message: 'Sessions', data: await c.var.services.auth.listSessions(me.details.id, me.sessionHash) });
  })
  .delete('/sessions', requireAuth, async (c) => {
    // Only 'everywhere else' exists: ending the current session too is what logout is for.
    if (c.req.query('others') !== '1') throw notFound();
    await c.var.services.auth.endOtherSessions(c.var.user, auditContext(c));
    return c.json({ message: 'Signed out everywhere else', data: null });
  })
  .delete('/sessions/:id', requireAuth, async (c) => {
    await c.var.services.auth.endSession(c.var.user, c.req.param('id'), auditContext(c));
    return c.json({ message: 'Session ended', data: null });
  })
  .get('/sign-ins', requireAuth, async (c) => c.json({ message: 'Sign-in history', data: await c.var.services.auth.signInHistory(c.var.user.details.id) }));

/** The refusal of the staff security routes to anyone but a super admin. */
export const STAFF_SECURITY_MESSAGE = ACCESS_MESSAGES.superAdminOnly("see or end another account's sessions or reset its two-factor sign-in");

/**
 * A super admin's view of any account's security (issue 16 §1–2): sessions, sign-ins, ending them,
 * resetting two-factor for a lost device. Super admins only (issue 27 §1): these act on another
 * person's sign-in, which may be a super admin's.
 */
export const staffSecurityRoutes = new Hono<AppEnv>()
  .use('/:id/*', requireAuth, async (c, next) => {
    assertSuperAdmin(c.var.user.details, STAFF_SECURITY_MESSAGE);
    if (!(await c.var.services.auth.userExists(c.req.param('id')!))) throw notFound('User not found');
    await next();
  })
  .get('/:id/security', async (c) => {
    const id = c.req.param('id');
    const auth = c.var.services.auth;
    const [twoFactor, sessions, signIns] = await Promise.all([auth.twoFactorStatus(id), auth.listSessions(id), auth.signInHistory(id)]);
    return c.json({ message: 'Account security', data: { twoFactor, sessions, signIns } });
  })
  .get('/:id/sessions', async (c) => c.json({ message: 'Sessions', data: await c.var.services.auth.listSessions(c.req.param('id')) }))
  .delete('/:id/sessions', async (c) => {
    await c.var.services.auth.endAllSessions(c.req.param('id'), auditContext(c));
    return c.json({ message: 'Every session of this account has ended', data: null });
  })
  .delete('/:id/2fa', async (c) => {
    await c.var.services.auth.resetTwoFactor(c.req.param('id'), auditContext(c));
    return c.json({ message: 'Two-factor sign-in has been reset', data: null });
  });
