import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerMatches, countThrottleRefusal, setupPrimaryMetrics } from './metrics.mjs';
import { observed } from './observe.mjs';

describe('the metrics token (issue 24 §4)', () => {
  it('accepts exactly "Bearer <METRICS_TOKEN>"', () => {
    expect(bearerMatches('Bearer s3cret-token', 's3cret-token')).toBe(true);
    expect(bearerMatches('bearer s3cret-token', 's3cret-token')).toBe(true);
  });

  it('refuses a missing, other, longer, shorter or non-Bearer token', () => {
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Bearer s3cret-tokeN', 'Bearer s3cret-token2', 'Bearer s3cret', 'Basic s3cret-token', 's3cret-token']) {
      expect(bearerMatches(header, 's3cret-token')).toBe(false);
    }
  });
});

describe('an observed server (issue 24 §1, §4)', () => {
  let server: http.Server;
  let base = '';
  const lines: Record<string, unknown>[] = [];

  /** The server with TRUSTED_PROXIES=127.0.0.1 and a metrics token; the app answers 200 'ok' on the route it names. */
  beforeAll(async () => {
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = String(chunk);
      if (text.startsWith('{')) lines.push(JSON.parse(text));
      return write(chunk as string, ...(rest as []));
    });
    const listener = observed(
      (_req, res, meta) => {
        meta.route = '/things/[id]';
        meta.userId = 'u-1';
        res.end('ok');
      },
      { TRUSTED_PROXIES: '127.0.0.1', METRICS_TOKEN: 'scrape-me' },
    );
    server = http.createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers with the request id, kept when valid, and writes one access line with the client behind the proxy', async () => {
    const kept = await fetch(`${base}/things/42?secret=1`, { headers: { 'x-request-id': 'abc.123', 'x-forwarded-for': '203.0.113.5' } });
    expect(kept.headers.get('x-request-id')).toBe('abc.123');
    const fresh = await fetch(`${base}/things/43`, { headers: { 'x-request-id': 'no spaces' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(lines.filter((line) => line.msg === 'request')).toHaveLength(2));
    const [first] = lines.filter((line) => line.msg === 'request');
    expect(first).toMatchObject({ level: 'info', method: 'GET', path: '/things/42', status: 200, requestId: 'abc.123', userId: 'u-1', clientAddress: '203.0.113.5' });
    expect(first!.durationMs).toEqual(expect.any(Number));
  });

  it('answers /metrics 401 without the token and 200 with it, with the request durations by route pattern', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer scrape-mf' } })).status).toBe(401);
    countThrottleRefusal('/api/v1/auth/login');
    const scraped = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer scrape-me' } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    const text = await scraped.text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/things\/\[id\]",status="200"\} \d+$/m);
    expect(text).not.toContain('/things/42');
    for (const family of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'page_cache_lookups_total', 'db_pool_connections']) {
      expect(text).toContain(`# TYPE ${family} `);
    }
    expect(text).toContain('throttle_refusals_total{route="/api/v1/auth/login"} 1');
  });

  it('answers /metrics 404 while METRICS_TOKEN is unset', async () => {
    const unset = http.createServer(observed((_req, res) => res.end('app'), {}));
    await new Promise<void>((resolve) => unset.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(unset.address() as AddressInfo).port}/metrics`, { headers: { authorization: 'Bearer ' } });
    expect(response.status).toBe(404);
    await new Promise((resolve) => unset.close(resolve));
  });
});

/** The next message from `worker` that `wanted` accepts (workers also talk to the primary about metrics). */
function messageFrom<T>(worker: ReturnType<typeof cluster.fork>, wanted: (message: unknown) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listen = (message: unknown) => {
      if (!wanted(message)) return;
      worker.off('message', listen);
      resolve(message as T);
    };
    worker.on('message', listen);
  });
}

describe('metrics of several workers (node:cluster)', () => {
  it('a scraped worker answers every worker’s metrics, aggregated by the primary', async () => {
    cluster.setupPrimary({ exec: fileURLToPath(new URL('./fixtures/metrics-worker.mjs', import.meta.url)), silent: true });
    setupPrimaryMetrics();
    const workers = [cluster.fork(), cluster.fork()];
    try {
      await Promise.all(workers.map((worker) => messageFrom(worker, (message) => message === 'ready')));
      const answer = messageFrom<{ text: string }>(workers[0]!, (message) => typeof (message as { text?: unknown })?.text === 'string');
      workers[0]!.send('scrape');
      const { text } = await answer;
      // Each worker refused one sign-in: the sum of both.
      expect(text).toContain('throttle_refusals_total{route="/api/v1/auth/login"} 2');
      expect(text).toContain('# TYPE process_resident_memory_bytes gauge');
    } finally {
      for (const worker of workers) worker.kill();
    }
  }, 20_000);
});
