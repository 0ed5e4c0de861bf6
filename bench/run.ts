/**
 * `npm run bench`: measures the production build in one run and prints tables (DESIGN.md "Tests and
 * measurements"). Exits 1 when a route is over its JavaScript budget or a target is missed.
 */
import { measureAuditLog, printAuditLog } from './audit-log';
import { measureBulk, printBulk } from './bulk';
import { measureCompression, printCompression } from './compression';
import { measureDashboards, printDashboards } from './dashboards';
import { measureDataCenterList, printDataCenterList } from './data-centers';
import { measureEmployeesIo, printEmployeesIo } from './employees-io';
import { measureFreshOnPostgres, printFreshOnPostgres } from './fresh-postgres';
import { measureImpersonation, printImpersonation } from './impersonation';
import { measureLeads, printLeads } from './leads';
import { measureListScaling, printListScaling } from './list-scaling';
import { measureMemory, printMemory } from './memory';
import { measurePromotion, printPromotion } from './promotion';
import { measureRoutes, routeParams, BUDGET } from './routes';
import { measureSearch, printSearch } from './search';
import { signInCookie, startConsole } from './server';
import { measureLatency, measureThroughput } from './throughput';
import { measureWorkers, printWorkers, TARGET_RATIO } from './workers';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<number> {
  const console_ = await startConsole();
  try {
    const cookie = await signInCookie(console_.url);
    const rows = await measureRoutes(console_.url, cookie, await routeParams(console_.url, cookie));
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

    printCompression(await measureCompression(console_.url, cookie));
    const throughputMet = await measureThroughput(console_.url, cookie);
    const latencyMet = await measureLatency(console_.url, cookie, rows.map((r) => r.path));
    const freshOnPostgresMet = printFreshOnPostgres(await measureFreshOnPostgres());
    const promotionMet = printPromotion(await measurePromotion());
    const workersMet = printWorkers(await measureWorkers());

    printDataCenterList(await measureDataCenterList());
    printLeads(await measureLeads());
    printAuditLog(await measureAuditLog());
    const ioMet = printEmployeesIo(await measureEmployeesIo());
    const listsMet = printListScaling(await measureListScaling());
    printImpersonation(await measureImpersonation());
    const bulkMet = printBulk(await measureBulk());
    if (!bulkMet) console.error('\nA bulk action on 1,000 rows of a list took longer than 5 s or left rows undone (issue 29 §2, table above).');
    const dashboardsMet = printDashboards(await measureDashboards());
    const searchMet = printSearch(await measureSearch());
    const memoryMet = printMemory(await measureMemory());
    if (!memoryMet) console.error('\nA memory target of issue 28 §6 was missed (table above).');
    if (!dashboardsMet) console.error('\nA dashboard target of issue 15 §1 or 28 §5 was missed (tables above).');

    const over = rows.filter((r) => !r.withinBudget);
    if (over.length) console.error(`\nOver budget: ${over.map((r) => r.path).join(', ')}`);
    if (!throughputMet || !latencyMet || !freshOnPostgresMet || !promotionMet) console.error('\nA throughput or latency target of issue 9 §4 or a fresh-render target of issue 28 §1 was missed (tables above).');
    if (!listsMet) console.error('\nA list target of issue 9 §6 or 28 §4 was missed (tables above).');
    if (!ioMet) console.error('\nAn import or export target of issue 28 §2, §3 was missed (tables above).');
    if (!searchMet) console.error('\nA command palette search target of issue 29 §1 was missed (table above).');
    if (!workersMet) console.error(`\nTwo workers gave less than ${TARGET_RATIO} times one worker's throughput (issue 24 §6, table above).`);
    return over.length || !throughputMet || !latencyMet || !freshOnPostgresMet || !promotionMet || !dashboardsMet || !listsMet || !workersMet || !ioMet || !searchMet || !memoryMet || !bulkMet ? 1 : 0;
  } finally {
    await console_.stop();
  }
}

process.exitCode = await main();
