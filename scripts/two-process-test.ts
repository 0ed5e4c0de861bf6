/**
 * The two-process test of issue 16 §3/§4 and issue 24 §2: two console processes (scripts/serve.mjs on
 * two ports), started at the same moment on one fresh PostgreSQL database, prove that
 * (start) both become ready, each migration is applied once, the demo accounts exist once and one
 * process runs the daily jobs; (a) the sign-in throttle holds across them — the sixth wrong
 * password, sent to either, gets 429; (b) a logout on one is refused on the other at once, not after
 * the other's session cache expires; (c) a role change is seen by the other process at once;
 * (d) the account-wide sign-in cap holds over both, and the owner's known device still gets in;
 * (caches) a write on one is seen on the other's next view of a kept page and of the dashboard.
 * Run `npm run build` first. Environment: DATABASE_URL (an empty database). Run:
 * `tsx scripts/two-process-test.ts` (CI: .ci/run). Exits 1 on the first failed check.
 */
import http from 'node:http';
import pg from 'pg';
import { signInCookie } from '../bench/server';
import { freePort, startServer, stopServer, tempDir } from '../e2e/processes';

const { DATABASE_URL } = process.env;
if (!DATABASE_URL) {
  console.error('Set DATABASE_URL to an empty PostgreSQL database.');
  process.exit(2);
}

/** Well inside the session cache's lifetime (5 s): what a cached copy would still answer. */
const PROMPT_MS = 1000;

function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) throw new Error(`check failed: ${what}`);
}

/** A console process with its JSON log lines, ready once /readyz answers 200. */
async function start(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const lines: Array<Record<string, unknown>> = [];
  let partial = '';
  const onStdout = (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as Record<string, unknown>);
  };
  const child = await startServer(
    'node',
    ['scripts/serve.mjs'],
    { PORT: String(port), DATA_DIR: tempDir('oc-two-'), DATABASE_URL: DATABASE_URL!, SIMULATOR_DELAY_MS: '0', LOG_LEVEL: 'info', ...env },
    `${url}/readyz`,
    onStdout,
  );
  return { url, child, lines };
}

type Started = Awaited<ReturnType<typeof start>>;

const login = (url: string, email: string, password: string) =>
  fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ email, password }) });

const getMe = (url: string, cookie: string) => fetch(`${url}/api/v1/auth/getMe`, { headers: { cookie } });

/** Polls `probe` until it holds; returns the milliseconds it took, or Infinity after `limitMs`. */
async function within(limitMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await probe()) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Infinity;
}

/** The advisory lock of the daily jobs (src/server/db/advisory-locks.ts), as pg_locks shows a two-key lock. */
const DAILY_JOBS_LOCK = { classid: 0x4f43, objid: 2 };

/** (start) Both processes, started together on an empty database, did once what must be done once. */
async function checkStart(a: Started, b: Started, sql: pg.Client): Promise<void> {
  const ready = (p: Started) => p.lines.find((line) => line.msg === 'backend ready');
  const seeds = [ready(a)?.seed, ready(b)?.seed].sort();
  check(seeds.join(',') === 'demo,existing', `both processes are ready; one seeded the demo data, the other found it (${seeds.join(', ')})`);
  const migrations = await sql.query<{ n: number; hashes: number }>('select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations');
  const { n, hashes } = migrations.rows[0]!;
  check(n > 0 && n === hashes, `each migration is applied once (${n} rows, ${hashes} distinct)`);
  const demo = await sql.query<{ email: string; n: number }>(
    `select email, count(*)::int as n from users where email in ('superadmin@example.com', 'inventory@example.com', 'hr@example.com', 'viewer@example.com') group by email`,
  );
  check(demo.rows.length === 4 && demo.rows.every((row) => row.n === 1), `the demo accounts exist once (${demo.rows.map((r) => `${r.email} ×${r.n}`).join(', ')})`);
  const ranShared = (p: Started) => p.lines.some((line) => line.msg === 'daily jobs ran' && 'sessions' in ((line.removed as object | undefined) ?? {}));
  check(ranShared(a) !== ranShared(b), `one process ran the daily jobs (first: ${ranShared(a)}, second: ${ranShared(b)})`);
  const holders = await sql.query<{ n: number }>(
    'select count(*)::int as n from pg_locks where locktype = $1 and classid = $2 and objid = $3 and granted',
    ['advisory', DAILY_JOBS_LOCK.classid, DAILY_JOBS_LOCK.objid],
  );
  check(holders.rows[0]?.n === 1, `one connection holds the daily jobs' lock (${holders.rows[0]?.n})`);
}

