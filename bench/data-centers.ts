/**
 * The data-center list as instances grow (issue 4 point 7): for 10, 1,000 and 10,000 simulated
 * instances, seeded in bulk before the console starts, the server time of the list page's first
 * page, its last page and a search (median of several requests, signed in as the super admin).
 * Paging and search run in the database, so the times should stay flat as the count grows.
 */
import fs from 'node:fs';
import { tempDir } from '../e2e/processes';
import { medianGet } from './leads';
import { seedDataCenters } from './seed-data-centers';
import { signInCookie, startConsole } from './server';

export const LIST_PATH = '/owner-inventory/dashboard/general/data-center';
/** Instance counts measured. */
export const SIZES = [10, 1_000, 10_000];
const RUNS = { warmUp: 3, samples: 9 };

export interface ListTiming {
  instances: number;
  seedMs: number;
  firstPageMs: number;
  lastPageMs: number;
  searchMs: number;
  /** Rows the search found, as the page's paginator says. */
  searchHits: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Seeds, starts and measures one size. */
async function measureSize(instances: number): Promise<ListTiming> {
  const dataDir = tempDir('oc-bench-dc-');
  try {
    const seedMs = await seedDataCenters(dataDir, instances);
    const running = await startConsole({ DATA_DIR: dataDir });
    try {
      const cookie = await signInCookie(running.url);
      const lastPage = Math.ceil(instances / 10);
      const list = `${running.url}${LIST_PATH}`;
      const first = await medianGet(list, cookie, new RegExp(`1&ndash;10 of ${count(instances)}\\s*<`), RUNS);
      const last = await medianGet(`${list}?page=${lastPage}`, cookie, new RegExp(` of ${count(instances)}\\s*<`), RUNS);
      // A city matches its region's code: about one instance in thirteen.
      const search = await medianGet(`${list}?q=tokyo`, cookie, /tokyo|Tokyo/, RUNS);
      return {
        instances,
        seedMs,
        firstPageMs: first.ms,
        lastPageMs: last.ms,
        searchMs: search.ms,
        searchHits: search.html.match(/ of ([\d,]+)\s*</)?.[1] ?? '?',
      };
    } finally {
      await running.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Measures the list at every size of SIZES. */
export async function measureDataCenterList(): Promise<ListTiming[]> {
  const rows: ListTiming[] = [];
  for (const size of SIZES) rows.push(await measureSize(size));
  return rows;
}

/** Prints the list timings as a table. */
export function printDataCenterList(rows: ListTiming[]): void {
  console.log(`\nData-center list as instances grow (simulator; server ms, median of ${RUNS.samples}; bulk seed before start)`);
  console.table(
    rows.map((r) => ({
      instances: count(r.instances),
      'seed ms': r.seedMs.toFixed(0),
      'page 1 ms': r.firstPageMs.toFixed(1),
      'last page ms': r.lastPageMs.toFixed(1),
      'search "tokyo" ms': r.searchMs.toFixed(1),
      'search hits': r.searchHits,
    })),
  );
}
