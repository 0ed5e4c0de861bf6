/**
 * What the console knows about the request it is answering (issue 24 §1, §4): the real client's
 * address behind the trusted proxies, the request id, whether it came over HTTPS, and, once known,
 * the route and the signed-in user. Computed once per request by the HTTP server (scripts/serve.mjs,
 * `npm run api`) and read anywhere below it through `currentRequest()`: the throttles, the audit log,
 * the sessions list and every log line use the same values.
 *
 * The store lives on a global symbol, since the built bundle carries its own copy of this module
 * beside the one serve.mjs imports.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import proxyaddr from 'proxy-addr';

/**
 * @typedef {object} RequestMeta
 * @property {string} requestId kept from a valid X-Request-Id, else new
 * @property {string} clientAddress the client's address (see clientAddressOf)
 * @property {boolean} https the request reached the console, or its trusted proxy, over HTTPS
 * @property {number} started performance.now() when the request arrived
 * @property {string} [route] the route's pattern ('/oi/leads/[id]', '/api/v1/leads/:id', 'static'), once matched
 * @property {string} [userId] the signed-in staff member's id, once the session is read
 * @property {string} [dataVersion] the data version a page's render began at (src/server/page-cache.ts),
 *   which the backend's reads kept per version use instead of asking the database again
 */

/** @typedef {(address: string, hop: number) => boolean} Trust */

const KEY = Symbol.for('owner-console.request');
/** @type {AsyncLocalStorage<RequestMeta>} */
const storage = (globalThis[KEY] ??= new AsyncLocalStorage());

/** A request id a client or proxy may choose: 1–128 characters of letters, digits, `.`, `_` and `-`. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The trust rule of TRUSTED_PROXIES: comma-separated IPv4 or IPv6 addresses or CIDR ranges (and
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Empty or unset trusts no one.
 * @param {string | undefined} value
 * @returns {Trust}
 * @throws Error naming TRUSTED_PROXIES when an entry is not an address or range
 */
export function parseTrustedProxies(value) {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return () => false;
  try {
    return proxyaddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES must list addresses or CIDR ranges separated by commas (${error.message}).`, { cause: error });
  }
}

/**
 * The client of `req`: its peer, or, when the peer is trusted, the right-most address of
 * X-Forwarded-For that is not itself trusted (entries left of it may be made up by the client).
 * @param {import('node:http').IncomingMessage} req
 * @param {Trust} trust
 */
export function clientAddressOf(req, trust) {
  return proxyaddr(req, trust) || req.socket?.remoteAddress || 'unknown';
}

/**
 * The request id to answer `header` (X-Request-Id) with: the header when valid, else a new UUID.
 * @param {string | string[] | undefined | null} header
 */
export function requestIdFrom(header) {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

/**
 * True when `req` came over HTTPS: its own socket is TLS, or a trusted peer says so in X-Forwarded-Proto.
 * @param {import('node:http').IncomingMessage} req
 * @param {Trust} trust
 */
export function isHttpsRequest(req, trust) {
  if (req.socket?.encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  if (typeof proto !== 'string' || !req.socket?.remoteAddress) return false;
  return trust(req.socket.remoteAddress, 0) && proto.split(',')[0].trim().toLowerCase() === 'https';
}

/**
 * The meta of a request that just arrived.
 * @param {import('node:http').IncomingMessage} req
 * @param {Trust} trust
 * @returns {RequestMeta}
 */
export function requestMetaOf(req, trust) {
  return {
    requestId: requestIdFrom(req.headers['x-request-id']),
    clientAddress: clientAddressOf(req, trust),
    https: isHttpsRequest(req, trust),
    started: performance.now(),
  };
}

/**
 * Runs `answer` with `meta` as the current request, for everything it calls or awaits.
 * @template T
 * @param {RequestMeta} meta
 * @param {() => T} answer
 * @returns {T}
 */
export function runInRequest(meta, answer) {
  return storage.run(meta, answer);
}

/**
 * Runs `work` outside any request: for work a request starts but does not own (opening the backend,
 * the timers it schedules), whose log lines must not carry that request's id.
 * @template T
 * @param {() => T} work
 * @returns {T}
 */
export function outsideRequest(work) {
  return storage.exit(work);
}

/**
 * The request being answered, or undefined outside one (start-up, scheduled jobs, tests, `astro dev`).
 * @returns {RequestMeta | undefined}
 */
export function currentRequest() {
  return storage.getStore();
}
