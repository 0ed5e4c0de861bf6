/**
 * The process's life shared between the bundled backend and the console's HTTP server
 * (scripts/serve.mjs), which cannot import the bundle's modules: both see the same global symbols.
 * Shutdown hooks run once when the process stops gracefully, after the requests in flight; the
 * draining flag is raised by the server at SIGTERM/SIGINT, and /readyz answers 503 from then on
 * (issue 24 §3).
 */
const HOOKS = Symbol.for('owner-console.shutdown');
const DRAINING = Symbol.for('owner-console.draining');
const CLOSED = Symbol.for('owner-console.closed');
type Hook = () => Promise<void> | void;

const shared = globalThis as unknown as Record<symbol, unknown>;

function hooks(): Hook[] {
  return ((shared[HOOKS] as Hook[] | undefined) ??= []);
}

/** Registers `hook` to run once when the process shuts down gracefully. */
export function onShutdown(hook: Hook): void {
  hooks().push(hook);
}

/** Runs every registered hook once, in reverse order of registration. */
export async function runShutdownHooks(): Promise<void> {
  shared[CLOSED] = true;
  const list = hooks().splice(0).reverse();
  for (const hook of list) await hook();
}

/** Marks the process as stopping: it finishes what it serves and takes nothing new. */
export function startDraining(): void {
  shared[DRAINING] = true;
}

/** True once the process is stopping. */
export function isDraining(): boolean {
  return shared[DRAINING] === true;
}

/**
 * True once the shutdown hooks have been taken to run: a hook registered from then on would never
 * run. Until then a draining process still finishes the requests in flight, and hooks registered
 * meanwhile run after them.
 */
export function hasShutDown(): boolean {
  return shared[CLOSED] === true;
}
