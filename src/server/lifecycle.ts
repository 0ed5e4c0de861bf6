/**
 * Shutdown hooks shared between the bundled backend and the console's HTTP server (scripts/serve.mjs),
 * which cannot import the bundle's modules: the hooks live on a global symbol both can see.
 */
const KEY = Symbol.for('owner-console.shutdown');
type Hook = () => Promise<void> | void;

function hooks(): Hook[] {
  const g = globalThis as unknown as Record<symbol, Hook[] | undefined>;
  return (g[KEY] ??= []);
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
