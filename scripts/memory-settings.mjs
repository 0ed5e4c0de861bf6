/**
 * How the console's process is started to stay small (issue 28 §6), for what starts it from code
 * (the bench); `npm run serve`, the Dockerfile and deploy/owner-console.service spell the same.
 *
 * - `--max-semi-space-size=16` (MiB): V8 sizes the young generation by the machine's memory, 64 MiB
 *   a semi-space on a large host, and keeps it resident once grown.
 * - `--optimize-for-size`: V8 grows the old generation by smaller steps and gives memory back sooner;
 *   a PostgreSQL worker held 380 MiB after 3,000 page views without it, 144 MiB with it.
 * - `MALLOC_ARENA_MAX=2`: glibc gives every thread that allocates (libuv's pool hashes passwords
 *   with 16 MiB of scrypt each, compresses, reads files) an arena of its own and keeps them.
 * Both are read once at process start, so they cannot be set from inside the process.
 */
export const NODE_MEMORY_FLAGS = ['--max-semi-space-size=16', '--optimize-for-size'];
export const MEMORY_ENV = { MALLOC_ARENA_MAX: '2' };
