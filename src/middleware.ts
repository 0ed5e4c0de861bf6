/**
 * Page guards (spec §2, DESIGN.md "Permissions"): the authToken cookie → session → `locals.user`,
 * then the route's permission. API routes authorise themselves in the backend.
 */
import { defineMiddleware } from 'astro:middleware';
import type { AstroCookies } from 'astro';
import { ApiError } from '~/lib/api/http';
import { authApi } from '~/lib/auth/api';
import { safeNextPath } from '~/lib/auth/next-path';
import { signInLink } from '~/lib/auth/sign-in-link';
import { decodeFlash, encodeFlash, FLASH_COOKIE, type Flash } from '~/lib/flash';
import { MSG } from '~/lib/messages';
import { can } from '~/lib/permissions';
import { FALLBACK_PATH, homeFor, matchRoute } from '~/lib/routes';
import { backendHttp } from '~/server/gateway';

const AUTH_COOKIE = 'authToken';
const PASS_THROUGH = ['/api/', '/_astro/', '/_server-islands/'];
const PASS_THROUGH_EXACT = new Set(['/healthz', '/favicon.svg', '/robots.txt']);

function setFlash(cookies: AstroCookies, flash: Flash): void {
  cookies.set(FLASH_COOKIE, encodeFlash(flash), { path: '/', maxAge: 60, sameSite: 'lax', httpOnly: true });
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  if (PASS_THROUGH_EXACT.has(pathname) || PASS_THROUGH.some((prefix) => pathname.startsWith(prefix))) return next();
  const { cookies, locals } = context;

  const route = matchRoute(pathname);
  if (!route) return context.redirect('/');
  // A signed-out visitor is sent to sign in and then brought back here (issue 10 §1).
  const signIn = signInLink(pathname + context.url.search);

  const flash = decodeFlash(cookies.get(FLASH_COOKIE)?.value);
  if (flash) {
    locals.flash = flash;
    cookies.delete(FLASH_COOKIE, { path: '/' });
  }

  let token = cookies.get(AUTH_COOKIE)?.value;
  if (token === 'undefined') {
    cookies.delete(AUTH_COOKIE, { path: '/' });
    token = undefined;
  }
  locals.http = backendHttp(token);

  if (token) {
    try {
      locals.user = (await authApi(locals.http).getMe()).data;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      cookies.delete(AUTH_COOKIE, { path: '/' });
      locals.http = backendHttp();
      if (!route.public) {
        setFlash(cookies, { kind: 'error', message: MSG.sessionExpired });
        return context.redirect(signIn);
      }
    }
  }

  const { user } = locals;
  if (route.public) {
    if (!user || pathname !== '/') return next();
    return context.redirect(safeNextPath(context.url.searchParams.get('next')) ?? homeFor(user));
  }
  if (!user) return context.redirect(signIn);
  if (!can(user, route.permission)) {
    // Without the fallback page's permission either, a redirect would loop: answer 403 instead.
    if (pathname !== FALLBACK_PATH && can(user, matchRoute(FALLBACK_PATH)!.permission)) return context.redirect(FALLBACK_PATH);
    return context.rewrite('/forbidden');
  }
  return next();
});
