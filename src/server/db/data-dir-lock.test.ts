import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, dataDirHolder, dataDirLockPath, lockDataDir } from '~/server/db/data-dir-lock';

/** Above Linux's largest pid_max (2^22): no process has it. */
const GONE_PID = 4_194_305;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the PGlite data dir lock (issue 24 §2)', () => {
  it('writes this process id, and removes the file on release', () => {
    const release = lockDataDir(dir);
    expect(fs.readFileSync(dataDirLockPath(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(dataDirLockPath(dir))).toBe(false);
  });

  it('refuses a data dir a running process holds, naming its PID, and leaves its lock alone', () => {
    // The parent of this test process runs for as long as the test does.
    fs.writeFileSync(dataDirLockPath(dir), String(process.ppid));
    expect(dataDirHolder(dir)).toBe(process.ppid);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${dir} is in use by another console process (PID ${process.ppid})`);
    expect(fs.readFileSync(dataDirLockPath(dir), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a stale lock: its process is gone, or it is this PID from before a restart', () => {
    for (const stale of [GONE_PID, process.pid]) {
      fs.writeFileSync(dataDirLockPath(dir), String(stale));
      expect(dataDirHolder(dir)).toBeUndefined();
      const release = lockDataDir(dir);
      expect(fs.readFileSync(dataDirLockPath(dir), 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('release leaves a lock another process has taken since', () => {
    const release = lockDataDir(dir);
    fs.writeFileSync(dataDirLockPath(dir), String(process.ppid));
    release();
    expect(fs.readFileSync(dataDirLockPath(dir), 'utf8')).toBe(String(process.ppid));
  });
});
