/**
 * Page guards (spec §2, DESIGN.md "Permissions"): the authToken cookie → session → `locals.user`,
 * then the route's permission. API routes authorise themselves in the backend.
 */
import { defineMiddleware } from 'astro:middleware';
import type { AstroCookies } from 'astro';
import { ApiError } from '~/lib/api/http';
import { authApi } from '~/lib/auth/api';
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
        return context.redirect('/');
      }
    }
  }

  const { user } = locals;
  if (route.public) return user && pathname === '/' ? context.redirect(homeFor(user)) : next();
  if (!user) return context.redirect('/');
  if (!can(user, route.permission)) {
    // Without the fallback page's permission either, a redirect would loop: answer 403 instead.
    if (pathname !== FALLBACK_PATH && can(user, matchRoute(FALLBACK_PATH)!.permission)) return context.redirect(FALLBACK_PATH);
    return context.rewrite('/forbidden');
  }
  return next();
});
