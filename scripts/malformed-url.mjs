/**
 * A URL that does not decode (`%ff`) gets a 400 before the app sees it. API clients get JSON on
 * every answer (issue 9 §3); pages get the plain-text 400 Astro's standalone server gave, which the
 * console kept when it moved to Astro's middleware handler (issue 9 §4).
 */

/** Answers `req` with a 400 and returns true when its URL is malformed: JSON under /api/, plain text elsewhere. */
export function refuseMalformedUrl(req, res) {
  try {
    decodeURI(req.url ?? '/');
    return false;
  } catch {
    if (req.url?.startsWith('/api/')) {
      res.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ message: 'Malformed URL' }));
    } else {
      res.writeHead(400);
      res.end('Bad request.');
    }
    return true;
  }
}
