/**
 * Starts extra servers for a test (the remote-backend mode) and stops them by PID afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const madeDirs: string[] = [];
// A console's data dir is tens of megabytes, and tests and benches start many: each goes with the
// process that made it (the servers using it are stopped by then).
process.once('exit', () => {
  for (const dir of madeDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed when this process exits. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  madeDirs.push(dir);
  return dir;
}

/**
 * Spawns `command args` with `env` added, and resolves once `readyUrl` answers 200 (60 s at most).
 * `onStdout` receives what it writes to stdout (its log lines, with LOG_LEVEL set in `env`).
 */
export async function startServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  onStdout?: (chunk: string) => void,
): Promise<ChildProcess> {
  // Its own process group, so that stopping it also stops what it started (npm → tsx → node).
  const stdout = onStdout ? 'pipe' : 'ignore';
  const child = spawn(command, args, { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', stdout, 'pipe'], detached: true });
  if (onStdout) child.stdout?.on('data', (chunk: Buffer) => onStdout(chunk.toString()));
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited early: ${stderr}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  process.kill(-child.pid!, 'SIGTERM');
  throw new Error(`${command} did not answer ${readyUrl}: ${stderr}`);
}

/** Stops a server started here, with everything it started, and waits for it to exit. */
export function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}
