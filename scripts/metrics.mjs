/**
 * The console's metrics (issue 24 §4), in Prometheus text format through prom-client's default
 * registry: request durations by method, route pattern and status, the default process and Node
 * metrics, the PostgreSQL pool's connections, kept-page hits and misses, and throttle refusals.
 * `GET /metrics` answers them to `Authorization: Bearer <METRICS_TOKEN>` only (401 otherwise) and is
 * a 404 while METRICS_TOKEN is unset.
 *
 * With several workers (node:cluster), the worker that is scraped asks the primary, which gathers
 * every worker's metrics with prom-client's AggregatorRegistry: the primary calls
 * `setupPrimaryMetrics()` once.
 *
 * The metrics live on a global symbol: the built bundle carries its own copy of this module beside
 * the one serve.mjs imports, and each metric may be registered once.
 */
import cluster from 'node:cluster';
import crypto from 'node:crypto';
import client from 'prom-client';
import { logger } from './logger.mjs';

/** Messages between a scraped worker and the primary. */
const ASK = 'owner-console:metrics-request';
const ANSWER = 'owner-console:metrics-answer';
/** How long a worker waits for the primary's aggregate (prom-client gives workers 5 s to answer it). */
const PRIMARY_TIMEOUT_MS = 6000;

function createMetrics() {
  client.collectDefaultMetrics();
  // A worker answers the primary's requests for its metrics once an AggregatorRegistry exists.
  if (cluster.isWorker) new client.AggregatorRegistry();
  /** @type {Set<{ totalCount: number, idleCount: number, waitingCount: number }>} */
  const pools = new Set();
  return {
    pools,
    httpDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
    }),
    pageCache: new client.Counter({
      name: 'page_cache_lookups_total',
      help: 'Page views answered as kept (hit) or rendered although pages are kept (miss).',
      labelNames: ['result'],
    }),
    throttleRefusals: new client.Counter({
      name: 'throttle_refusals_total',
      help: 'Requests refused with 429 by a throttle (sign-in, forgot password, application, site secret), by route pattern.',
      labelNames: ['route'],
    }),
    dbPool: new client.Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool: connections open (total) and idle, and queries waiting for one (waiting).',
      labelNames: ['state'],
      collect() {
        if (pools.size === 0) return;
        const sum = (key) => [...pools].reduce((total, pool) => total + pool[key], 0);
        this.set({ state: 'total' }, sum('totalCount'));
        this.set({ state: 'idle' }, sum('idleCount'));
        this.set({ state: 'waiting' }, sum('waitingCount'));
      },
    }),
  };
}

const KEY = Symbol.for('owner-console.metrics');
/** @type {ReturnType<typeof createMetrics>} */
export const metrics = (globalThis[KEY] ??= createMetrics());

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Records an answered request. `route` is the route's pattern, never the raw path, so the label
 * takes a bounded number of values.
 * @param {{ method: string | undefined, route: string, status: number, seconds: number }} request
 */
export function observeRequest({ method, route, status, seconds }) {
  const label = method && METHODS.has(method) ? method : 'OTHER';
  metrics.httpDuration.observe({ method: label, route, status: String(status) }, seconds);
}

/**
 * Counts a page view that could be answered as kept: `hit` when it was.
 * @param {boolean} hit
 */
export function countPageView(hit) {
  metrics.pageCache.inc({ result: hit ? 'hit' : 'miss' });
}

/**
 * Counts a 429 answered by a throttle on `route` (its pattern).
 * @param {string} route
 */
export function countThrottleRefusal(route) {
  metrics.throttleRefusals.inc({ route });
}

/**
 * Reports `pool`'s connections in db_pool_connections until the returned function is called.
 * @param {{ totalCount: number, idleCount: number, waitingCount: number }} pool a pg.Pool
 * @returns {() => void}
 */
export function watchPool(pool) {
  metrics.pools.add(pool);
  return () => metrics.pools.delete(pool);
}

/**
 * True when `authorization` is `Bearer <token>`, compared in constant time (both sides hashed, so
 * neither the content nor the length leaks through timing).
 * @param {string | undefined} authorization
 * @param {string} token
 */
export function bearerMatches(authorization, token) {
  const given = typeof authorization === 'string' && /^bearer /i.test(authorization) ? authorization.slice(7).trim() : '';
  const digest = (text) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(token)) && given !== '';
}

/** Asks the primary for every worker's metrics, aggregated. */
function askPrimary() {
  return new Promise((resolve, reject) => {
    const id = crypto.randomUUID();
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const onMessage = (message) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      done();
      if (message.error) reject(new Error(message.error));
      else resolve({ contentType: message.contentType, text: message.text });
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the cluster primary did not answer with the metrics'));
    }, PRIMARY_TIMEOUT_MS);
    process.on('message', onMessage);
    process.send({ type: ASK, id });
  });
}

/**
 * The metrics to answer a scrape with: this process's, or, in a cluster worker, every worker's
 * aggregated by the primary.
 * @returns {Promise<{ contentType: string, text: string }>}
 */
export async function metricsText() {
  if (cluster.isWorker) return askPrimary();
  return { contentType: client.register.contentType, text: await client.register.metrics() };
}

/**
 * In the cluster primary: answers each worker's request for the metrics of all workers, aggregated
 * (prom-client's AggregatorRegistry sums counters and histograms, averages what it should). Call
 * once, before or after forking.
 */
export function setupPrimaryMetrics() {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', async (worker, message) => {
    if (message?.type !== ASK) return;
    let answer;
    try {
      answer = { type: ANSWER, id: message.id, contentType: aggregator.contentType, text: await aggregator.clusterMetrics() };
    } catch (error) {
      answer = { type: ANSWER, id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
    if (worker.isConnected()) worker.send(answer);
  });
}

/**
 * Answers `GET /metrics` and returns true, or returns false for any other path. `token` is
 * METRICS_TOKEN: unset, the path is a 404.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | undefined} token
 */
export function serveMetrics(req, res, token) {
  if ((req.url ?? '').split('?')[0] !== '/metrics') return false;
  if (!token) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  } else if (!bearerMatches(req.headers.authorization, token)) {
    res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' }).end('Unauthorized');
  } else {
    metricsText().then(
      ({ contentType, text }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text),
      (error) => {
        logger.warn({ error: error.message }, 'metrics unavailable');
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable');
      },
    );
  }
  return true;
}
