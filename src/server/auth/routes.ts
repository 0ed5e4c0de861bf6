/**
 * Routes of spec §7 "Authentication" (base /auth): validate with the shared schema → service → DTO.
 */
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { MSG } from '~/lib/messages';
import { P } from '~/lib/permissions';
import {
  forgotPasswordSchema,
  loginSchema,
  passwordUpdateSchema,
  resetPasswordSchema,
  staffProfileSchema,
  superAdminProfileSchema,
} from '~/lib/auth/schemas';
import { auditContext } from '~/server/audit/context';
import { AUTH_COOKIE, requireAuth, requirePermission } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { body, readJson, validate } from '~/server/http/validate';
import { assertPasswordLength } from '~/server/auth/policy';
import { deviceCookie, securityRoutes, setSignInCookies, signInStepRoutes } from '~/server/auth/security-routes';
import { SUPER_ADMIN_ROLE } from '~/server/auth/users';

export const authRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { email, password } = await body(c, loginSchema);
    const result = await c.var.services.auth.login(email, password, auditContext(c), deviceCookie(c));
    // With two-factor on or required there is no session yet: the answer carries the next step's challenge.
    if ('twoFactorRequired' in result) return c.json({ message: 'Enter the code from your authenticator app', data: result });
    if ('twoFactorEnrollmentRequired' in result) return c.json({ message: 'Set up two-factor sign-in to continue', data: result });
    await setSignInCookies(c, result);
    return c.json({ message: 'Logged in successfully', data: result });
  })
  .route('/login', signInStepRoutes)
  .post('/forgot-password', async (c) => {
    const { email } = await body(c, forgotPasswordSchema);
    await c.var.services.auth.forgotPassword(email, auditContext(c));
    return c.json({ message: MSG.resetLinkSent, data: null });
  })
  // Asked when the link's page loads, so a used or expired link says so before the form is filled.
  .get('/reset-password/:token', async (c) => {
    await c.var.services.auth.checkResetToken(c.req.param('token'));
    return c.json({ message: 'This link can be used.', data: null });
  })
  .post('/reset-password', async (c) => {
    const { token, password } = await body(c, resetPasswordSchema);
    await assertPasswordLength(c.var.services.settings, password);
    // An invitation's link lands on the same page: accepting it sets the password and activates the account.
    const accepted = await c.var.services.invitations.accept(token, password, auditContext(c));
    if (!accepted) await c.var.services.auth.resetPassword(token, password, auditContext(c));
    return c.json({ message: MSG.passwordResetDone, data: null });
  })
  .get('/getMe', requireAuth, (c) => c.json({ message: 'User details', data: c.var.user.details }))
  .post('/logout', requireAuth, async (c) => {
    await c.var.services.auth.logout(c.var.user, auditContext(c));
    deleteCookie(c, AUTH_COOKIE, { path: '/' });
    return c.json({ message: 'Logged out successfully', data: null });
  })
  .patch('/updateMe', requirePermission(P.B_PROFILE), async (c) => {
    const input = await readJson(c);
    const me = c.var.user;
    if (input && typeof input === 'object' && 'password' in input) {
      const change = await validate(passwordUpdateSchema, input);
      await assertPasswordLength(c.var.services.settings, change.password);
      await c.var.services.auth.changePassword(me, change, auditContext(c));
      return c.json({ message: 'Password updated successfully', data: me.details });
    }
    const changes =
      me.details.role.name === SUPER_ADMIN_ROLE
        ? await validate(superAdminProfileSchema, input)
        : await validate(staffProfileSchema, input);
    const user = await c.var.services.auth.updateProfile(me.details, changes, auditContext(c));
    return c.json({ message: 'Profile updated successfully', data: user });
  })
  .route('/', securityRoutes);
