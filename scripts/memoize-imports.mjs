/**
 * A Vite plugin for the server build (issue 9 §4): every lazy `() => import("./chunk.mjs")` of the
 * server output keeps the promise of its first call. Astro's production pipeline calls the page's
 * loader on every request, and Node then resolves the specifier again each time (package scope
 * lookup, format detection): about 8% of a page's CPU under load, measured with --cpu-prof.
 * The module is loaded once either way; only the repeated resolution goes.
 * @returns {import('vite').Plugin}
 */
export function memoizeServerImports() {
  const MEMO = '__lazyImports';
  const LAZY_IMPORT = /\(\)\s*=>\s*import\(("[^"]+"|'[^']+')\)/g;
  return {
    name: 'memoize-server-imports',
    apply: 'build',
    renderChunk(code) {
      if (this.environment?.config.consumer !== 'server' || !code.includes('import(')) return null;
      // The arrow keeps its body's tail (e.g. `.then((n) => n.t)`): only the import itself is memoized.
      const memoized = code.replace(LAZY_IMPORT, (_, specifier) => `() => (${MEMO}[${specifier}] ??= import(${specifier}))`);
      return { code: `var ${MEMO} = Object.create(null);\n${memoized}`, map: null };
    },
  };
}
