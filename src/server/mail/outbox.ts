/**
 * The retention of the mail outbox (issue 24 §2): without SMTP every message is a file in
 * DATA_DIR/outbox (mailer.ts), and reset links and invitations would pile up there for good.
 */
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the files of `dir` last written more than `retentionDays` days before `now`; 0 keeps
 * everything, a missing folder has nothing to delete.
 * @returns how many files were deleted
 */
export async function pruneOutbox(dir: string, retentionDays: number, now = new Date()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(dir, entry.name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat || stat.mtimeMs >= cutoff) continue;
    // Another process sharing the folder (a cluster's workers) may have deleted it first.
    await fs.rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}
