/**
 * The daily jobs of the console (issue 24 §2): the renewal of subscriptions whose period has ended
 * (issue 26 defect 5), then the prunes of what nothing reads any more. They run in one process at a
 * time (scheduler.ts), but the outbox's, which concerns this process's DATA_DIR.
 */
import path from 'node:path';
import { pruneAuditLog } from '~/server/audit/retention';
import { pruneSpentLinks } from '~/server/auth/password-reset';
import { pruneExpiredSessions } from '~/server/auth/sessions';
import { pruneThrottleHits } from '~/server/auth/throttle';
import type { BackendConfig } from '~/server/config';
import { renewSubscriptions } from '~/server/customers/renewals';
import type { Database } from '~/server/db/client';
import type { DailyJob } from '~/server/jobs/scheduler';
import { pruneOutbox } from '~/server/mail/outbox';

export interface DailyJobsDeps {
  db: Database;
  config: Pick<BackendConfig, 'dataDir' | 'outboxRetentionDays'>;
  /** The audit retention in days, read at each run so that a change in settings applies from the next. */
  auditRetentionDays: () => Promise<number>;
}

/** The jobs, in the order they run. */
export function dailyJobs({ db, config, auditRetentionDays }: DailyJobsDeps): DailyJob[] {
  return [
    { name: 'renewals', run: () => renewSubscriptions(db) },
    { name: 'audit', run: async () => pruneAuditLog(db, await auditRetentionDays()) },
    { name: 'sessions', run: () => pruneExpiredSessions(db) },
    { name: 'throttle', run: () => pruneThrottleHits(db) },
    { name: 'links', run: () => pruneSpentLinks(db) },
    // A process's own folder: with several hosts each has its own DATA_DIR, which no other process prunes.
    { name: 'outbox', run: () => pruneOutbox(path.join(config.dataDir, 'outbox'), config.outboxRetentionDays), everyProcess: true },
  ];
}
