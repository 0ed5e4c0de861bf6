/**
 * The production server: the client build's files precompressed from memory (static-assets.mjs),
 * then Astro's built Node handler behind cheap gzip/brotli compression and security headers (DESIGN.md, issue "Production basics").
 * Every request is observed (observe.mjs, issue 24 §1, §4): the client's address behind
 * TRUSTED_PROXIES, its request id, one JSON access line, its metrics, and `GET /metrics`.
 * The adapter runs in middleware mode: every client file is answered above, so the standalone
 * handler's look-up of each page's path on disk (a stat per request) is skipped (issue 9 §4).
 *
 * Health and lifecycle (issue 24 §3): GET /livez is answered here without the database; /readyz by
 * the app (src/pages/readyz.ts), which this server asks at start so that the backend opens then, not
 * at the first visit. SIGTERM/SIGINT drain: /readyz turns 503, new connections are refused, the
 * requests in flight finish with `Connection: close` within SHUTDOWN_TIMEOUT_MS, then the database
 * closes. With WEB_CONCURRENCY above 1 this file starts the cluster's primary (cluster.mjs), and
 * each worker runs it again.
 *
 * Run after `npm run build`; HOST and PORT say where it listens (127.0.0.1:4321), DIST_DIR which
 * build it serves (dist).
 */
// First: the collector's settings apply from the first allocation on.
import './collector-flags.mjs';
import cluster from 'node:cluster';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import { runPrimary, WORKER_READY } from './cluster.mjs';
import { drainer } from './drain.mjs';
import { DYNAMIC_COMPRESSION } from './dynamic-compression.mjs';
import { idleMemory } from './idle-memory.mjs';
import { errorField, logLine } from './log-line.mjs';
import { refuseMalformedUrl } from './malformed-url.mjs';
import { observed, STATIC_ROUTE } from './observe.mjs';
import { pageTurns } from './page-turns.mjs';
import { ProcessSettingError, readProcessSettings } from './process-settings.mjs';
import { staticAssets } from './static-assets.mjs';

let settings;
try {
  settings = readProcessSettings();
} catch (error) {
  if (!(error instanceof ProcessSettingError)) throw error;
  logLine('error', 'configuration error', { variable: error.variable, message: error.message });
  process.exit(1);
}
if (cluster.isPrimary && settings.workers > 1) process.exit(await runPrimary(settings));

// Whatever nothing caught leaves the process in an unknown state: say what it was, as JSON, and exit.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    logLine('error', event, { error: errorField(error) });
    process.exit(1);
  });
}

// React and other libraries pick their production builds from this, at import time.
process.env.NODE_ENV ??= 'production';
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.env.ASTRO_NODE_LOGGING ??= 'disabled';
// DIST_DIR picks another build (e.g. a parallel `astro build --outDir`); dist by default.
const dist = new URL(`../${process.env.DIST_DIR || 'dist'}/`, import.meta.url);
const { handler } = await import(new URL('server/entry.mjs', dist).href);

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4321);
const serveStatic = staticAssets(fileURLToPath(new URL('client/', dist)));

/** Compression of what is streamed: API replies and exports (rendered pages come encoded, src/server/encoded-page.ts). */
const compress = compression({
  threshold: 512,
  level: DYNAMIC_COMPRESSION.gzipLevel,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_COMPRESSION.brotliQuality } },
});

/**
 * Pages rendered at once (scripts/page-turns.mjs): p99 at 50 connections on the demo data was
 * 2.6-4.0 s unqueued, 0.8-1.2 s with 4 at once and 0.4-0.8 s with 2, at the same throughput
 * (bench/pages.ts). With PostgreSQL or a remote backend a page mostly waits on the network, so more
 * may overlap. API calls do not wait: exports stream for as long as they take.
 */
const inTurn = pageTurns(process.env.DATABASE_URL || process.env.API_URL ? 8 : 2);

