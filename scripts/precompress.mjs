/**
 * Precompressed static assets (issue 9 §4): after `astro build`, writes `<file>.br` (brotli, best
 * quality) and `<file>.gz` (gzip, level 9) next to every compressible file of the client build, so
 * the server sends them as they are instead of compressing on every request (scripts/serve.mjs).
 * A variant that would not be smaller than the file is not written.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Extensions worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:m?js|css|svg|html|json|txt|xml|map|webmanifest)$/;
/** Below this size a compressed variant saves less than its headers cost. */
const MIN_BYTES = 512;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes the .br and .gz variants of every compressible file under `dir`.
 * @returns how many variants were written
 */
export async function precompress(dir) {
  let written = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = await fs.readFile(file);
    if (source.length < MIN_BYTES) continue;
    const variants = [
      ['.br', await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })],
      ['.gz', await gzip(source, { level: 9 })],
    ];
    for (const [suffix, body] of variants) {
      if (body.length >= source.length) continue;
      await fs.writeFile(file + suffix, body);
      written++;
    }
  }
  return written;
}

/**
 * The Astro integration that runs `precompress` on the client build once `astro build` is done.
 * @returns {import('astro').AstroIntegration}
 */
export function precompressIntegration() {
  let client;
  return {
    name: 'precompress-static-assets',
    hooks: {
      'astro:config:done': ({ config }) => {
        client = config.build.client;
      },
      'astro:build:done': async ({ logger }) => {
        const written = await precompress(fileURLToPath(client));
        logger.info(`${written} precompressed variants (.br, .gz) written`);
      },
    },
  };
}
