/**
 * Astro's Node handler answers a URL that does not decode (`%ff`) with a plain-text 400 before the
 * app sees it. API clients get JSON on every answer (issue 9 §3): this answers those requests under
 * /api/ with a JSON 400 first, and leaves pages to the handler's own 400.
 */

/** Answers `req` with a JSON 400 and returns true when it is an /api/ request with a malformed URL. */
export function refuseMalformedApiUrl(req, res) {
  if (!req.url?.startsWith('/api/')) return false;
  try {
    decodeURI(req.url);
    return false;
  } catch {
    res.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ message: 'Malformed URL' }));
    return true;
  }
}
