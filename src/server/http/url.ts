/**
 * Percent-encoding checks for request URLs (issue 9 §3): `%ff` in a path or query is a 400, not a
 * route that silently does not match or a parameter that reads as something else.
 */

/** True when the path or query of `url` holds a percent sequence that is not valid UTF-8. */
export function hasMalformedEncoding(url: string): boolean {
  const { pathname, search } = new URL(url);
  try {
    decodeURIComponent(pathname);
    // Escapes never span a `&` or `=`, so decoding the whole query checks every name and value.
    decodeURIComponent(search.replace(/\+/g, ' '));
    return false;
  } catch {
    return true;
  }
}
