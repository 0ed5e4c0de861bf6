/**
 * A Vite plugin for the server build (issue 9 §4): Astro hashes every inline script and style of a
 * page for its Content-Security-Policy on every request (crypto.subtle.digest: about 2% of a page's
 * CPU under load, measured with --cpu-prof), though the same text always has the same hash. Each
 * hash is kept instead; at most MAX_KEPT of them, since a server island's inline script may vary.
 * @returns {import('vite').Plugin}
 */
export function memoizeCspDigests() {
  const DEFINITION = 'async function generateCspDigest(data, algorithm) {';
  const MAX_KEPT = 1000;
  const memoized = `var __cspDigests = new Map();
function generateCspDigest(data, algorithm) {
	const key = algorithm + ":" + data;
	let digest = __cspDigests.get(key);
	if (!digest) {
		if (__cspDigests.size >= ${MAX_KEPT}) __cspDigests.clear();
		digest = computeCspDigest(data, algorithm);
		digest.catch(() => __cspDigests.delete(key));
		__cspDigests.set(key, digest);
	}
	return digest;
}
async function computeCspDigest(data, algorithm) {`;
  return {
    name: 'memoize-csp-digests',
    apply: 'build',
    renderChunk(code) {
      if (this.environment?.config.consumer !== 'server' || !code.includes(DEFINITION)) return null;
      return { code: code.replace(DEFINITION, memoized), map: null };
    },
  };
}
