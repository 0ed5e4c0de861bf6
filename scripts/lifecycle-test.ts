/**
 * The process lifecycle test of issue 24 §2–§3, run against the build (`npm run build` first):
 * (fail fast) each configuration error ends the start within seconds, exit code non-zero, with one
 * JSON line naming its variable; several workers over PGlite are refused; (data dir) a second
 * process on a PGlite DATA_DIR a running console holds refuses to start, naming the holder's PID;
 * (cluster) WEB_CONCURRENCY=2 on PostgreSQL serves from two worker processes on one port and goes on
 * serving when one is killed, which is replaced; (drain) SIGTERM with a request in flight, its body
 * still being sent: the answer comes with `Connection: close`, new connections are refused, and
 * every process exits 0.
 *
 * Environment: DATABASE_URL (a PostgreSQL database the console may migrate and seed).
 * Run: `tsx scripts/lifecycle-test.ts` (CI: .ci/run). Exits 1 on the first failed check.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { freePort, startServer, stopServer, tempDir } from '../e2e/processes';

const { DATABASE_URL } = process.env;
if (!DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL database.');
  process.exit(2);
}

/** "Within seconds": the bundle loads in 1–3 s, up to 10 s on a machine busy with other work. */
const FAIL_FAST_MS = 20_000;

function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) throw new Error(`check failed: ${what}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the server on PGlite (unless `env` says otherwise) until it exits, at most `limitMs`: its exit
 * code, stderr and how long it ran.
 */
async function runToExit(env: Record<string, string>, limitMs = FAIL_FAST_MS): Promise<{ code: number | null; stderr: string; ms: number }> {
  const base = { LOG_LEVEL: 'info', DATABASE_URL: '', PORT: String(await freePort()), DATA_DIR: tempDir('oc-life-') };
  const started = performance.now();
  const child = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, ...base, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const killer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr, ms: Math.round(performance.now() - started) });
    });
  });
}

/** The JSON lines of `text` with `msg`. */
const linesOf = (text: string, msg: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg);

async function checkFailFast(): Promise<void> {
  const cases: Array<[string, Record<string, string>]> = [
    ['CLOUD_PROVIDER', { CLOUD_PROVIDER: 'azure' }],
    ['DATABASE_URL', { DATABASE_URL: 'localhost:5432/console' }],
    ['TRUSTED_PROXIES', { TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' }],
    ['TWO_FACTOR_KEY', { TWO_FACTOR_KEY: 'short' }],
    ['IMPERSONATION_PRIVATE_KEY', { IMPERSONATION_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----' }],
    ['WEB_CONCURRENCY', { WEB_CONCURRENCY: '2' }],
  ];
  // One after the other: each start's time is its own, not shared with five others.
  for (const [variable, env] of cases) {
    const { code, stderr, ms } = await runToExit(env);
    const named = linesOf(stderr, 'configuration error').filter((line) => line.variable === variable);
    check(code !== 0 && code !== null && named.length === 1, `a malformed ${variable} ends the start in ${ms} ms, exit code ${code}, with one JSON line naming it`);
    if (variable === 'WEB_CONCURRENCY') check(/needs DATABASE_URL/.test(String(named[0]?.message)), 'several workers over PGlite are refused with a message saying what to do');
  }
}

async function checkDataDirLock(): Promise<void> {
  const dataDir = tempDir('oc-life-pglite-');
  const lock = `${dataDir}/pglite.lock`;
  const first = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', PORT: String(await freePort()), DATA_DIR: dataDir }, stdio: 'ignore' });
  try {
    for (let i = 0; i < 200 && !fs.existsSync(lock); i++) await sleep(100);
    check(fs.readFileSync(lock, 'utf8') === String(first.pid), 'the first console holds its PGlite data dir');
    const second = await runToExit({ DATA_DIR: dataDir });
    const refused = linesOf(second.stderr, 'data dir in use')[0];
    check(second.code === 1 && refused?.pid === first.pid, `a second console on that DATA_DIR refuses to start naming PID ${first.pid} (${second.code}, ${String(refused?.message)})`);
  } finally {
    first.kill('SIGTERM');
    await new Promise((resolve) => first.once('exit', resolve));
  }
}

/** The PIDs of `parent`'s child processes. */
function childrenOf(parent: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // Field 4 of /proc/PID/stat, after the command in parentheses, is the parent's PID.
        return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The process holding the server end of each of `clientPorts`' connections to `port` (IPv4, from /proc). */
function servingPids(port: number, clientPorts: number[], pids: number[]): Map<number, number> {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Map<string, number>();
  for (const line of fs.readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    const [local, remote, inode] = [fields[1], fields[2], fields[9]];
    if (!local?.endsWith(`:${hex(port)}`) || !remote || !inode) continue;
    const client = clientPorts.find((p) => remote.endsWith(`:${hex(p)}`));
    if (client !== undefined) inodes.set(inode, client);
  }
  const served = new Map<number, number>();
  for (const pid of pids) {
    for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
      const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' }) as string;
      const client = inodes.get(target.match(/^socket:\[(\d+)\]$/)?.[1] ?? '');
      if (client !== undefined) served.set(client, pid);
    }
  }
  return served;
}

/** Opens `count` connections, asks GET /livez on each and keeps them open; resolves their sockets. */
async function openConnections(port: number, count: number): Promise<net.Socket[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const socket = net.connect(port, '127.0.0.1');
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.write('GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        socket.once('data', () => resolve());
      });
      return socket;
    }),
  );
}

/** The workers serving connections opened now. */
async function workersServing(port: number, primary: number): Promise<Set<number>> {
  const sockets = await openConnections(port, 8);
  try {
    return new Set(servingPids(port, sockets.map((s) => s.localPort!), childrenOf(primary)).values());
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}

/** The status of GET `path` on a new connection (a pooled one may lead to a killed worker); 0 when it fails. */
function statusOf(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
}

/** Sends a sign-in whose body arrives in two parts, `gapMs` apart: resolves the raw answer once the server closes. */
function slowRequest(port: number, afterFirstPart: () => void, gapMs: number): Promise<string> {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => {});
  return new Promise((resolve) => {
    socket.once('close', () => resolve(answer));
    socket.once('connect', () => {
      socket.write(
        `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      );
      setTimeout(afterFirstPart, 100);
      setTimeout(() => socket.write(body.slice(10)), gapMs);
    });
  });
}

