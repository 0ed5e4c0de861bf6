/**
 * The primary of WEB_CONCURRENCY console workers on one port (issue 24 §2), started by serve.mjs
 * with DATABASE_URL (or API_URL) and more than one worker. It serves nothing itself and never loads
 * the bundle: each worker is serve.mjs again, answering on the shared port (node:cluster hands the
 * connections round the workers).
 *
 * A worker that dies is replaced, but one that exits by itself before it was ever ready (a
 * configuration error, which it has logged) stops them all and the primary exits 1: replacing it
 * would only fail again. SIGTERM or SIGINT stop every worker, each draining its requests, and the
 * primary exits 0 when all of them did.
 */
import cluster from 'node:cluster';
import { errorField, logLine } from './log-line.mjs';
import { setupPrimaryMetrics } from './metrics.mjs';

/** The message a worker sends once its first readiness probe passed (serve.mjs). */
export const WORKER_READY = 'owner-console:worker-ready';

/**
 * The primary's setup hooks, run once before the first worker is forked: the place for anything
 * the primary runs for all workers (e.g. the aggregation of their metrics).
 * @type {Array<() => void | Promise<void>>}
 */
const PRIMARY_SETUP = [setupPrimaryMetrics];

/**
 * Runs the primary until its workers have stopped.
 * @param {{ workers: number, shutdownTimeoutMs: number }} settings
 * @returns {Promise<number>} the exit code: 0 when every worker stopped cleanly on request
 */
export async function runPrimary({ workers, shutdownTimeoutMs }) {
  // ── Primary setup hooks ──
  for (const setup of PRIMARY_SETUP) await setup();

  /** @type {Set<import('node:cluster').Worker>} */
  const alive = new Set();
  const ready = new Set();
  let stopping = false;
  let failed = false;
  let resolveDone;
  const done = new Promise((resolve) => (resolveDone = resolve));

  const fork = () => {
    const worker = cluster.fork();
    alive.add(worker);
    worker.on('message', (message) => {
      if (message === WORKER_READY) ready.add(worker.id);
    });
  };

  const stopAll = (reason) => {
    if (stopping) return;
    stopping = true;
    logLine('info', 'stopping workers', { reason, workers: alive.size });
    for (const worker of alive) worker.process.kill('SIGTERM');
    // Each worker bounds its own drain; this only catches one that hangs past it.
    setTimeout(() => {
      if (!alive.size) return;
      logLine('error', 'workers did not stop in time; killing them', { pids: [...alive].map((w) => w.process.pid) });
      failed = true;
      for (const worker of alive) worker.process.kill('SIGKILL');
    }, shutdownTimeoutMs + 5000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const wasReady = ready.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
    } else if (!wasReady && signal === null) {
      logLine('error', 'a worker could not start; stopping', { pid: worker.process.pid, code, signal });
      failed = true;
      stopAll('a worker could not start');
    } else {
      logLine('error', 'a worker died; starting another', { pid: worker.process.pid, code, signal });
      fork();
    }
    if (stopping && alive.size === 0) resolveDone(failed ? 1 : 0);
  });

  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopAll(signal));
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.on(event, (error) => {
      logLine('error', event, { error: errorField(error) });
      failed = true;
      stopAll(event);
    });
  }

  logLine('info', 'starting workers', { workers });
  for (let i = 0; i < workers; i++) fork();
  return done;
}
