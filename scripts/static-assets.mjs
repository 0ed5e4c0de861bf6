/**
 * Serves the client build's files from memory (issue 9 §4), each in the precompressed variant the
 * browser accepts (scripts/precompress.mjs wrote .br and .gz beside them at build time) with
 * `Content-Encoding` and `Vary: Accept-Encoding`. Hashed files under /_astro/ are cached for a
 * year (`immutable`); the others revalidate by ETag. Loaded once at start: the build never changes
 * under a running server.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Negotiator from 'negotiator';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
/** The precompressed variants, best first. */
const VARIANTS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

function walk(dir, base = dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, out);
    else if (entry.isFile() && !/\.(?:br|gz)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Reads every file of `clientDir` and returns a request listener that answers GET and HEAD of those
 * files and returns false for anything else (a page, an API call, an unknown path).
 */
export function staticAssets(clientDir) {
  const assets = new Map();
  for (const file of walk(clientDir)) {
    const url = '/' + path.relative(clientDir, file).split(path.sep).join('/');
    const body = fs.readFileSync(file);
    // Best first: Negotiator breaks ties by this order, and the uncompressed body comes last.
    const variants = new Map();
    for (const [encoding, suffix] of VARIANTS) {
      if (fs.existsSync(file + suffix)) variants.set(encoding, fs.readFileSync(file + suffix));
    }
    variants.set('identity', body);
    assets.set(url, {
      type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      cacheControl: url.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE,
      variants,
    });
  }

  return function serveStatic(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const q = req.url.indexOf('?');
    const asset = assets.get(q === -1 ? req.url : req.url.slice(0, q));
    if (!asset) return false;
    const offered = [...asset.variants.keys()];
    const encoding = new Negotiator(req).encoding(offered, { preferred: offered }) ?? 'identity';
    const body = asset.variants.get(encoding);
    // Each encoding is its own representation, so it has its own ETag.
    const etag = encoding === 'identity' ? asset.etag : `${asset.etag.slice(0, -1)}-${encoding}"`;
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Cache-Control', asset.cacheControl);
    res.setHeader('ETag', etag);
    if (asset.variants.size > 1) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return true;
    }
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
