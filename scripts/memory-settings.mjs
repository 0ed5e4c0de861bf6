/**
 * How the console's process is started to stay small (issue 28 §6), for what starts it from code
 * (the bench); `npm run serve`, the Dockerfile and deploy/owner-console.service spell the same
 * (scripts/memory-settings.test.ts checks that they do).
 *
 * - `--max-semi-space-size=16` (MiB): V8 sizes the young generation by the machine's memory, 64 MiB
 *   a semi-space on a large host, and keeps it resident once grown.
 * - `--initial-old-space-size=256` (MiB): the old generation's first limit (issue 28 §1). Over
 *   PostgreSQL the heap's live data is about 60 MiB, so V8 set its limit near 150 and ran a full
 *   collection (10–18 ms with the event loop stopped) every 3–4 s of fresh renders, 2.5–4 per 1,000
 *   views; the embedded console, whose PGlite memory raises the limit, had none. Starting at 256
 *   MiB, one came every 7–8 s, none in most 6-second runs, and the p99 at 10 connections fell from
 *   92–120 ms to 62–99 in interleaved runs (OU dashboard and employees, six each). It is a limit,
 *   not memory taken: at idle the workers hold 142–144 MiB and the embedded console 196–209
 *   (bench/memory.ts), as the idle collection gives the rest back; under load the heap grows to
 *   about 250 MiB before it is collected.
 * - `MALLOC_ARENA_MAX=2`: glibc gives every thread that allocates (libuv's pool hashes passwords
 *   with 16 MiB of scrypt each, compresses, reads files) an arena of its own and keeps them.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: a fixed threshold, so that large buffers (compression, PGlite's
 *   start) are mapped and unmapped on their own instead of left in an arena once freed.
 * Measured side by side (bench/memory.ts): the idle embedded console after the demo seed 383 MiB
 * without the last two, 260 MiB with them, at the same fresh-render throughput. `--optimize-for-size`
 * and `--max-old-space-size` were tried and left out: the first cost 40 % of the fresh-render
 * throughput, the second can end the process on a large (allowed) import.
 * All are read once at process start, so they cannot be set from inside the process.
 */
export const NODE_MEMORY_FLAGS = ['--max-semi-space-size=16', '--initial-old-space-size=256'];
export const MEMORY_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
