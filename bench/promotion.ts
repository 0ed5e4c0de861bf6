/**
 * Issue 28 §1: what a fresh view leaves to the old generation. V8's young collections copy what is
 * still referenced and promote what survives twice; a view's objects should die young. They did
 * not: per-request accessor closures in Astro's render state (kept by AccessorPairs in the old
 * generation) and PGlite's generator-based mutex kept every view's whole request until the next full
 * collection, 100–150 kB a view, so a full collection came every few seconds of fresh renders and
 * stalled every request in flight (patches/README.md). Read from V8's `--trace-gc-nvp` lines of
 * the console started as `npm run serve` starts it, fresh views at 10 connections.
 */
import autocannon from 'autocannon';
import { freePort, startServer, stopServer, tempDir } from '../e2e/processes';
import { MEMORY_ENV, NODE_MEMORY_FLAGS } from '../scripts/memory-settings.mjs';
import { signInCookie } from './server';
import { CHROMIUM_ACCEPT_ENCODING, RENDER_EVERY_TIME } from './throughput';

/** Bytes a fresh view may leave to the old generation, on average. */
export const MAX_PROMOTED_PER_VIEW = 64 * 1024;
const PAGES = [
  { name: 'all leads', path: '/owner-inventory/dashboard/leads/all-leads' },
  { name: 'employees', path: '/owner-universe/dashboard/users/employees' },
];
const SECONDS = 5;

export interface Promotion {
  name: string;
  views: number;
  promotedPerView: number;
  youngCollections: number;
  fullCollections: number;
}

/** Sums the `promoted=` bytes of the scavenges and counts the collections in `--trace-gc-nvp` output. */
export function readCollections(trace: string): { promoted: number; young: number; full: number } {
  let promoted = 0;
  let young = 0;
  let full = 0;
  for (const line of trace.split('\n')) {
    if (/\bgc=s\b/.test(line)) {
      young++;
      promoted += Number(line.match(/\bpromoted=(\d+)/)?.[1] ?? 0);
    } else if (/\bgc=mc\b/.test(line)) full++;
  }
  return { promoted, young, full };
}

/** Fresh views of each page of PAGES for SECONDS at 10 connections, each on a console of its own. */
export async function measurePromotion(): Promise<Promotion[]> {
  const measured: Promotion[] = [];
  for (const page of PAGES) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let trace = '';
    let recording = false;
    const child = await startServer(
      'node',
      [...NODE_MEMORY_FLAGS, '--trace-gc-nvp', 'scripts/serve.mjs'],
      { PORT: String(port), DATA_DIR: tempDir('oc-bench-'), SIMULATOR_DELAY_MS: '0', ...MEMORY_ENV },
      `${url}/readyz`,
      (chunk) => {
        if (recording) trace += chunk;
      },
    );
    try {
      const headers = { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING, cookie: await signInCookie(url), ...RENDER_EVERY_TIME };
      await autocannon({ url: `${url}${page.path}`, headers, connections: 10, duration: 2 });
      recording = true;
      const result = await autocannon({ url: `${url}${page.path}`, headers, connections: 10, duration: SECONDS });
      recording = false;
      const { promoted, young, full } = readCollections(trace);
      measured.push({ name: page.name, views: result.requests.total, promotedPerView: promoted / result.requests.total, youngCollections: young, fullCollections: full });
    } finally {
      await stopServer(child);
    }
  }
  return measured;
}

/** Prints the table; true when every page is within MAX_PROMOTED_PER_VIEW. */
export function printPromotion(measured: Promotion[]): boolean {
  console.log(`\nPromoted to the old generation per fresh view (issue 28 §1; 10 connections, ${SECONDS} s, --trace-gc-nvp)`);
  console.table(
    Object.fromEntries(
      measured.map((m) => [
        m.name,
        {
          views: m.views,
          'promoted a view': `${(m.promotedPerView / 1024).toFixed(1)} kB`,
          'young collections': m.youngCollections,
          'full collections': m.fullCollections,
          target: `≤ ${MAX_PROMOTED_PER_VIEW / 1024} kB ${m.promotedPerView <= MAX_PROMOTED_PER_VIEW ? 'ok' : 'MISSED'}`,
        },
      ]),
    ),
  );
  return measured.every((m) => m.promotedPerView <= MAX_PROMOTED_PER_VIEW);
}
