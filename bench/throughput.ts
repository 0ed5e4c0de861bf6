/**
 * Server throughput and p99 latency of a console page next to a plain node:http hello-world on the
 * same machine in the same run, so the ratio says what the console costs over the bare platform.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

const DURATION_S = 5;
const CONNECTIONS = 10;

/** Loads `url` (127.0.0.1 only) for a few seconds with keep-alive connections. */
export async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  if (!url.startsWith('http://127.0.0.1')) throw new Error('load tests only run against 127.0.0.1');
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Runs `measure` against a hello-world node:http server started and stopped here. */
export async function withHelloWorld<T>(measure: (url: string) => Promise<T>): Promise<T> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await measure(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
