/**
 * The console's HTTP servers observe every request the same way (issue 24 §1, §4): its meta
 * (scripts/request-meta.mjs: client address behind TRUSTED_PROXIES, request id) is computed once and
 * is the current request for everything below; every answer carries `x-request-id`; `GET /metrics`
 * is answered here (scripts/metrics.mjs); and when the answer is done, one JSON access line is
 * written and its duration recorded. Used by scripts/serve.mjs and `npm run api`.
 */
import { logger } from './logger.mjs';
import { observeRequest, serveMetrics } from './metrics.mjs';
import { parseTrustedProxies, requestMetaOf, runInRequest } from './request-meta.mjs';

/** Paths probed or scraped every few seconds: their access lines are debug, as static files'. */
const QUIET_PATHS = new Set(['/metrics', '/healthz', '/livez', '/readyz']);

/** The route of a static file served from the client build (set by its server). */
export const STATIC_ROUTE = 'static';

/**
 * Writes the access line of `req` and records its duration.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./request-meta.mjs').RequestMeta} meta
 */
function finish(req, res, meta) {
  const path = (req.url ?? '/').split('?')[0];
  const seconds = (performance.now() - meta.started) / 1000;
  const quiet = QUIET_PATHS.has(path);
  const route = meta.route ?? (quiet ? path : 'unmatched');
  observeRequest({ method: req.method, route, status: res.statusCode, seconds });
  const line = {
    method: req.method,
    path,
    status: res.statusCode,
    durationMs: Math.round(seconds * 10_000) / 10,
    requestId: meta.requestId,
    userId: meta.userId,
    clientAddress: meta.clientAddress,
    // The client left before the whole answer was sent.
    ...(res.writableFinished ? {} : { aborted: true }),
  };
  if (quiet || route === STATIC_ROUTE) logger.debug(line, 'request');
  else logger.info(line, 'request');
}

/**
 * Wraps `listener(req, res, meta)` as a node:http request listener that observes each request.
 * The listener may set `meta.route` (the route's pattern, or STATIC_ROUTE) and `meta.userId`.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, meta: import('./request-meta.mjs').RequestMeta) => void} listener
 * @param {Record<string, string | undefined>} [env] where TRUSTED_PROXIES and METRICS_TOKEN are read (process.env)
 * @throws Error naming TRUSTED_PROXIES when it is malformed
 */
export function observed(listener, env = process.env) {
  const trust = parseTrustedProxies(env.TRUSTED_PROXIES);
  const metricsToken = env.METRICS_TOKEN || undefined;
  return (req, res) => {
    const meta = requestMetaOf(req, trust);
    res.setHeader('x-request-id', meta.requestId);
    res.once('close', () => finish(req, res, meta));
    runInRequest(meta, () => {
      if (!serveMetrics(req, res, metricsToken)) listener(req, res, meta);
    });
  };
}