/** `https`: the request came over TLS, here or at a trusted proxy (an untrusted peer's X-Forwarded-Proto is not believed). */
function securityHeaders(res, https) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

const LIVE = JSON.stringify({ status: 'ok' });

/** Memory a burst of work grew is given back 5 s after the last request (idle-memory.mjs). */
const touchIdle = idleMemory(5000);
/** What orchestrators and scrapers ask every few seconds: not work. */
const PROBES = new Set(['/readyz', '/healthz', '/metrics']);

const server = http.createServer();
const drain = drainer(server);
server.on('request', observed((req, res, meta) => {
  drain.track(req, res);
  securityHeaders(res, meta.https);
  if (refuseMalformedUrl(req, res)) return;
  if (req.url === '/livez') {
    meta.route = '/livez';
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(LIVE);
    return;
  }
  if (serveStatic(req, res)) {
    meta.route = STATIC_ROUTE;
    return;
  }
  if (!PROBES.has(req.url)) touchIdle();
  const respond = () => compress(req, res, () => handler(req, res));
  // Probes do not wait behind pages being rendered.
  if (req.url.startsWith('/api/') || req.url === '/readyz') respond();
  else inTurn(res, respond);
}));

let stopping = false;

/**
 * Asks /readyz until it answers 200: the first ask opens the backend (a start that cannot succeed
 * ends the process from there, runtime.ts), later ones wait for a database that was down. Then a
 * cluster worker tells the primary it is ready.
 */
async function openBackend(url) {
  for (let wait = 250; !stopping; wait = Math.min(wait * 2, 5000)) {
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  if (stopping) return;
  // Opening is work too: migrations and the demo seed grow the heap the most.
  touchIdle();
  if (cluster.isWorker) process.send?.(WORKER_READY);
  if (!process.env.API_URL && (process.env.DEMO_DATA ?? '1') !== '0' && !process.env.DATABASE_URL) {
    // For a person at a terminal; stdout carries the JSON lines only.
    if (process.stderr.isTTY) {
      process.stderr.write(`\n  Owner Console: ${url}\n  Demo accounts (password: ${process.env.DEMO_PASSWORD || 'demo-password'}):\n` +
        '    superadmin@example.com  inventory@example.com  hr@example.com  viewer@example.com\n\n');
    }
  }
}

server.listen(port, host, () => {
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  logLine('info', 'console listening', { url, ...(cluster.isWorker ? { worker: cluster.worker.id } : {}) });
  // Asked on the loopback whatever the address listened on (0.0.0.0, ::).
  const local = ['0.0.0.0', '::'].includes(host) ? `http://${host === '::' ? '[::1]' : '127.0.0.1'}:${port}` : url;
  void openBackend(local);
});

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  globalThis[Symbol.for('owner-console.draining')] = true;
  const { shutdownTimeoutMs } = settings;
  logLine('info', 'shutting down', { signal, shutdownTimeoutMs });
  // The shutdown hooks are bounded too: a database that does not close must not keep the process.
  setTimeout(() => {
    logLine('error', 'shutdown did not finish; exiting');
    process.exit(1);
  }, shutdownTimeoutMs + 5000).unref();
  const cut = await drain.drain(shutdownTimeoutMs);
  if (cut.length) logLine('error', 'requests cut after SHUTDOWN_TIMEOUT_MS', { shutdownTimeoutMs, cut });
  // From here a backend that finishes opening closes itself (src/server/lifecycle.ts hasShutDown).
  globalThis[Symbol.for('owner-console.closed')] = true;
  const hooks = globalThis[Symbol.for('owner-console.shutdown')] ?? [];
  for (const hook of hooks.splice(0).reverse()) {
    await Promise.resolve()
      .then(hook)
      .catch((error) => logLine('error', 'shutdown hook failed', { error: errorField(error) }));
  }
  process.exit(cut.length ? 1 : 0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
