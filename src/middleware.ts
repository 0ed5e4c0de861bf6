/**
 * Page guards (spec §2, DESIGN.md "Permissions"): the authToken cookie → session → `locals.user`,
 * then the route's permission. API routes authorise themselves in the backend.
 *
 * Pages only read (GET/HEAD): every write goes to /api/v1, whose own origin rule refuses
 * cookie-carrying cross-site writes. That is why Astro's `security.checkOrigin` is off (it answered
 * Bearer clients with a plain-text 403, issue 9 §3) and why pages answer any other method with 405.
 */
import { defineMiddleware } from 'astro:middleware';
import type { APIContext, AstroCookies } from 'astro';
import { ApiError, type Http } from '~/lib/api/http';
import { authApi } from '~/lib/auth/api';
import { safeNextPath } from '~/lib/auth/next-path';
import { signInLink } from '~/lib/auth/sign-in-link';
import { decodeFlash, encodeFlash, FLASH_COOKIE, type Flash } from '~/lib/flash';
import { MSG } from '~/lib/messages';
import { homeFor, matchRoute, missingFor } from '~/lib/routes';
import { readDisplaySettings } from '~/lib/settings/display';
import { DEFAULT_DISPLAY } from '~/lib/settings/registry';
import { backendHttp, pages, sessionReadsKept } from '~/server/gateway';
import { keepingChoices } from '~/server/kept-choices';
import { encodedPage } from '~/server/encoded-page';
import { renderInFull } from '~/server/rendered-page';
import { sessionKey } from '~/server/session-key';
import { noteRoute, noteUser } from '~/server/request-context';

const AUTH_COOKIE = 'authToken';
const PASS_THROUGH = ['/api/', '/_astro/', '/_server-islands/'];
const PASS_THROUGH_EXACT = new Set(['/healthz', '/readyz', '/favicon.svg', '/robots.txt']);
/** The 503 page, shown in place of a page whose data the backend cannot serve right now. */
const UNAVAILABLE_PATH = '/unavailable';
const READ_METHODS = new Set(['GET', 'HEAD']);
/** A token must fit in an Authorization header: visible ASCII only, of a sane length. */
const TOKEN_SHAPE = /^[\x21-\x7e]{1,4096}$/;

function setFlash(cookies: AstroCookies, flash: Flash): void {
  cookies.set(FLASH_COOKIE, encodeFlash(flash), { path: '/', maxAge: 60, sameSite: 'lax', httpOnly: true });
}

/** The session token of the cookie; a value that cannot be a token is no session, and is removed. */
function readToken(cookies: AstroCookies): string | undefined {
  const token = cookies.get(AUTH_COOKIE)?.value;
  if (token === undefined) return undefined;
  if (TOKEN_SHAPE.test(token) && token !== 'undefined') return token;
  cookies.delete(AUTH_COOKIE, { path: '/' });
  return undefined;
}

/** True when a backend call failed because the backend or its database cannot answer right now. */
function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 503 || error.status === 0);
}

/**
 * `http` that also records, in `seen`, a call that failed because the backend is unavailable: pages
 * and their components catch their calls' errors to show an inline message, and an outage must
 * still become the 503 page.
 */
function watched(http: Http, seen: { unavailable: boolean }): Http {
  const note = (error: unknown): never => {
    if (isUnavailable(error)) seen.unavailable = true;
    throw error;
  };
  return {
    get: <T>(...args: Parameters<Http['get']>) => http.get<T>(...args).catch(note),
    send: <T>(...args: Parameters<Http['send']>) => http.send<T>(...args).catch(note),
  };
}

/** True when the middleware runs again for a `context.rewrite()` rather than for the visitor's URL. */
function isRewrite(context: APIContext): boolean {
  return context.originPathname.replace(/\/$/, '') !== context.url.pathname;
}

