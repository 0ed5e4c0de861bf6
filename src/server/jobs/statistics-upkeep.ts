/**
 * The planner's statistics of the embedded database kept current while the process runs (issue 28
 * §1, §4). PGlite runs no autovacuum daemon, so openDatabase refreshed them only at start: a console
 * up for weeks planned the tables as they were then (a leads search that walks the date index takes
 * 360 ms at 100,000 leads, statistics.ts), and the dead rows its prunes and summary updates left
 * were never vacuumed. Like autovacuum's, each look is cheap and does nothing until a table has grown
 * or shrunk by a fifth. PostgreSQL's own autovacuum does this there.
 */
import type { Database } from '~/server/db/client';
import { refreshStaleStatistics } from '~/server/db/statistics';
import { soleLeadership } from '~/server/jobs/leadership';
import { scheduleDailyJobs, type DailyJob } from '~/server/jobs/scheduler';

/** Between two looks for stale tables: autovacuum looks every minute; growth that matters takes longer. */
export const STATISTICS_CHECK_MS = 5 * 60_000;

/** The job: VACUUM (ANALYZE) of the stale tables; resolves how many it analysed. */
export function statisticsJob(db: Database): DailyJob {
  return { name: 'statistics', run: async () => (await refreshStaleStatistics(db)).length, quiet: true };
}

/**
 * Starts the upkeep of a PGlite database's statistics: a look every `checkMs`, on the one scheduler
 * of the console's jobs (scheduler.ts); a run that analysed tables is logged.
 * @returns stop(), which ends it once a look under way has finished
 */
export function scheduleStatisticsUpkeep(db: Database, checkMs = STATISTICS_CHECK_MS): { stop(): Promise<void> } {
  return scheduleDailyJobs({ jobs: [statisticsJob(db)], leadership: soleLeadership, intervalMs: checkMs, checkMs, label: 'statistics upkeep' });
}
