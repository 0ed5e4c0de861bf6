/**
 * Cross-site request protection for cookie-authenticated writes: a browser always sends Origin on a
 * POST, PATCH or DELETE, and it must name the host the request was sent to.
 */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes that read no session (the website's reseller applications): their own CORS rule applies. */
const PUBLIC_API = '/api/v1/public/';

/** True when `request` is a write carrying cookies from another site. Bearer-only callers pass. */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE.has(request.method)) return false;
  if (new URL(request.url).pathname.startsWith(PUBLIC_API)) return false;
  if (!request.headers.get('cookie')) return false;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
