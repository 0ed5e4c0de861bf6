/**
 * What JavaScript a page makes the browser download before any lazy chunk: the scripts and island
 * modules its HTML names, and everything they import statically, each counted once, gzip-compressed.
 */
import { gzipSync } from 'node:zlib';

const HTML_REFS = [/<script[^>]+src="([^"]+)"/g, /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g];
const ISLAND = /<astro-island\b[^>]*>/g;
const ISLAND_URLS = [/component-url="([^"]+)"/, /renderer-url="([^"]+)"/, /before-hydration-url="([^"]+)"/];

/** Island modules the page loads at once; a client:event island loads only when its event fires. */
function eagerIslandUrls(html: string): string[] {
  return [...html.matchAll(ISLAND)]
    .map((m) => m[0])
    .filter((tag) => !tag.includes('client="event"'))
    .flatMap((tag) => ISLAND_URLS.map((re) => tag.match(re)?.[1]).filter((url): url is string => Boolean(url)));
}
// Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`; never `import("./a.js")`.
const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+\.m?js)["']/g;

export interface JsWeight {
  /** gzip bytes of the initial closure. */
  bytes: number;
  files: string[];
}

/** Follows the page's initial JavaScript from `html`, fetching files from `origin`. */
export async function initialJs(html: string, origin: string, cache: Map<string, string>): Promise<JsWeight> {
  const queue = [...HTML_REFS.flatMap((re) => [...html.matchAll(re)].map((m) => m[1]!)), ...eagerIslandUrls(html)].map((ref) => new URL(ref, origin).href);
  const seen = new Set<string>();
  let bytes = 0;
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    let source = cache.get(url);
    if (source === undefined) {
      source = await (await fetch(url)).text();
      cache.set(url, source);
    }
    bytes += gzipSync(source).length;
    for (const match of source.matchAll(STATIC_IMPORT)) queue.push(new URL(match[1]!, url).href);
  }
  return { bytes, files: [...seen].map((u) => new URL(u).pathname) };
}
