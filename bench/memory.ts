/**
 * Resident memory of the console (issue 28 §6), started as `npm run serve` starts it (bench/server.ts):
 * at idle after the demo seed on the embedded defaults (target ≤ 350 MiB), before and after 10,000
 * page views (no growth beyond MAX_GROWTH_MIB), and per worker on PostgreSQL with two workers (target
 * ≤ 200 MiB each). "At idle" is once the process's resident size has settled: V8 gives back the
 * heap a start grew a few seconds after the work ends.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { postgresMissing, withPostgres } from './postgres';
import { signInCookie, startConsole } from './server';
import { CHROMIUM_ACCEPT_ENCODING, RENDER_EVERY_TIME } from './throughput';

export const TARGETS = { embeddedIdleMiB: 350, workerIdleMiB: 200 } as const;
/** The page cache keeps up to 32 MiB of rendered pages by design (src/server/page-cache.ts); beyond it is growth. */
export const MAX_GROWTH_MIB = 32;
const VIEWS = 10_000;
const PAGES = [
  '/owner-universe/dashboard',
  '/owner-universe/dashboard/users/employees',
  '/owner-inventory/dashboard',
  '/owner-inventory/dashboard/general/data-center',
  '/owner-inventory/dashboard/leads/all-leads',
  '/owner-inventory/dashboard/resellers/all-resellers',
  '/owner-inventory/dashboard/packages',
  '/owner-inventory/dashboard/customers',
];

export interface MemoryResult {
  embeddedIdleMiB: number;
  afterViewsMiB: number;
  views: number;
  viewErrors: number;
  /** Undefined when there is no PostgreSQL to measure on. */
  workersIdleMiB: number[] | undefined;
}

const rssMiB = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
/** The cluster's workers: the primary's children that run serve.mjs. */
const workersOf = (pid: number) =>
  fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter((child) => child && fs.existsSync(`/proc/${child}/cmdline`) && fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('serve.mjs'))
    .map(Number);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The resident size once ten samples a second apart stay within 2 MiB (at most 90 s): V8's memory
 * reducer gives the heap back some seconds after the work ends, after a flat stretch of its own.
 */
async function settledMiB(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 90; i++) {
    samples.push(rssMiB(pid));
    const last = samples.slice(-10);
    if (last.length === 10 && Math.max(...last) - Math.min(...last) <= 2) break;
    await sleep(1000);
  }
  return samples.at(-1)!;
}

/** VIEWS views of PAGES in turns, rendered every time, at 10 connections; returns the failures. */
async function viewPages(url: string, cookie: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: 10,
    amount: VIEWS,
    headers: { cookie, 'accept-encoding': CHROMIUM_ACCEPT_ENCODING, ...RENDER_EVERY_TIME },
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  });
  return result.errors + result.non2xx;
}

async function measureWorkers(): Promise<number[] | undefined> {
  const missing = postgresMissing();
  if (missing) {
    console.log(`\nMemory per worker on PostgreSQL: skipped (${missing}).`);
    return undefined;
  }
  return withPostgres(async (databaseUrl) => {
    const running = await startConsole({ DATABASE_URL: databaseUrl, DEMO_DATA: '1', WEB_CONCURRENCY: '2' }, '/readyz');
    try {
      await viewPages(running.url, await signInCookie(running.url));
      await sleep(2000);
      const settled: number[] = [];
      for (const worker of workersOf(running.pid!)) settled.push(await settledMiB(worker));
      return settled;
    } finally {
      await running.stop();
    }
  });
}

/** Measures the embedded console from its first start, then the PostgreSQL workers. */
export async function measureMemory(): Promise<MemoryResult> {
  const running = await startConsole();
  try {
    const pid = running.pid!;
    const embeddedIdleMiB = await settledMiB(pid);
    const viewErrors = await viewPages(running.url, await signInCookie(running.url));
    const afterViewsMiB = await settledMiB(pid);
    return { embeddedIdleMiB, afterViewsMiB, views: VIEWS, viewErrors, workersIdleMiB: await measureWorkers() };
  } finally {
    await running.stop();
  }
}

/** Prints the table; true when every target is met. */
export function printMemory(r: MemoryResult): boolean {
  const growth = r.afterViewsMiB - r.embeddedIdleMiB;
  const rows = [
    { measure: 'embedded, idle after the demo seed', MiB: r.embeddedIdleMiB, target: `≤ ${TARGETS.embeddedIdleMiB}`, met: r.embeddedIdleMiB <= TARGETS.embeddedIdleMiB },
    { measure: `embedded, idle after ${r.views} page views (${r.viewErrors} failed)`, MiB: r.afterViewsMiB, target: `growth ≤ ${MAX_GROWTH_MIB}`, met: growth <= MAX_GROWTH_MIB && r.viewErrors === 0 },
    ...(r.workersIdleMiB ?? []).map((MiB, i) => ({ measure: `PostgreSQL, worker ${i + 1} of 2, idle after views`, MiB, target: `≤ ${TARGETS.workerIdleMiB}`, met: MiB <= TARGETS.workerIdleMiB })),
  ];
  console.log('\nResident memory (issue 28 §6; started as `npm run serve` starts it)');
  console.table(rows.map((row) => ({ ...row, MiB: row.MiB.toFixed(0), met: row.met ? 'ok' : 'MISSED' })));
  return rows.every((row) => row.met);
}
