import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainer } from './drain.mjs';

/** A server whose handler answers when the whole body is in: a slow client makes a request in flight. */
async function start(): Promise<{ server: http.Server; port: number; drain: ReturnType<typeof drainer> }> {
  const server = http.createServer();
  const drain = drainer(server);
  server.on('request', (req, res) => {
    drain.track(req, res);
    let length = 0;
    req.on('data', (chunk: Buffer) => (length += chunk.length));
    req.on('end', () => res.end(`got ${length}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, drain };
}

/** A raw connection: what it has received, and whether the server closed it. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const seen = { text: '', closed: false, error: '' };
  socket.on('data', (chunk) => (seen.text += chunk));
  socket.on('close', () => (seen.closed = true));
  socket.on('error', (error: NodeJS.ErrnoException) => (seen.error = error.code ?? error.message));
  return { socket, seen, ready: new Promise<void>((resolve) => socket.once('connect', () => resolve())) };
}

const until = async (probe: () => boolean) => {
  for (let i = 0; i < 200 && !probe(); i++) await new Promise((r) => setTimeout(r, 10));
};

let running: http.Server | undefined;
afterEach(() => {
  running?.closeAllConnections();
  running = undefined;
});

describe('drainer (issue 24 §3)', () => {
  it('lets a request in flight finish with Connection: close, closes idle connections and refuses new ones', async () => {
    const { server, port, drain } = await start();
    running = server;
    const slow = connect(port);
    const idle = connect(port);
    await Promise.all([slow.ready, idle.ready]);
    slow.socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nhello');
    await new Promise((r) => setTimeout(r, 50));

    const drained = drain.drain(5000);
    await until(() => idle.seen.closed);
    expect(idle.seen.closed).toBe(true);
    const late = connect(port);
    await until(() => late.seen.error !== '');
    expect(late.seen.error).toBe('ECONNREFUSED');

    slow.socket.write('world');
    expect(await drained).toEqual([]);
    await until(() => slow.seen.closed);
    expect(slow.seen.closed).toBe(true);
    expect(slow.seen.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(slow.seen.text).toContain('Connection: close\r\n');
    expect(slow.seen.text).toMatch(/got 10$/);
  });

  it('cuts what is still in flight after the timeout and says what it cut', async () => {
    const { server, port, drain } = await start();
    running = server;
    const stuck = connect(port);
    await stuck.ready;
    stuck.socket.write('PUT /never/finished?secret=1 HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nhel');
    await new Promise((r) => setTimeout(r, 50));
    const cut = await drain.drain(100);
    expect(cut).toEqual([{ method: 'PUT', path: '/never/finished', ms: expect.any(Number) }]);
    await until(() => stuck.seen.closed);
    expect(stuck.seen.closed).toBe(true);
  });
});
