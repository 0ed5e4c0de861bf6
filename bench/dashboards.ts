/**
 * Both dashboards (issue 15 §1, §4): server time (median, signed in as the super admin) of the OU
 * and OI dashboard pages and their APIs at the demo data and at 1,000,000 leads (each with its
 * CREATION activity) and 100,000 customers, for the default period and a year; and the JavaScript
 * the pages load, which must be no more than the console shell's (a list page with no island).
 * Each timed view follows a write (a sign-in), so it computes its figures as the first view after a
 * change does; a view of unchanged data, served from the figures already computed, is shown apart.
 */
import fs from 'node:fs';
import { tempDir } from '../e2e/processes';
import { pageJs, withBrowser } from './js-size';
import { medianGet } from './leads';
import { seedCustomers } from './seed-dashboards';
import { seedActivities, seedLeads } from './seed-leads';
import { signInCookie, startConsole } from './server';

export const OU_PATH = '/owner-universe/dashboard';
export const OI_PATH = '/owner-inventory/dashboard';
/** A page with no island: the shell's own scripts. */
const SHELL_PATH = '/owner-inventory/dashboard/packages';
/** Issue 15 §1: the OI dashboard at 1,000,000 leads / 100,000 customers, server time. */
export const TARGET_MS = 100;

const BIG = { leads: 1_000_000, customers: 100_000 };
const RUNS = { warmUp: 2, samples: 7 };

export interface DashboardTiming {
  data: string;
  ouMs: number;
  oiMs: number;
  oiYearMs: number;
  oiApiMs: number;
  /** The OI page (30 days) again with no write between views: the figures reused. */
  oiReusedMs: number;
}

export interface DashboardsBench {
  timings: DashboardTiming[];
  js: { path: string; bytes: number; extra: string[] }[];
  seedMs: number;
}

const FIGURES = /<figure/;

async function measure(url: string, cookie: string, data: string): Promise<DashboardTiming> {
  const write = () => signInCookie(url);
  const ou = await medianGet(`${url}${OU_PATH}`, cookie, FIGURES, RUNS, write);
  const oi = await medianGet(`${url}${OI_PATH}`, cookie, FIGURES, RUNS, write);
  const year = await medianGet(`${url}${OI_PATH}?period=1y`, cookie, FIGURES, RUNS, write);
  const api = await medianGet(`${url}/api/v1/dashboards/oi`, cookie, /"figures"/, RUNS, write);
  const reused = await medianGet(`${url}${OI_PATH}`, cookie, FIGURES, RUNS);
  return { data, ouMs: ou.ms, oiMs: oi.ms, oiYearMs: year.ms, oiApiMs: api.ms, oiReusedMs: reused.ms };
}

/** Scripts each dashboard loads beyond the shell's. */
async function measureJs(url: string, cookie: string): Promise<DashboardsBench['js']> {
  return withBrowser(url, cookie, async (signedIn) => {
    const shell = new Set((await pageJs(signedIn, `${url}${SHELL_PATH}`)).files);
    const rows: DashboardsBench['js'] = [];
    for (const path of [OU_PATH, OI_PATH]) {
      const weight = await pageJs(signedIn, `${url}${path}`);
      rows.push({ path, bytes: weight.bytes, extra: weight.files.filter((f) => !shell.has(f)) });
    }
    return rows;
  });
}

/** Measures the demo data (and the pages' JS), then seeds the big data dir and measures again. */
export async function measureDashboards(): Promise<DashboardsBench> {
  const timings: DashboardTiming[] = [];
  const demo = await startConsole();
  let js: DashboardsBench['js'];
  try {
    const cookie = await signInCookie(demo.url);
    timings.push(await measure(demo.url, cookie, 'demo'));
    js = await measureJs(demo.url, cookie);
  } finally {
    await demo.stop();
  }
  const dataDir = tempDir('oc-bench-dashboards-');
  let seedMs = 0;
  try {
    seedMs += await seedLeads(dataDir, BIG.leads);
    seedMs += await seedActivities(dataDir, BIG.leads);
    seedMs += await seedCustomers(dataDir, BIG.customers);
    const big = await startConsole({ DATA_DIR: dataDir });
    try {
      timings.push(await measure(big.url, await signInCookie(big.url), '1M leads, 100k customers'));
    } finally {
      await big.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { timings, js, seedMs };
}

const ms = (n: number) => n.toFixed(1);

/** Prints the measurements; true when the targets hold (OI under TARGET_MS at the big data for 30 days and a year, no extra JS). */
export function printDashboards({ timings, js, seedMs }: DashboardsBench): boolean {
  console.log(`\nDashboards (server ms, median of ${RUNS.samples} views each after a write; bulk seed ${(seedMs / 1000).toFixed(0)} s; target OI < ${TARGET_MS} ms for either period)`);
  console.table(
    timings.map((t) => ({ data: t.data, 'OU page': ms(t.ouMs), 'OI page (30d)': ms(t.oiMs), 'OI page (1y)': ms(t.oiYearMs), 'OI API (30d)': ms(t.oiApiMs), 'OI page, data unchanged': ms(t.oiReusedMs) })),
  );
  console.log('Dashboard JavaScript (gzip) and scripts beyond the shell\'s');
  console.table(js.map((j) => ({ page: j.path, 'JS gzip': `${(j.bytes / 1024).toFixed(1)} kB`, 'extra scripts': j.extra.join(', ') || 'none' })));
  const big = timings.at(-1)!;
  return big.oiMs < TARGET_MS && big.oiYearMs < TARGET_MS && js.every((j) => j.extra.length === 0);
}
