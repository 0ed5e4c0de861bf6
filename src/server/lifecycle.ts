/**
 * The process's life shared between the bundled backend and the console's HTTP server
 * (scripts/serve.mjs), which cannot import the bundle's modules: both see the same global symbols.
 * Shutdown hooks run once when the process stops gracefully; the draining flag is raised by the
 * server at SIGTERM/SIGINT, and /readyz answers 503 from then on (issue 24 §3).
 */
const HOOKS = Symbol.for('owner-console.shutdown');
const DRAINING = Symbol.for('owner-console.draining');
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
