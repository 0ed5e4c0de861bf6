/**
 * Two settings of V8's garbage collector that keep full collections rare under load (issue 28 §1),
 * set as this module loads: serve.mjs imports it first, so that every way of starting the console
 * (npm run serve, the Docker image, the systemd unit, a cluster worker, the tests) has them.
 *
 * - `--external-memory-accounted-in-global-limit`: V8 started a full collection each time the
 *   ArrayBuffers of fresh views (a page's bytes, the API's bodies, compression) grew by 64 MiB,
 *   about every 400 views, although the heap was at half its limit. External memory now counts
 *   toward the heap's one limit.
 * - `--no-allocation-site-pretenuring`: objects from allocation sites V8 had judged long-lived went
 *   straight to the old generation, about 200 kB of garbage a fresh view. They now die young.
 *
 * Each full collection stalled the event loop 25–35 ms, and the requests it caught made the p99.
 * Measured on the employees page at 10 connections: 0.5 full collections a 1,000 views instead of
 * 2.2–2.5, 71 kB of old garbage a view instead of 176–220; in an interleaved run of the five §1
 * pages the p99 was 58–85 ms instead of 74–105. Resident memory at idle is unchanged (bench/memory.ts).
 *
 * Both flags are read by the collector as it runs, so setting them after start works. Node 22's V8
 * does not know the first (it says so on stderr and goes on): they are set from Node 24 on.
 */
import v8 from 'node:v8';

/** The flags, for the test that checks this Node still knows them. */
export const COLLECTOR_FLAGS = ['--external-memory-accounted-in-global-limit', '--no-allocation-site-pretenuring'];

/** The first Node whose V8 knows every flag above. */
const FIRST_NODE = 24;

if (Number(process.versions.node.split('.')[0]) >= FIRST_NODE) {
  for (const flag of COLLECTOR_FLAGS) v8.setFlagsFromString(flag);
}
