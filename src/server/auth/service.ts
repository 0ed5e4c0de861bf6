/**
 * The auth service (spec §7 "Authentication", DESIGN.md "Auth and sessions"): one named function per
 * use case, each in its own module, composed here over the backend's dependencies and this process's
 * session cache. Errors are HttpErrors carrying the message the user sees.
 */
import type { AuthDeps, AuthEnv } from '~/server/auth/deps';
import { login } from '~/server/auth/login';
import { checkResetToken, requestPasswordReset, resetPassword } from '~/server/auth/password-reset';
import { changePassword, updateProfile } from '~/server/auth/profile';
import { SessionCache } from '~/server/auth/session-cache';
import { authenticate, logout, revokeSessions } from '~/server/auth/sessions';

/** `useCase` with this service's environment given, so routes call it with their own arguments only. */
const bind =
  <A extends unknown[], R>(env: AuthEnv, useCase: (env: AuthEnv, ...args: A) => R) =>
  (...args: A): R =>
    useCase(env, ...args);

export function authService(deps: AuthDeps) {
  const env: AuthEnv = { ...deps, cache: new SessionCache(deps.config.sessionCacheMs) };
  return {
    login: bind(env, login),
    /** Forgets the cached sessions of the holders of the role `name`: their next request reads it again. */
    forgetRole: (name: string) => env.cache.dropWhere((s) => s.details.role.name === name),
    /** Ends every session of `userId` at once, cached ones included (a disabled or deleted account). */
    revokeSessions: async (userId: string) => {
      await revokeSessions(env.db, userId);
      env.cache.dropUser(userId);
    },
    authenticate: bind(env, authenticate),
    logout: bind(env, logout),
    forgotPassword: bind(env, requestPasswordReset),
    checkResetToken: bind(env, checkResetToken),
    resetPassword: bind(env, resetPassword),
    updateProfile: bind(env, updateProfile),
    changePassword: bind(env, changePassword),
  };
}

export type AuthService = ReturnType<typeof authService>;
