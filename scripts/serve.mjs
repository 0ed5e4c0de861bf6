/**
 * The production server: the client build's files precompressed from memory (static-assets.mjs),
 * then Astro's built Node handler behind cheap gzip/brotli compression and security headers, with graceful shutdown that closes the database (DESIGN.md, issue "Production basics").
 * Every request is observed (observe.mjs, issue 24 §1, §4): the client's address behind
 * TRUSTED_PROXIES, its request id, one JSON access line, its metrics, and `GET /metrics`.
 * The adapter runs in middleware mode: every client file is answered above, so the standalone
 * handler's look-up of each page's path on disk (a stat per request) is skipped (issue 9 §4).
 * Run after `npm run build`; HOST and PORT say where it listens (127.0.0.1:4321), DIST_DIR which
 * build it serves (dist).
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import { logger } from './logger.mjs';
import { refuseMalformedUrl } from './malformed-url.mjs';
import { observed, STATIC_ROUTE } from './observe.mjs';
import { pageTurns } from './page-turns.mjs';
import { staticAssets } from './static-assets.mjs';

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

/**
 * Compression of the dynamic HTML and JSON, chosen by `npm run bench` (bench/compression.ts) on the
 * OI dashboard and all-leads pages: DYNAMIC_COMPRESSION below.
 */
const DYNAMIC_COMPRESSION = { gzipLevel: 1, brotliQuality: 1 };
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

const server = http.createServer(observed((req, res, meta) => {
  securityHeaders(res, meta.https);
  if (refuseMalformedUrl(req, res)) return;
  if (serveStatic(req, res)) {
    meta.route = STATIC_ROUTE;
    return;
  }
  const respond = () => compress(req, res, () => handler(req, res));
  if (req.url.startsWith('/api/')) respond();
  else inTurn(res, respond);
}));

server.listen(port, host, () => {
  const url = `http://${host}:${port}`;
  logger.info({ url }, 'console listening');
  // Open the backend now, so the first visitor does not wait for migrations and the demo accounts print.
  fetch(`${url}/healthz`).catch(() => {});
  // For a person at a terminal; stdout carries the JSON lines only.
  if (process.stderr.isTTY && !process.env.API_URL && (process.env.DEMO_DATA ?? '1') !== '0' && !process.env.DATABASE_URL) {
    process.stderr.write(`\n  Owner Console: ${url}\n  Demo accounts (password: ${process.env.DEMO_PASSWORD || 'demo-password'}):\n` +
      '    superadmin@example.com  inventory@example.com  hr@example.com  viewer@example.com\n\n');
  }
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close(async () => {
    const hooks = globalThis[Symbol.for('owner-console.shutdown')] ?? [];
    for (const hook of hooks.splice(0).reverse()) await hook();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
