/**
 * The auth service (spec §7 "Authentication", DESIGN.md "Auth and sessions", issue 16): one named
 * function per use case, each in its own module, composed here over the backend's dependencies and
 * this process's session cache. Errors are HttpErrors carrying the message the user sees.
 */
import type { AuditContext } from '~/server/audit/record';
import type { AuthDeps, AuthEnv } from '~/server/auth/deps';
import { deviceCookies } from '~/server/auth/device-cookie';
import { login } from '~/server/auth/login';
import { checkResetToken, requestPasswordReset, resetPassword } from '~/server/auth/password-reset';
import { changePassword, updateProfile } from '~/server/auth/profile';
import { secretBox } from '~/server/auth/secret-box';
import { SessionCache } from '~/server/auth/session-cache';
import { endSession, endSessions, listSessions, signInHistory, userExists } from '~/server/auth/session-list';
import { applySessionEvent, authenticate, forgetSessions, logout, revokeSessions } from '~/server/auth/sessions';
import { rememberDevice } from '~/server/auth/sign-in-limits';
import { enrollConfirm, enrollSetup, verifySignIn } from '~/server/auth/two-factor-sign-in';
import { twoFactorStatus } from '~/server/auth/two-factor';
import { disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, resetTwoFactor, setupTwoFactor } from '~/server/auth/two-factor-settings';
import type { SessionUser } from '~/server/auth/deps';

/** `useCase` with this service's environment given, so routes call it with their own arguments only. */
const bind =
  <A extends unknown[], R>(env: AuthEnv, useCase: (env: AuthEnv, ...args: A) => R) =>
  (...args: A): R =>
    useCase(env, ...args);

export function authService(deps: AuthDeps) {
  const env: AuthEnv = {
    ...deps,
    cache: new SessionCache(deps.config.sessionCacheMs),
    box: secretBox(deps.db, deps.config.twoFactorKey),
    devices: deviceCookies(deps.db),
  };
  // Other processes' logouts, revocations and role changes empty this process's cache too.
  deps.events.subscribe((event) => applySessionEvent(env.cache, event));
  return {
    login: bind(env, login),
    verifySignIn: bind(env, verifySignIn),
    enrollSetup: bind(env, enrollSetup),
    enrollConfirm: bind(env, enrollConfirm),
    rememberDevice: bind(env, rememberDevice),
    /** Ends every session of `userId` (or of each of many, in one statement) at once, cached ones included (a disabled or deleted account). */
    revokeSessions: async (userId: string | readonly string[]) => {
      await revokeSessions(env.db, userId);
      for (const id of typeof userId === 'string' ? [userId] : userId) await forgetSessions(env, { kind: 'user', userId: id });
    },
    /**
     * Forgets every cached session in every process: call after a role's permissions or flags
     * change, so its members' next requests see the new role (issue 16 §3).
     */
    rolesChanged: () => forgetSessions(env, { kind: 'all' }),
    authenticate: bind(env, authenticate),
    logout: bind(env, logout),
    forgotPassword: bind(env, requestPasswordReset),
    checkResetToken: bind(env, checkResetToken),
    resetPassword: bind(env, resetPassword),
    updateProfile: bind(env, updateProfile),
    changePassword: bind(env, changePassword),
    twoFactorStatus: bind(env, twoFactorStatus),
    setupTwoFactor: bind(env, setupTwoFactor),
    enableTwoFactor: bind(env, enableTwoFactor),
    disableTwoFactor: bind(env, disableTwoFactor),
    regenerateRecoveryCodes: bind(env, regenerateRecoveryCodes),
    resetTwoFactor: bind(env, resetTwoFactor),
    listSessions: bind(env, listSessions),
    signInHistory: bind(env, signInHistory),
    endSession: bind(env, endSession),
    /** Signs the caller out everywhere but this session. */
    endOtherSessions: (me: SessionUser, context: AuditContext) => endSessions(env, me.details.id, context, me.sessionHash),
    /** Ends every session of a staff member (a super admin's action). */
    endAllSessions: (userId: string, context: AuditContext) => endSessions(env, userId, context),
    userExists: bind(env, userExists),
  };
}

export type AuthService = ReturnType<typeof authService>;
