/**
 * The database outage test of issue 9 §1 and issue 24 §3, against a real PostgreSQL server that this
 * script may stop and start. It serves the build (run `npm run build` first) over DATABASE_URL, writes
 * data, stops PostgreSQL while requests flow and checks that the process stays up and answers 503
 * quickly (/healthz, /readyz, an API call with the exact message, a signed-in page) while /livez
 * answers 200, then starts PostgreSQL and checks that the same process serves again, /readyz 200
 * included, within 5 s with the data written before. Last, SIGTERM ends it with exit code 0.
 *
 * Environment: DATABASE_URL; OUTAGE_PG_STOP and OUTAGE_PG_START, shell commands that stop and start
 * that server and return once done (e.g. `pg_ctl -w stop -m fast` / `pg_ctl -w start`).
 * Run: `tsx scripts/outage-test.ts` (CI: .ci/run). Exits 1 on the first failed check.
 */
import { execSync } from 'node:child_process';
import { signInCookie } from '../bench/server';
import { freePort, startServer, stopServer, tempDir } from '../e2e/processes';

const MESSAGE = 'The database is unavailable. Try again shortly.';
const FAST_MS = 2000;
const RECOVERY_MS = 5000;
const API_PATH = '/api/v1/leads/get-all-lead';
/** A signed-in page whose content comes from the database. */
const PAGE_PATH = '/owner-inventory/dashboard/leads/all-leads';

const { DATABASE_URL, OUTAGE_PG_STOP, OUTAGE_PG_START } = process.env;
if (!DATABASE_URL || !OUTAGE_PG_STOP || !OUTAGE_PG_START) {
  console.error('Set DATABASE_URL, OUTAGE_PG_STOP and OUTAGE_PG_START.');
  process.exit(2);
}

function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) throw new Error(`check failed: ${what}`);
}

interface Timed {
  status: number;
  ms: number;
  text: string;
}

async function timed(url: string, cookie?: string): Promise<Timed> {
  const start = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  return { status: response.status, ms: Math.round(performance.now() - start), text };
}

/** Keeps `connections` requests in flight until stopped; counts answers by status. */
function load(url: string, cookie: string, connections = 8) {
  const statuses = new Map<number, number>();
  let running = true;
  const loops = Array.from({ length: connections }, async (_, i) => {
    while (running) {
      const path = i % 2 ? API_PATH : PAGE_PATH;
      const status = await timed(`${url}${path}`, cookie).then((r) => r.status, () => 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  return {
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function main(): Promise<void> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let stdout = '';
  const child = await startServer(
    'node',
    ['scripts/serve.mjs'],
    { PORT: String(port), DATA_DIR: tempDir('oc-outage-'), DATABASE_URL: DATABASE_URL!, DEMO_DATA: '1', SIMULATOR_DELAY_MS: '0', LOG_LEVEL: 'info' },
    `${url}/readyz`,
    (chunk) => (stdout += chunk),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  let stopped = false;
  try {
    let cookie = await signInCookie(url);
    const name = `Outage Check ${Date.now()}`;
    const write = await fetch(`${url}/api/v1/auth/updateMe`, {
      method: 'PATCH',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@example.com', name, contact: '+14155552671', is_super_admin: true }),
    });
    check(write.status === 200, `a write before the outage succeeds (${write.status})`);

    const traffic = load(url, cookie);
    await new Promise((r) => setTimeout(r, 500));
    execSync(OUTAGE_PG_STOP!, { stdio: 'inherit' });
    stopped = true;
    console.log('PostgreSQL stopped under load');
    await new Promise((r) => setTimeout(r, 500));
    await traffic.stop();
    const unexpected = [...traffic.statuses].filter(([status]) => ![200, 503].includes(status));
    check(unexpected.length === 0, `under load every answer is 200 or 503 (${JSON.stringify([...traffic.statuses])})`);
    check(alive(), 'the process stays up');

    for (let i = 0; i < 3; i++) {
      const health = await timed(`${url}/healthz`);
      check(health.status === 503 && health.ms < FAST_MS, `/healthz answers 503 in ${health.ms} ms`);
      const ready = await timed(`${url}/readyz`);
      const database = ready.status === 503 ? (JSON.parse(ready.text) as { checks?: { database?: string } }).checks?.database : undefined;
      check(ready.status === 503 && database === 'down' && ready.ms < FAST_MS, `/readyz answers 503 (database ${database}) in ${ready.ms} ms`);
      const live = await timed(`${url}/livez`);
      check(live.status === 200 && live.text === '{"status":"ok"}', `/livez answers 200 ${live.text} in ${live.ms} ms`);
      const api = await timed(`${url}${API_PATH}`, cookie);
      const message = api.status === 503 ? (JSON.parse(api.text) as { message?: string }).message : undefined;
      check(api.status === 503 && message === MESSAGE && api.ms < FAST_MS, `an API call answers 503 '${message}' in ${api.ms} ms`);
      const page = await timed(`${url}${PAGE_PATH}`, cookie);
      check(page.status === 503 && page.text.includes(MESSAGE) && page.ms < FAST_MS, `a signed-in page answers ${page.status} in ${page.ms} ms`);
    }

    execSync(OUTAGE_PG_START!, { stdio: 'inherit' });
    stopped = false;
    const started = performance.now();
    /** Milliseconds from PostgreSQL's return until `path` answers 200 (twice the target at most). */
    const recovery = async (path: string, cookie?: string) => {
      let back: Timed | undefined;
      while (performance.now() - started < RECOVERY_MS * 2) {
        back = await timed(`${url}${path}`, cookie);
        if (back.status === 200) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      return back?.status === 200 ? Math.round(performance.now() - started) : Infinity;
    };
    const readyMs = await recovery('/readyz');
    check(readyMs < RECOVERY_MS, `/readyz answers 200 again ${readyMs} ms after PostgreSQL is back`);
    const recoveryMs = await recovery(API_PATH, cookie);
    check(recoveryMs < RECOVERY_MS, `the same process serves again ${recoveryMs} ms after PostgreSQL is back`);
    check((await timed(`${url}/healthz`)).status === 200, '/healthz answers 200 again');
    check((await timed(`${url}${PAGE_PATH}`, cookie)).status === 200, 'the signed-in page answers 200 again');

    // A new sign-in reads the user from the database, not from the session cache.
    cookie = await signInCookie(url);
    const me = (await (await fetch(`${url}/api/v1/auth/getMe`, { headers: { cookie } })).json()) as { data?: { name?: string } };
    check(me.data?.name === name, 'what was written before the outage is there');
    check(alive(), 'the process is the one started before the outage');

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    process.kill(child.pid!, 'SIGTERM');
    check((await exited) === 0 && stdout.includes('"msg":"database closed"'), 'SIGTERM ends it with exit code 0, its database closed');
  } finally {
    await stopServer(child);
    // Leave the server as it was found, for whatever runs next.
    if (stopped) execSync(OUTAGE_PG_START!, { stdio: 'inherit' });
  }
}

main().then(
  () => console.log('outage test passed'),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
