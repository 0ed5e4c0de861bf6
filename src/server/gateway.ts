/**
 * Where the console reaches its backend (DESIGN.md): in-process by default, or the remote backend at
 * API_URL. It serves `/api/v1/*` for the browser and gives pages an HTTP client bound to a session.
 */
import { createHttp, type Http } from '~/lib/api/http';
import { DEVICE_COOKIE } from '~/server/auth/device-cookie';
import { AUTH_COOKIE } from '~/server/http/auth';
import { isCrossSiteWrite } from '~/server/http/origin';
import { API_PREFIX, DATABASE_UNAVAILABLE } from '~/server/app';
import { isDatabaseUnavailable } from '~/server/db/errors';
import { embeddedHttp, type Dispatch } from '~/server/embedded-http';
import { log } from '~/server/log';
import { pageCache } from '~/server/page-cache';
import { sessionReads } from '~/server/session-reads';
import { currentRequest, noteDataVersion } from '~/server/request-context';
import { getBackend } from '~/server/runtime';

/** The remote backend's base URL ending in /api/v1, or undefined for the embedded backend. */
const remoteBase = process.env.API_URL?.replace(/\/$/, '') || undefined;

const EMBEDDED_BASE = `http://embedded.invalid${API_PREFIX}`;

/** Calls the embedded backend without a network hop. */
const dispatch: Dispatch = async (request, call) => (await getBackend()).app.fetch(request, { clientAddress: '127.0.0.1', inProcess: call });

/**
 * An HTTP client for server-side callers, authenticated with `token` when given. Calls into the
 * embedded backend are never retried: they cannot meet a flaky network, and retrying a database
 * outage only turns a quick 503 into a slow 500 (issue 9 §1). The remote backend keeps spec §9's retries.
 */
export function backendHttp(token?: string, options: { getRetries?: number | undefined } = {}): Http {
  return remoteBase
    ? createHttp({ baseURL: remoteBase, token, ...options })
    : embeddedHttp(EMBEDDED_BASE, dispatch, token);
}

/**
 * The data version of the current page view, read at its first ask and noted for the rest of the
 * view: its session reads, its page cache entry and its render's backend reads kept per version.
 * Behind a remote backend nothing says when its data changed: undefined, so nothing is kept.
 */
async function viewVersion(): Promise<string | undefined> {
  if (remoteBase) return undefined;
  const noted = currentRequest()?.dataVersion;
  if (noted !== undefined) return noted;
  const version = await (await getBackend()).dataVersion();
  noteDataVersion(version);
  return version;
}

/** Pages kept as rendered while the embedded backend's data is unchanged (page-cache.ts). */
export const pages = pageCache(viewVersion);

/**
 * The staff member and display settings of a page's session, kept while the data is unchanged
 * (session-reads.ts), for as long as the backend's session cache keeps a session.
 */
export const sessionReadsKept = sessionReads(viewVersion, async () => (await getBackend()).config.sessionCacheMs);

/** The cookie `name` of a Cookie header; undefined when absent or not decodable. */
function cookieValue(header: string | null, name: string): string | undefined {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  const value = match?.[1];
  if (!value || value === 'undefined') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Forwards a browser's /api/v1 request to the remote backend, the cookie becoming a Bearer header,
 * with the client's address, scheme and request id (the backend trusts the console as its proxy
 * through its own TRUSTED_PROXIES).
 */
async function proxy(request: Request, clientAddress: string): Promise<Response> {
  if (isCrossSiteWrite(request)) return Response.json({ message: 'Cross-site request refused' }, { status: 403, headers: { 'cache-control': 'no-store' } });
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of ['host', 'cookie', 'connection', 'content-length', 'accept-encoding']) headers.delete(name);
  const token = cookieValue(request.headers.get('cookie'), AUTH_COOKIE);
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  // The only cookie the backend reads itself: the sign-in's device cookie (issue 27 §8). With a
  // cookie the backend checks Origin against the host, which is the console's as the browser saw it.
  const device = cookieValue(request.headers.get('cookie'), DEVICE_COOKIE);
  if (device) headers.set('cookie', `${DEVICE_COOKIE}=${encodeURIComponent(device)}`);
  const current = currentRequest();
  headers.set('x-forwarded-for', clientAddress);
  headers.set('x-forwarded-proto', (current?.https ?? url.protocol === 'https:') ? 'https' : 'http');
  headers.set('x-forwarded-host', url.host);
  if (current) headers.set('x-request-id', current.requestId);
  const hasBody = !['GET', 'HEAD'].includes(request.method);
  let upstream: Response;
  try {
    upstream = await fetch(`${remoteBase}${url.pathname.slice(API_PREFIX.length)}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : null,
      redirect: 'manual',
    });
  } catch {
    return Response.json({ message: 'The backend is unreachable' }, { status: 502, headers: { 'cache-control': 'no-store' } });
  }
  const out = new Headers(upstream.headers);
  // fetch() already decoded the body; the console's own compression encodes it again.
  out.delete('content-encoding');
  out.delete('content-length');
  return new Response(upstream.body, { status: upstream.status, headers: out });
}

/** Serves a browser's /api/v1 request from `clientAddress`: in-process, or proxied to API_URL. */
export async function handleApiRequest(request: Request, clientAddress: string): Promise<Response> {
  if (remoteBase) return proxy(request, clientAddress);
  let backend;
  try {
    backend = await getBackend();
  } catch (error) {
    // The backend could not open (its database is down at start): answer like the API would.
    log.error('backend unavailable', error);
    const unavailable = isDatabaseUnavailable(error);
    return Response.json(
      { message: unavailable ? DATABASE_UNAVAILABLE : 'Something went wrong' },
      { status: unavailable ? 503 : 500, headers: { 'cache-control': 'no-store' } },
    );
  }
  return backend.app.fetch(request, { clientAddress });
}

/** True when pages read a remote backend. */
export const isRemote = Boolean(remoteBase);