/** What the "Pending reseller applications" card of the OI dashboard shows. */
function pendingApplications(html: string): number | undefined {
  const match = html.match(/Pending reseller applications<\/p>\s*<p[^>]*>([\d,]+)<\/p>/);
  return match ? Number(match[1]!.replaceAll(',', '')) : undefined;
}

/**
 * (caches) Each process keeps rendered pages and dashboard figures while the database's data
 * version stands still: an application posted to the first is on the second's next view of its
 * kept queue page, and in its dashboard's count.
 */
async function checkCaches(a: Started, b: Started): Promise<void> {
  const cookie = await signInCookie(b.url, 'inventory@example.com');
  const company = `Cache Check ${Date.now()}`;
  const queue = `${b.url}/owner-inventory/dashboard/resellers/list-of-online-resellers?q=${encodeURIComponent(company)}`;
  const view = async (url: string) => (await fetch(url, { headers: { cookie } })).text();
  const dashboard = `${b.url}/owner-inventory/dashboard`;
  // Seen twice: the second view is answered as kept.
  await view(queue);
  // The search box repeats the company: a row adds occurrences.
  const occurrences = (html: string) => html.split(company).length - 1;
  const before = occurrences(await view(queue));
  await view(dashboard);
  const pendingBefore = pendingApplications(await view(dashboard));
  check(pendingBefore !== undefined, `the other process shows its kept queue page and dashboard (${pendingBefore} pending)`);

  const applied = await fetch(`${a.url}/api/v1/public/reseller-applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ companyName: company, firstName: 'Cache', lastName: 'Check', email: `cache${Date.now()}@example.net`, phone: '+14155552671', city: 'Lahore', country: 'Pakistan' }),
  });
  check(applied.status === 201, `an application posted to the first process (${applied.status})`);
  const after = occurrences(await view(queue));
  check(after > before, `the other process's next view of the kept queue page shows it (${before} → ${after} mentions)`);
  const pendingAfter = pendingApplications(await view(dashboard));
  check(pendingAfter === pendingBefore! + 1, `the other process's next dashboard counts it (${pendingBefore} → ${pendingAfter})`);
}

async function main(): Promise<void> {
  // At the same moment, as an orchestrator starts them: the start lock lets one migrate and seed.
  const [a, b] = await Promise.all([start({ DEMO_DATA: '1' }), start({ DEMO_DATA: '1' })]);
  const sql = new pg.Client({ connectionString: DATABASE_URL });
  await sql.connect();
  try {
    await checkStart(a, b, sql);

    // (a) Five wrong passwords spread over both processes, then the sixth is refused by either.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(i % 2 ? b.url : a.url, 'hr@example.com', 'wrong-password')).status);
    check(statuses.every((s) => s === 401), `five wrong passwords across both processes answer 401 (${statuses.join(',')})`);
    const sixth = await login(b.url, 'hr@example.com', 'wrong-password');
    check(sixth.status === 429, `the sixth, on the other process, answers 429 (${sixth.status})`);
    check((await login(a.url, 'hr@example.com', 'demo-password')).status === 429, 'the first process refuses the right password too while locked');

    // (b) B has the session cached; A ends it; B refuses it well before its cache would expire.
    const cookie = await signInCookie(a.url, 'inventory@example.com');
    check((await getMe(b.url, cookie)).status === 200, 'the session works on the other process (and is cached there)');
    const out = await fetch(`${a.url}/api/v1/auth/logout`, { method: 'POST', headers: { cookie, origin: a.url } });
    check(out.status === 200, 'logout on the first process');
    const refusedMs = await within(PROMPT_MS, async () => (await getMe(b.url, cookie)).status === 401);
    check(refusedMs < PROMPT_MS, `the other process refuses the session ${refusedMs} ms after the logout`);

    // (c) A role loses a permission, and the change is announced as services.auth.rolesChanged() does;
    // B, which has the member's session cached, sees the new permissions at once.
    const viewer = await signInCookie(a.url, 'viewer@example.com');
    const before = (await (await getMe(b.url, viewer)).json()) as { data: { role: { permissions: string[] } } };
    const dropped = before.data.role.permissions[0];
    check(Boolean(dropped), `the viewer role has permissions on the other process (${before.data.role.permissions.length})`);
    await sql.query(`update roles set permissions = array_remove(permissions, $1) where name = 'viewer'`, [dropped]);
    await sql.query(`select pg_notify('owner_console_sessions', '{"kind":"all"}')`);
    const seenMs = await within(PROMPT_MS, async () => {
      const me = (await (await getMe(b.url, viewer)).json()) as { data: { role: { permissions: string[] } } };
      return !me.data.role.permissions.includes(dropped!);
    });
    check(seenMs < PROMPT_MS, `the other process sees the role change ${seenMs} ms after it`);

    // The same holds for a revocation made through the API: a super admin disables another on A.
    const admin = await signInCookie(a.url);
    const list = (await (await fetch(`${a.url}/api/v1/super-admins?search=`, { headers: { cookie: admin } })).json()) as {
      data: Array<{ id: string; email: string; status: string }>;
    };
    const other = list.data.find((s) => s.email !== 'superadmin@example.com' && s.status === 'active');
    if (other) {
      const otherCookie = await signInCookie(a.url, other.email);
      check((await getMe(b.url, otherCookie)).status === 200, `${other.email} is signed in on the other process`);
      const disabled = await fetch(`${a.url}/api/v1/super-admins/${other.id}`, {
        method: 'PATCH',
        headers: { cookie: admin, origin: a.url, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'disabled' }),
      });
      check(disabled.status === 200, `disabling ${other.email} on the first process (${disabled.status})`);
      const goneMs = await within(PROMPT_MS, async () => (await getMe(b.url, otherCookie)).status === 401);
      check(goneMs < PROMPT_MS, `the other process refuses the disabled account's session ${goneMs} ms after`);
    }

    await checkCaches(a, b);
    await accountWideCapHolds(a.url, b.url);
  } finally {
    await sql.end();
    await Promise.all([stopServer(a.child), stopServer(b.child)]);
  }
}

