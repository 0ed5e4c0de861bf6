/**
 * The one scheduler of the daily jobs (issue 24 §2): the prunes of the audit log, expired sessions,
 * throttle rows, spent links and old outbox files. However many console processes share one
 * database, its jobs run in one of them at a time: the one holding the daily-jobs leadership
 * (leadership.ts). That process runs them when it takes the lead (at start, or when the process that
 * held it is gone) and then once a day; the others ask every few minutes whether the lead is free.
 * A job marked `everyProcess` concerns this process's own files, and runs in each.
 */
import { log } from '~/server/log';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface DailyJob {
  /** Names the job in the log line of a run. */
  name: string;
  /** Runs once; resolves how many things it removed (or, for renewals, renewed; for statistics, analysed). */
  run(): Promise<number>;
  /** Runs in every process, whatever the leadership: the job touches only this process's files. */
  everyProcess?: boolean;
  /** Left out of the log line of a run in which it did nothing: it runs every few minutes. */
  quiet?: boolean;
}

/** Whether this process may run the shared jobs; PostgreSQL's is an advisory lock (leadership.ts). */
export interface Leadership {
  /** Resolves true while this process leads: it keeps the lead it has, or takes it when free. */
  acquire(): Promise<boolean>;
  /** Lets the lead go, for another process to take. */
  release(): Promise<void>;
}

export interface SchedulerOptions {
  jobs: DailyJob[];
  leadership: Leadership;
  /** Between two runs (a day). */
  intervalMs?: number;
  /** Between two looks at the leadership and the clock. */
  checkMs?: number;
  /** Names the schedule in its log lines. */
  label?: string;
}

/**
 * Starts the schedule: a first look now, then every `checkMs` on a timer that does not keep the
 * process alive. Each run logs what its jobs removed; a failing job is logged and the others run.
 * @returns stop(), which ends the schedule and lets the lead go
 */
export function scheduleDailyJobs({ jobs, leadership, intervalMs = DAY_MS, checkMs = 5 * 60_000, label = 'daily jobs' }: SchedulerOptions): { stop(): Promise<void> } {
  let lastShared: number | undefined;
  let lastLocal: number | undefined;
  let running: Promise<void> | undefined;
  const due = (last: number | undefined) => last === undefined || Date.now() - last >= intervalMs;

  async function runAll(which: DailyJob[]): Promise<void> {
    const removed: Record<string, number> = {};
    for (const job of which) {
      try {
        const count = await job.run();
        if (count || !job.quiet) removed[job.name] = count;
      } catch (error) {
        log.error(`${label}: a job failed`, error, { job: job.name });
      }
    }
    if (Object.keys(removed).length) log.info(`${label} ran`, { removed });
  }

  async function look(): Promise<void> {
    const local = jobs.filter((job) => job.everyProcess);
    const shared = jobs.filter((job) => !job.everyProcess);
    const toRun: DailyJob[] = [];
    if (due(lastLocal)) {
      lastLocal = Date.now();
      toRun.push(...local);
    }
    let leads = false;
    try {
      leads = await leadership.acquire();
    } catch (error) {
      log.warn(`${label}: leadership unavailable`, { error: error instanceof Error ? error.message : String(error) });
    }
    if (leads && due(lastShared)) {
      lastShared = Date.now();
      toRun.push(...shared);
    }
    await runAll(toRun);
  }

  const tick = () => {
    running ??= look().finally(() => (running = undefined));
  };
  tick();
  const timer = setInterval(tick, checkMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await leadership.release();
    },
  };
}
