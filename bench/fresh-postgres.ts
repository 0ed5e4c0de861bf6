/**
 * Issue 28 §1 on PostgreSQL: every signed-in page of THROUGHPUT_PAGES rendered fresh
 * (`Cache-Control: no-cache`) by one worker over PostgreSQL with the demo data, against a node:http
 * hello world measured in the same run, with the embedded table's target (bench/throughput.ts).
 */
import { postgresMissing, withPostgres } from './postgres';
import { signInCookie, startConsole } from './server';
import { freshColumns, load, measureFresh, RENDER_EVERY_TIME, THROUGHPUT_PAGES, withHelloWorld, type FreshRender } from './throughput';

export interface FreshOnPostgres {
  helloRps: number;
  pages: Array<{ name: string; fresh: FreshRender }>;
}

/** Measures every signed-in page; undefined, with the reason printed, without PostgreSQL. */
export async function measureFreshOnPostgres(): Promise<FreshOnPostgres | undefined> {
  const missing = postgresMissing();
  if (missing) {
    console.log(`\nFresh render on PostgreSQL: skipped (${missing}).`);
    return undefined;
  }
  return withPostgres(async (databaseUrl) => {
    const running = await startConsole({ DATABASE_URL: databaseUrl, DEMO_DATA: '1' }, '/readyz');
    try {
      const cookie = await signInCookie(running.url);
      const hello = await withHelloWorld((helloUrl) => load(helloUrl));
      const pages: FreshOnPostgres['pages'] = [];
      for (const page of THROUGHPUT_PAGES.filter((p) => !p.public)) {
        // The worker compiles the page's code and fills its pool first.
        await load(`${running.url}${page.path}`, { cookie, ...RENDER_EVERY_TIME }, 10, 1);
        pages.push({ name: page.name, fresh: await measureFresh(`${running.url}${page.path}`, cookie, hello.requestsPerSecond) });
      }
      return { helloRps: hello.requestsPerSecond, pages };
    } finally {
      await running.stop();
    }
  });
}

/** Prints the table; true when every page meets the target (or nothing was measured). */
export function printFreshOnPostgres(measured: FreshOnPostgres | undefined): boolean {
  if (!measured) return true;
  const table: Record<string, Record<string, string | number>> = { 'node:http hello world': { 'req/s': Math.round(measured.helloRps) } };
  for (const { name, fresh } of measured.pages) table[name] = freshColumns(fresh);
  console.log('\nFresh render on PostgreSQL (one worker, demo data, Cache-Control: no-cache; issue 28 §1: 50 connections for its req/s, 10 for its p99)');
  console.table(table);
  return measured.pages.every(({ fresh }) => fresh.met);
}