// ---- (d) The account-wide sign-in cap of issue 27 §8, across both processes ----------------------

/**
 * A sign-in sent from `address` (a loopback address of its own, 127.0.0.0/8, so the console sees a
 * different client for each) with `cookie`; its status, Retry-After and Set-Cookie.
 */
function loginFrom(address: string, url: string, email: string, password: string, cookie = '') {
  return new Promise<{ status: number; retryAfter: string | undefined; setCookie: string[] }>((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    const headers = { 'content-type': 'application/json', origin: url, 'content-length': String(Buffer.byteLength(body)), ...(cookie ? { cookie } : {}) };
    const request = http.request(`${url}/api/v1/auth/login`, { method: 'POST', localAddress: address, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], setCookie: response.headers['set-cookie'] ?? [] }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * 100 wrong passwords for one account from 100 addresses, spread over both processes, cap it for
 * new devices on either, while the owner's known device (its cookie from an earlier sign-in on one
 * process) still signs in on the other.
 */
async function accountWideCapHolds(aUrl: string, bUrl: string): Promise<void> {
  const email = 'inventory@example.com';
  const owner = await loginFrom('127.0.0.1', aUrl, email, 'demo-password');
  const device = owner.setCookie.find((c) => c.startsWith('signInDevice='))?.split(';')[0];
  check(owner.status === 200 && Boolean(device), `the owner signs in on the first process and keeps a device cookie (${owner.status})`);
  const statuses: number[] = [];
  for (let i = 0; i < 100; i += 10) {
    const batch = Array.from({ length: 10 }, (_, j) => loginFrom(`127.0.1.${i + j + 1}`, (i + j) % 2 ? bUrl : aUrl, email, 'wrong-password'));
    statuses.push(...(await Promise.all(batch)).map((r) => r.status));
  }
  check(statuses.every((s) => s === 401), `100 wrong passwords from 100 addresses across both processes answer 401 (${[...new Set(statuses)].join(',')})`);
  for (const [name, url] of [['first', aUrl], ['other', bUrl]] as const) {
    const capped = await loginFrom('127.0.2.1', url, email, 'demo-password');
    check(capped.status === 429 && Number(capped.retryAfter) > 0, `a new device on the ${name} process gets 429 (${capped.status}, Retry-After ${capped.retryAfter})`);
  }
  const known = await loginFrom('127.0.0.1', bUrl, email, 'demo-password', device);
  check(known.status === 200, `the owner's known device signs in on the other process (${known.status})`);
}

main().then(
  () => console.log('two-process test passed'),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
