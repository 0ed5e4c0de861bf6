/**
 * Retention of the audit log (issue 11 §4): entries older than the retention setting (issue 15 §2,
 * `auditRetentionDays`, which AUDIT_RETENTION_DAYS overrides) go, daily (one of the daily jobs,
 * jobs/daily-jobs.ts); 0 keeps everything. The append-only trigger (migration 0005) allows DELETE only in
 * a transaction that sets `owner_console.audit_prune`, which only this job does.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import { auditLog } from '~/server/audit/schema';
import type { Database } from '~/server/db/client';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows one transaction deletes: short transactions keep the log writable while a large backlog goes. */
const BATCH = 10_000;

/**
 * Deletes the entries older than `retentionDays` days before `now`.
 * @returns how many entries were deleted (0 when retentionDays is 0 or less)
 */
export async function pruneAuditLog(db: Database, retentionDays: number, now = new Date()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      await tx.execute(sql`set local owner_console.audit_prune = 'on'`);
      const batch = tx.select({ id: auditLog.id }).from(auditLog).where(lt(auditLog.at, cutoff)).limit(BATCH);
      return tx.delete(auditLog).where(inArray(auditLog.id, batch)).returning({ id: auditLog.id });
    });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
}
