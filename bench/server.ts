/**
 * Starts the built console (scripts/serve.mjs) for a measurement and signs in to it.
 */
import type { ChildProcess } from 'node:child_process';
import { freePort, startServer, stopServer, tempDir } from '../e2e/processes';
import { MEMORY_ENV, NODE_MEMORY_FLAGS } from '../scripts/memory-settings.mjs';

export interface RunningConsole {
  url: string;
  /** The server process's id (to read its memory). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts the console on a free port over `dataDir` (a fresh one by default); it is started once `readyPath` answers 200. */
export async function startConsole(env: Record<string, string> = {}, readyPath = '/healthz'): Promise<RunningConsole> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = await startServer(
    'node',
    // Started as `npm run serve` starts it.
    [...NODE_MEMORY_FLAGS, 'scripts/serve.mjs'],
    { PORT: String(port), DATA_DIR: tempDir('oc-bench-'), SIMULATOR_DELAY_MS: '0', ...MEMORY_ENV, ...env },
    `${url}${readyPath}`,
  );
  return { url, pid: child.pid, stop: () => stopServer(child) };
}

/** Signs in as `email` and returns the Cookie header value. */
export async function signInCookie(url: string, email = 'superadmin@example.com', password = 'demo-password'): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  return `authToken=${token}`;
}
