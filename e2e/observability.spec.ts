/**
 * The built server behind a proxy, observed (issue 24 §1, §4, §6): with TRUSTED_PROXIES=127.0.0.1
 * the same X-Forwarded-For is honoured from 127.0.0.1 and ignored from 127.0.0.2 (both loopback
 * here); every request writes one JSON access line; /metrics answers by its token; LOG_LEVEL=warn
 * writes no info line. One server per log level, several checks each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';
import { freePort, tempDir } from './processes';

test.describe.configure({ mode: 'serial' });

const TOKEN = 'e2e-metrics-token';
const TRUSTED = '127.0.0.1';
const UNTRUSTED = '127.0.0.2';
const FORWARDED_FOR = '198.51.100.66, 203.0.113.77';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to the server from `localAddress` (node:http: fetch cannot choose its source address). */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers = { ...options.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
    const request = http.request(url, { method: options.method ?? 'GET', headers, localAddress: options.from ?? TRUSTED }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A console on its own data dir; its stdout and stderr are kept. */
async function start(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SIMULATOR_DELAY_MS: '0', ...env } });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  child.stderr.on('data', (chunk) => (output.stderr += chunk));
  await expect.poll(async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.status, { timeout: 120_000 }).toBe(200);
  return { url, child, output };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Every line of `text`, each of which must be a JSON object. */
const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
/** The JSON lines of stderr, where Node may also write its own warnings. */
const jsonLinesOf = (text: string) => jsonLines(text.split('\n').filter((line) => line.startsWith('{')).join('\n'));

const dataDir = tempDir('oc-observe-');
let server: Awaited<ReturnType<typeof start>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await start(dataDir, { TRUSTED_PROXIES: TRUSTED, METRICS_TOKEN: TOKEN, LOG_LEVEL: 'debug' });
});
test.afterAll(async () => {
  if (server) await stop(server.child);
});

