/**
 * One console process per PGlite data dir (issue 24 §2). PGlite is an embedded PostgreSQL without
 * the server's own guard: a second process opening the same files would corrupt them. The process
 * that opens the database writes its PID to `DATA_DIR/pglite.lock`; another one refuses to start,
 * naming that PID, while it runs. A lock whose process is gone (a crash, a kill -9) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The lock file of the PGlite database in `dataDir`: its holder's PID as text. */
export function dataDirLockPath(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

/** Another running process holds the data dir. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another console process (PID ${pid}): PGlite serves one process. ` +
        `Stop that process, or give this one another DATA_DIR or a DATABASE_URL.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** True when a process with `pid` runs (signal 0 only asks). EPERM: it runs as another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The PID of the running process that holds `dataDir`, or undefined when none does (no lock file, a
 * stale one, or this process's own).
 */
export function dataDirHolder(dataDir: string): number | undefined {
  const pid = readPid(dataDirLockPath(dataDir));
  return pid !== undefined && pid !== process.pid && isRunning(pid) ? pid : undefined;
}

/**
 * Takes the lock of `dataDir` for this process until the returned release is called or the process
 * exits.
 * @throws DataDirInUseError when a running process holds it
 */
export function lockDataDir(dataDir: string): () => void {
  const file = dataDirLockPath(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  // Written aside, then linked into place: the lock never exists without its PID, so a process
  // starting at the same moment reads a PID, not an empty file.
  const mine = `${file}.${process.pid}`;
  fs.writeFileSync(mine, String(process.pid));
  try {
    for (;;) {
      try {
        fs.linkSync(mine, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = dataDirHolder(dataDir);
      if (holder !== undefined) throw new DataDirInUseError(dataDir, holder);
      // Stale (its process is gone, or it is this PID's from before a restart, as a container's PID 1 is).
      fs.rmSync(file, { force: true });
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  const release = () => {
    process.off('exit', release);
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
