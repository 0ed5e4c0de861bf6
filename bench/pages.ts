/**
 * Only the throughput and latency tables of `npm run bench` (issue 9 §4), for work on the pages'
 * server cost: `npm run build && npx tsx bench/pages.ts`. Latency is measured on the throughput
 * table's pages, or with `--every-route` on every route as `npm run bench` does. With
 * CPU_PROF_DIR=<dir> the console runs under `node --cpu-prof` and writes its profile there when it
 * stops. Exits 1 when a target is missed.
 */
import { routeParams, routePaths } from './routes';
import { signInCookie, startConsole } from './server';
import { measureLatency, measureThroughput, THROUGHPUT_PAGES } from './throughput';

const profileDir = process.env.CPU_PROF_DIR;
const running = await startConsole(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {});
try {
  const cookie = await signInCookie(running.url);
  const throughputMet = await measureThroughput(running.url, cookie);
  const paths = process.argv.includes('--every-route')
    ? routePaths(await routeParams(running.url, cookie))
    : THROUGHPUT_PAGES.filter((page) => !page.public).map((page) => page.path);
  const latencyMet = await measureLatency(running.url, cookie, paths);
  process.exitCode = throughputMet && latencyMet ? 0 : 1;
} finally {
  await running.stop();
}
