/**
 * Where sign-in leads (issue 10 §1 "Deep links survive sign-in"): a signed-out visit to a console
 * page goes to `/?next=<that page>`, and sign-in then lands there. `next` is attacker-controlled (any
 * link can carry it), so only a same-origin path of a known console page is accepted: anything else
 * would make the sign-in page an open redirect.
 */
import { matchRoute } from '~/lib/routes';

const BASE = 'http://console.invalid';
const MAX_LENGTH = 2000;
/** A backslash (browsers read it as a slash) or a control character (stripped or misread by URL parsers). */
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/**
 * The path (with its query) to land on after sign-in, or undefined when `raw` is not a same-origin
 * path of a console page: a scheme, `//host`, backslashes, control characters, any of these
 * percent-encoded, and paths that are no route or a public page are all refused.
 */
export function safeNextPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE.test(raw)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const decodedPath = decoded.split(/[?#]/, 1)[0]!;
  if (decodedPath.includes('//') || UNSAFE.test(decoded)) return undefined;
  const url = new URL(raw, BASE);
  if (url.origin !== BASE) return undefined;
  const route = matchRoute(url.pathname);
  if (!route || route.public) return undefined;
  return url.pathname + url.search;
}
