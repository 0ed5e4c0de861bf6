/**
 * One worker against two (issue 24 §6): the throughput of a fresh render (`Cache-Control: no-cache`)
 * of the OI dashboard and of all leads, signed in as the super admin, on PostgreSQL with
 * WEB_CONCURRENCY=1 and 2, side by side. Two workers must give at least TARGET_RATIO times one
 * worker's requests per second on a 2-core machine. The console, its PostgreSQL and the load
 * generator share the machine's cores, as they would on a small host.
 *
 * Both consoles run at once over one database (an idle one costs nothing) and are loaded in turns,
 * ROUNDS times; each keeps its best round. Other work on the machine then slows both alike instead
 * of whichever ran during it.
 *
 * It also prints where one worker's CPU went (bench/cpu-split.ts): one worker is bound by its main
 * thread, while its collector, PostgreSQL and the load generator use the other core, so that
 * cores × main ÷ total is the most two workers can give on this machine.
 */
import http from 'node:http';
import os from 'node:os';
import { cpuSoFar, perRequestMs, type CpuSplit } from './cpu-split';
import { postgresMissing, withPostgres } from './postgres';
import { signInCookie, startConsole } from './server';
import { load, RENDER_EVERY_TIME, type LoadResult } from './throughput';

export const TARGET_RATIO = 1.6;
const PAGES = [
  { name: 'OI dashboard', path: '/owner-inventory/dashboard' },
  { name: 'all leads', path: '/owner-inventory/dashboard/leads/all-leads' },
];
const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 3;

export interface WorkersRow {
  page: string;
  one: LoadResult;
  two: LoadResult;
  /** Where the CPU of one worker's best run went, in ms per request. */
  oneCpu: CpuSplit;
}

/** The status of GET /readyz on a new connection, which the cluster hands to its next worker. */
function readyzOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve) => {
    http.get(`${url}/readyz`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', () => resolve(0));
  });
}

/** Resolves once /readyz answered 200 on `times` new connections in a row: every worker is ready. */
async function everyWorkerReady(url: string, times: number): Promise<void> {
  for (let streak = 0; streak < times; ) {
    streak = (await readyzOnNewConnection(url)) === 200 ? streak + 1 : 0;
    if (streak === 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A console with `workers` workers over the database at `databaseUrl`, every worker ready. */
async function startWorkers(databaseUrl: string, workers: number) {
  const running = await startConsole({ DATABASE_URL: databaseUrl, DEMO_DATA: '1', WEB_CONCURRENCY: String(workers) }, '/readyz');
  await everyWorkerReady(running.url, 4 * workers);
  return running;
}

const best = <T extends { requestsPerSecond: number }>(a: T | undefined, b: T) => (a && a.requestsPerSecond >= b.requestsPerSecond ? a : b);

/** A load run of `url` with where its CPU went. */
async function loadSplit(consolePid: number, url: string, headers: Record<string, string>): Promise<LoadResult & { cpu: CpuSplit }> {
  const before = cpuSoFar(consolePid);
  const result = await load(url, headers, CONNECTIONS, SECONDS);
  return { ...result, cpu: perRequestMs(before, cpuSoFar(consolePid), result.requestsPerSecond * SECONDS) };
}

/** Measures both, on one PostgreSQL database seeded by the first start. Undefined, with the reason printed, without PostgreSQL. */
export async function measureWorkers(): Promise<WorkersRow[] | undefined> {
  const missing = postgresMissing();
  if (missing) {
    console.log(`\nOne worker against two: skipped (${missing}).`);
    return undefined;
  }
  return withPostgres(async (databaseUrl) => {
    const one = await startWorkers(databaseUrl, 1);
    const two = await startWorkers(databaseUrl, 2).catch(async (error: unknown) => {
      await one.stop();
      throw error;
    });
    try {
      const cookie = await signInCookie(one.url);
      const headers = { cookie, ...RENDER_EVERY_TIME };
      const results = PAGES.map(() => ({ one: undefined as (LoadResult & { cpu: CpuSplit }) | undefined, two: undefined as LoadResult | undefined }));
      // Every worker compiles the pages' code and fills its pool before the timed runs.
      for (const running of [one, two]) for (const page of PAGES) await load(`${running.url}${page.path}`, headers, CONNECTIONS, 1);
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, page] of PAGES.entries()) {
          results[i]!.one = best(results[i]!.one, await loadSplit(one.pid!, `${one.url}${page.path}`, headers));
          results[i]!.two = best(results[i]!.two, await load(`${two.url}${page.path}`, headers, CONNECTIONS, SECONDS));
        }
      }
      return PAGES.map((page, i) => ({ page: page.name, one: results[i]!.one!, two: results[i]!.two!, oneCpu: results[i]!.one!.cpu }));
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });
}

/** Prints the table; true when two workers reach the target on every page (or nothing was measured). */
export function printWorkers(rows: WorkersRow[] | undefined): boolean {
  if (!rows) return true;
  let met = true;
  const table: Record<string, Record<string, string | number>> = {};
  for (const { page, one, two } of rows) {
    const ratio = two.requestsPerSecond / one.requestsPerSecond;
    const ok = ratio >= TARGET_RATIO && one.errors === 0 && two.errors === 0;
    met &&= ok;
    table[page] = {
      '1 worker req/s': Math.round(one.requestsPerSecond),
      '1 worker p99 ms': one.p99Ms,
      '2 workers req/s': Math.round(two.requestsPerSecond),
      '2 workers p99 ms': two.p99Ms,
      ratio: `${ratio.toFixed(2)}×`,
      errors: one.errors + two.errors,
      target: `≥ ${TARGET_RATIO}× ${ok ? 'ok' : 'MISSED'}`,
    };
  }
  console.log(`\nOne worker against two on PostgreSQL (WEB_CONCURRENCY; rendered on every view, ${CONNECTIONS} connections, best of ${ROUNDS} runs of ${SECONDS} s taken in turns, after 1 s of warm-up)`);
  console.table(table);
  printCpuSplit(rows);
  return met;
}

/**
 * Where one worker's CPU went, and the most two workers can give on this machine's cores: one
 * worker is bound by its main thread, so two give at most cores × main ÷ total times as much.
 */
function printCpuSplit(rows: WorkersRow[]): void {
  const cores = os.availableParallelism();
  const table: Record<string, Record<string, string>> = {};
  for (const { page, oneCpu: cpu } of rows) {
    const total = cpu.consoleMain + cpu.consoleOther + cpu.postgres + cpu.loadGenerator;
    table[page] = {
      'main thread': cpu.consoleMain.toFixed(2),
      'its other threads': cpu.consoleOther.toFixed(2),
      PostgreSQL: cpu.postgres.toFixed(2),
      'load generator': cpu.loadGenerator.toFixed(2),
      total: total.toFixed(2),
      [`two workers at most (${cores} cores)`]: `${((cores * cpu.consoleMain) / total).toFixed(2)}×`,
    };
  }
  console.log('Where one worker\'s CPU goes, ms per request (from /proc; the console, PostgreSQL and the load generator share the cores)');
  console.table(table);
}
