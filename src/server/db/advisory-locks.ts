/**
 * The PostgreSQL advisory locks the console takes (issue 24 §2), so that several processes on one
 * database do once what must be done once. A lock is the pair (CONSOLE, its number): the first
 * number keeps the console's locks apart from another application's on the same server.
 */
const CONSOLE = 0x4f43; // 'OC'

export const ADVISORY_LOCKS = {
  /** Held while a process applies the migrations and the start-up data (seed.ts). */
  start: [CONSOLE, 1],
  /** Held by the one process that runs the daily jobs (jobs/scheduler.ts). */
  dailyJobs: [CONSOLE, 2],
} as const satisfies Record<string, readonly [number, number]>;

export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;