async function guard(context: APIContext, next: () => Promise<Response>, seen: { unavailable: boolean }): Promise<Response> {
  const { pathname } = context.url;
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

  const token = readToken(cookies);
  locals.http = watched(backendHttp(token), seen);
  locals.display = DEFAULT_DISPLAY;

  const session = token ? sessionKey(token) : '';
  if (token) {
    try {
      const http = locals.http;
      locals.user = await sessionReadsKept.read(session, 'me', async () => (await authApi(http).getMe()).data);
      // A list's choices are the same on every view of the session until a commit (kept-choices.ts).
      locals.http = keepingChoices(http, (name, read) => sessionReadsKept.read(session, name, read));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      cookies.delete(AUTH_COOKIE, { path: '/' });
      locals.http = watched(backendHttp(), seen);
      if (!route.public) {
        setFlash(cookies, { kind: 'error', message: MSG.sessionExpired });
        return context.redirect(signIn);
      }
    }
  }

  const { user } = locals;
  if (user) noteUser(user.id);
  // Dates, names and money on every signed-in page follow the settings (issue 15 §2). Read only
  // to draw a page: a settings change is a write, so a kept page already has the current ones.
  // Both reads of the session are kept while the data is unchanged (session-reads.ts, issue 28 §1).
  const draw = async () => {
    const http = locals.http;
    if (user && token && !route.public) locals.display = await sessionReadsKept.read(session, 'display', () => readDisplaySettings(http));
    return next();
  };
  // A page seen again with nothing changed is answered as kept (issue 9 §4); a one-time message
  // is not the same page twice, and neither is a 403 page: it names what the URL asked for needs,
  // and every refused URL is rewritten to the one /forbidden.
  const render = () => {
    const { headers, method } = context.request;
    if (flash || method !== 'GET' || locals.missingPermission) return draw();
    const view = {
      session: user ? session : '',
      url: pathname + context.url.search,
      acceptEncoding: headers.get('accept-encoding'),
      fresh: /no-cache/i.test(`${headers.get('cache-control')} ${headers.get('pragma')}`),
      live: route.live === true,
    };
    return pages.serve(view, draw, () => !seen.unavailable);
  };
  if (route.public) {
    if (!user || pathname !== '/') return render();
    return context.redirect(safeNextPath(context.url.searchParams.get('next')) ?? homeFor(user));
  }
  if (!user) return context.redirect(signIn);
  // One rule for OU and OI alike (issue 26 defect 12): a page the role cannot open answers 403 naming
  // the permission it lacks, at the URL asked for; the dashboard was a silent redirect for some pages.
  const missing = missingFor(user, route);
  if (missing) {
    locals.missingPermission = missing;
    return context.rewrite('/forbidden');
  }
  return render();
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  // The access line and metrics name a page by its route's pattern (issue 24 §4); the backend names its own.
  if (!pathname.startsWith('/api/')) noteRoute(context.routePattern);
  if (PASS_THROUGH_EXACT.has(pathname) || PASS_THROUGH.some((prefix) => pathname.startsWith(prefix))) return next();
  if (pathname === UNAVAILABLE_PATH) return isRewrite(context) ? next() : context.redirect('/');
  if (!READ_METHODS.has(context.request.method)) {
    return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' } });
  }

  // A database outage shows the 503 page, quickly, instead of a 500 or a page of inline errors
  // (issue 9 §1). Components call the backend while the body renders, so the body is rendered in
  // full before the status is final.
  const seen = { unavailable: false };
  let response: Response | undefined;
  try {
    response = await renderInFull(await guard(context, next, seen));
  } catch (error) {
    if (!seen.unavailable && !isUnavailable(error)) throw error;
  }
  if (seen.unavailable || !response) response = await context.rewrite(UNAVAILABLE_PATH);
  // A page for a visitor with cookies may show their data or a one-time message: no browser or proxy
  // may keep it (issue 9 §3).
  if (context.locals.user || context.request.headers.has('cookie')) response.headers.set('cache-control', 'no-store');
  return await encodedPage(response, context.request.headers.get('accept-encoding'));
});
