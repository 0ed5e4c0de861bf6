/**
 * The audit-log page as the log grows (issue 11 §5): at 1,000 and 1,000,000 entries, seeded in bulk
 * into one data dir before each console start, the server time (median of several requests, signed
 * in as the super admin) of the first and the last page, a next page from the middle of the log, and
 * the first and last page filtered by action. Keyset paging should keep every one flat.
 */
import fs from 'node:fs';
import { tempDir } from '../e2e/processes';
import { medianGet } from './leads';
import { seedAuditLog } from './seed-audit';
import { signInCookie, startConsole } from './server';

export const AUDIT_LOG_PATH = '/owner-universe/dashboard/settings/audit-log';
/** Entry counts measured, in order (the data dir grows from one to the next). */
export const AUDIT_SIZES = [1_000, 1_000_000];

export interface AuditLogTiming {
  entries: number;
  seedMs: number;
  firstMs: number;
  lastMs: number;
  middleMs: number;
  filteredFirstMs: number;
  filteredLastMs: number;
}

const ROW = /<time datetime=/;

/** Measures the audit-log pages of the console at `url`. */
async function measurePages(url: string, cookie: string, entries: number, seedMs: number): Promise<AuditLogTiming> {
  const page = `${url}${AUDIT_LOG_PATH}`;
  const first = await medianGet(page, cookie, ROW);
  const last = await medianGet(`${page}?last=1`, cookie, ROW);
  const middle = await medianGet(`${page}?cursor=${Math.round(entries / 2)}`, cookie, ROW);
  const filteredFirst = await medianGet(`${page}?action=lead.update`, cookie, ROW);
  const filteredLast = await medianGet(`${page}?action=lead.update&last=1`, cookie, ROW);
  return { entries, seedMs, firstMs: first.ms, lastMs: last.ms, middleMs: middle.ms, filteredFirstMs: filteredFirst.ms, filteredLastMs: filteredLast.ms };
}

/** Seeds, starts and measures every size of AUDIT_SIZES. */
export async function measureAuditLog(): Promise<AuditLogTiming[]> {
  const dataDir = tempDir('oc-bench-audit-');
  const timings: AuditLogTiming[] = [];
  try {
    for (const entries of AUDIT_SIZES) {
      const seedMs = await seedAuditLog(dataDir, entries);
      // Retention off: the bench decides what the log holds.
      const running = await startConsole({ DATA_DIR: dataDir, AUDIT_RETENTION_DAYS: '0' });
      try {
        timings.push(await measurePages(running.url, await signInCookie(running.url), entries, seedMs));
      } finally {
        await running.stop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return timings;
}

const ms = (n: number) => n.toFixed(1);

/** Prints the timings as a table. */
export function printAuditLog(timings: AuditLogTiming[]): void {
  console.log('\nAudit-log page as the log grows (server ms, median; keyset paging, 10 rows a page)');
  console.table(
    timings.map((t) => ({
      entries: t.entries.toLocaleString('en-US'),
      'bulk seed s': (t.seedMs / 1000).toFixed(1),
      first: ms(t.firstMs),
      last: ms(t.lastMs),
      'next from middle': ms(t.middleMs),
      'action filter first': ms(t.filteredFirstMs),
      'action filter last': ms(t.filteredLastMs),
    })),
  );
}
