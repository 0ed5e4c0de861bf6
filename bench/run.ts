/**
 * `npm run bench`: measures the production build in one run and prints tables (DESIGN.md "Tests and
 * measurements"). Exits 1 when a route is over its JavaScript budget.
 */
import { measureDataCenterList, printDataCenterList, someDataCenterId } from './data-centers';
import { measureEmployeesIo, printEmployeesIo } from './employees-io';
import { measureLeads, printLeads } from './leads';
import { measureRoutes, BUDGET } from './routes';
import { signInCookie, startConsole } from './server';
import { load, withHelloWorld } from './throughput';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<number> {
  const console_ = await startConsole();
  try {
    const cookie = await signInCookie(console_.url);
    const rows = await measureRoutes(console_.url, cookie, { token: 'sample-token', id: await someDataCenterId(console_.url, cookie) });
    console.log(`\nRoutes (signed in as the super admin; budgets: ${kb(BUDGET.noIsland)} without islands, ${kb(BUDGET.withIslands)} with)`);
    console.table(
      rows.map((r) => ({
        route: r.path,
        islands: r.islands,
        'JS gzip': kb(r.jsBytes),
        'HTML gzip': kb(r.htmlBytes),
        'server ms (median)': r.medianMs.toFixed(1),
        budget: r.withinBudget ? 'ok' : 'OVER',
      })),
    );

    const page = await load(`${console_.url}/owner-inventory/dashboard`, { cookie });
    const hello = await withHelloWorld((url) => load(url));
    console.log('\nThroughput (10 connections, 5 s each, 127.0.0.1)');
    console.table({
      'OI dashboard': { 'req/s': Math.round(page.requestsPerSecond), 'p99 ms': page.p99Ms, errors: page.errors },
      'node:http hello world': { 'req/s': Math.round(hello.requestsPerSecond), 'p99 ms': hello.p99Ms, errors: hello.errors },
    });
    console.log(`OI dashboard serves ${((page.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)}% of the hello world's throughput.`);

    printDataCenterList(await measureDataCenterList());
    printLeads(await measureLeads());
    printEmployeesIo(await measureEmployeesIo());

    const over = rows.filter((r) => !r.withinBudget);
    if (over.length) console.error(`\nOver budget: ${over.map((r) => r.path).join(', ')}`);
    return over.length ? 1 : 0;
  } finally {
    await console_.stop();
  }
}

process.exitCode = await main();
