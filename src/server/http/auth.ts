/**
 * Authentication and permission middleware for API routes: every protected route declares its
 * permission with `requirePermission`; the UI hiding a button is never the protection.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { can, type Permission } from '~/lib/permissions';
import type { AppEnv } from '~/server/http/env';
import { forbidden, unauthorized } from '~/server/http/errors';
import { currentRequest, noteUser } from '~/server/request-context';

export const AUTH_COOKIE = 'authToken';

/** The session token of a request: a Bearer header first, else the authToken cookie. */
export function readToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  const cookie = getCookie(c, AUTH_COOKIE);
  return cookie && cookie !== 'undefined' ? cookie : undefined;
}

/** Rejects with 401 unless the request carries a live session; sets `c.var.user`. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = readToken(c);
  const user = token ? await c.var.services.auth.authenticate(token) : undefined;
  if (!user) throw unauthorized();
  c.set('user', user);
  noteUser(user.details.id);
  await next();
};

/** The 403 message of a missing permission: it names the permission, or each one that would do. */
export const missingPermissionMessage = (...permissions: Permission[]) =>
  `You do not have permission to do this (${permissions.join(' or ')}).`;

/** Rejects with 401 without a session and 403, naming `permission`, without it. */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) =>
    requireAuth(c, async () => {
      if (!can(c.var.user.details, permission)) throw forbidden(missingPermissionMessage(permission));
      await next();
    });
}

/** Rejects with 401 without a session and 403, naming them, unless the caller holds one of `permissions`. */
export function requireAnyPermission(permissions: readonly Permission[]): MiddlewareHandler<AppEnv> {
  return async (c, next) =>
    requireAuth(c, async () => {
      if (!permissions.some((p) => can(c.var.user.details, p))) throw forbidden(missingPermissionMessage(...permissions));
      await next();
    });
}

/**
 * The caller's address (issue 24 §1): the server's for this request (behind TRUSTED_PROXIES, the
 * client's), else the one the caller of `app.fetch` gives (tests, `astro dev`).
 */
export function clientAddress(c: Context<AppEnv>): string {
  return currentRequest()?.clientAddress ?? c.env?.clientAddress ?? 'unknown';
}