/** Whether a new connection to `port` is refused (or closed before any answer) rather than served. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('error', () => resolve(true));
    socket.once('connect', () => {
      socket.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.once('close', () => resolve(!answer.startsWith('HTTP/1.1 200')));
    });
  });
}

async function checkCluster(): Promise<void> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let primary: ChildProcess | undefined = await startServer(
    'node',
    ['scripts/serve.mjs'],
    { PORT: String(port), DATA_DIR: tempDir('oc-life-cluster-'), DATABASE_URL: DATABASE_URL!, DEMO_DATA: '1', SIMULATOR_DELAY_MS: '0', WEB_CONCURRENCY: '2' },
    `${url}/readyz`,
  );
  try {
    const pid = primary.pid!;
    // Every worker ready: /readyz answers 200 on new connections, which go round the workers.
    for (let streak = 0, i = 0; streak < 6 && i < 240; i++) {
      streak = (await statusOf(port, '/readyz')) === 200 ? streak + 1 : 0;
      if (streak === 0) await sleep(250);
    }
    let serving = new Set<number>();
    for (let i = 0; i < 20 && serving.size < 2; i++) {
      serving = await workersServing(port, pid);
      if (serving.size < 2) await sleep(500);
    }
    check(serving.size === 2 && childrenOf(pid).length === 2, `WEB_CONCURRENCY=2 serves one port from two worker processes (${[...serving].join(', ')})`);

    const [victim] = serving;
    process.kill(victim!, 'SIGKILL');
    // Until the primary has seen the worker die (it reaps it and forks another), it may still hand it a connection.
    const noticed = () => childrenOf(pid).length === 2 && !childrenOf(pid).includes(victim!);
    for (let i = 0; i < 100 && !noticed(); i++) await sleep(50);
    const during = await Promise.all(Array.from({ length: 10 }, () => statusOf(port, '/livez')));
    check(during.every((status) => status === 200), `with one worker killed the port answers on (${during.join(',')})`);
    let replaced = new Set<number>();
    for (let i = 0; i < 60 && !(replaced.size === 2 && !replaced.has(victim!)); i++) {
      await sleep(500);
      replaced = await workersServing(port, pid);
    }
    check(replaced.size === 2 && !replaced.has(victim!), `a new worker replaces it and serves (${[...replaced].join(', ')})`);

    const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));
    let refusedAfterStop = false;
    const answer = await slowRequest(
      port,
      () => {
        process.kill(pid, 'SIGTERM');
        setTimeout(() => void refused(port).then((r) => (refusedAfterStop = r)), 400);
      },
      1500,
    );
    check(/^HTTP\/1\.1 401 /.test(answer) && /\r\nConnection: close\r\n/i.test(answer), `the request in flight at SIGTERM is answered (${answer.split('\r\n')[0]}) with Connection: close`);
    check(refusedAfterStop, 'a new connection after SIGTERM is not served');
    const code = await exited;
    check(code === 0, `the primary and its workers exit 0 (${code})`);
    check(childrenOf(pid).length === 0, 'no worker is left');
    primary = undefined;
  } finally {
    await stopServer(primary);
  }
}

async function main(): Promise<void> {
  await checkFailFast();
  await checkDataDirLock();
  await checkCluster();
}

main().then(
  () => console.log('lifecycle test passed'),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