/** Signs in as the viewer from `from` with the same X-Forwarded-For; returns the session token. */
async function signInFrom(from: string, requestId: string): Promise<string> {
  const login = await send(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    from,
    headers: { 'x-forwarded-for': FORWARDED_FOR, 'x-request-id': requestId, origin: server.url },
    body: { email: 'viewer@example.com', password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  return JSON.parse(login.body).data.token;
}

test('X-Forwarded-For is honoured from a trusted proxy and ignored from any other peer (issue 24 §1)', async () => {
  /** The address the sessions list shows for the session of `token`. */
  const sessionIp = async (token: string) => {
    const sessions = await send(`${server.url}/api/v1/auth/sessions`, { headers: { authorization: `Bearer ${token}` } });
    return JSON.parse(sessions.body).data.find((s: { current: boolean }) => s.current).ip;
  };
  // The right-most address the proxy saw, not the one the client wrote left of it.
  expect(await sessionIp(await signInFrom(TRUSTED, 'e2e-via-proxy'))).toBe('203.0.113.77');
  expect(await sessionIp(await signInFrom(UNTRUSTED, 'e2e-direct'))).toBe(UNTRUSTED);

  // HSTS only when a trusted proxy says the client came over HTTPS.
  const proto = { 'x-forwarded-proto': 'https' };
  expect((await send(`${server.url}/email-sent`, { headers: proto })).headers['strict-transport-security']).toContain('max-age=');
  expect((await send(`${server.url}/email-sent`, { headers: proto, from: UNTRUSTED })).headers['strict-transport-security']).toBeUndefined();
});

test('every request writes one JSON access line and answers x-request-id (issue 24 §4)', async () => {
  const token = await signInFrom(TRUSTED, 'e2e-sign-in');
  const page = await send(`${server.url}/owner-inventory/dashboard?period=7d`, { headers: { cookie: `authToken=${token}`, 'x-request-id': 'e2e-page', 'x-forwarded-for': '203.0.113.78' } });
  expect(page.status).toBe(200);
  expect(page.headers['x-request-id']).toBe('e2e-page');
  const api = await send(`${server.url}/api/v1/auth/getMe`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': 'bad id!' }, from: UNTRUSTED });
  const apiId = api.headers['x-request-id'] as string;
  expect(apiId).toMatch(/^[0-9a-f-]{36}$/);
  const asset = await send(`${server.url}/favicon.svg`, { headers: { 'x-request-id': 'e2e-static' } });
  expect(asset.status).toBe(200);

  await expect.poll(() => jsonLines(server.output.stdout).filter((line) => line.msg === 'request' && line.requestId === 'e2e-static').length).toBe(1);
  // stdout holds JSON lines only, and one access line per request.
  const lines = jsonLines(server.output.stdout).filter((line) => line.msg === 'request');
  const of = (requestId: string) => lines.filter((line) => line.requestId === requestId);
  const me = JSON.parse(api.body).data.id;
  expect(of('e2e-page')).toEqual([
    expect.objectContaining({ level: 'info', method: 'GET', path: '/owner-inventory/dashboard', status: 200, userId: me, clientAddress: '203.0.113.78', durationMs: expect.any(Number) }),
  ]);
  expect(of(apiId)).toEqual([expect.objectContaining({ level: 'info', method: 'GET', path: '/api/v1/auth/getMe', status: 200, userId: me, clientAddress: UNTRUSTED })]);
  expect(of('e2e-sign-in')).toEqual([expect.objectContaining({ method: 'POST', path: '/api/v1/auth/login', status: 200, clientAddress: '203.0.113.77' })]);
  expect(of('e2e-sign-in')[0]).not.toHaveProperty('userId');
  expect(of('e2e-static')).toEqual([expect.objectContaining({ level: 'debug', path: '/favicon.svg', status: 200 })]);
});

test('/metrics answers 401 without its token and the named families with it (issue 24 §4)', async () => {
  expect((await send(`${server.url}/metrics`)).status).toBe(401);
  expect((await send(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  const token = await signInFrom(TRUSTED, 'e2e-metrics-sign-in');
  // Seen twice: the second is answered as kept.
  for (let i = 0; i < 2; i++) await send(`${server.url}/owner-inventory/dashboard`, { headers: { cookie: `authToken=${token}` } });
  const metrics = await send(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(metrics.status).toBe(200);
  expect(metrics.headers['content-type']).toContain('text/plain');
  for (const family of ['http_request_duration_seconds', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'page_cache_lookups_total', 'throttle_refusals_total', 'db_pool_connections']) {
    expect(metrics.body).toContain(`# TYPE ${family} `);
  }
  // Routes by their pattern: pages by their file's route, the API by the backend's.
  expect(metrics.body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/owner-inventory\/dashboard",status="200"\} [1-9]/m);
  expect(metrics.body).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/auth\/login",status="200"\} [1-9]/m);
  expect(metrics.body).toMatch(/^page_cache_lookups_total\{result="hit"\} [1-9]/m);
});

test('/metrics is not found while METRICS_TOKEN is unset', async ({ request }) => {
  // The suite's own server has no METRICS_TOKEN.
  expect((await request.get('/metrics', { headers: { authorization: 'Bearer ' } })).status()).toBe(404);
});

test('LOG_LEVEL=warn writes no info or debug line (issue 24 §4)', async () => {
  test.setTimeout(180_000);
  await stop(server.child);
  const quiet = await start(dataDir, { LOG_LEVEL: 'warn' });
  try {
    await send(`${quiet.url}/`);
    await send(`${quiet.url}/api/v1/auth/getMe`);
    await send(`${quiet.url}/favicon.svg`);
  } finally {
    await stop(quiet.child);
  }
  expect(quiet.output.stdout).toBe('');
  expect(jsonLinesOf(quiet.output.stderr).filter((line) => line.level !== 'warn' && line.level !== 'error')).toEqual([]);
});
