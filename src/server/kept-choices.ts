/**
 * The choices a page's filters and forms read on every view (a list's departments, categories,
 * packages, the customers list's packages and resellers, the roles the user may grant; issue 28 §1: no work done per view that could be done
 * once). They are the same for every view of a session until a commit, like the session's own reads,
 * so they are kept with them (session-reads.ts): a fresh render still reads its rows, and only these
 * answers come from the session's last view while the data version is unchanged. Each cost an
 * in-process API call (a Request, the routing, the answer's JSON both ways) on every view.
 */
import type { Http } from '~/lib/api/http';

/** The API paths, relative to /api/v1 and without a query, whose answers are a session's choices. */
export const CHOICE_PATHS: ReadonlySet<string> = new Set([
  '/business-categories/options',
  '/customers/filter-options',
  '/departments/options',
  '/designations/options',
  '/employees/grantable-roles',
  '/packages/options',
]);

/** Keeps `read()`'s answer under `name` for the session (sessionReadsKept.read bound to a session key). */
export type KeepRead = <T>(name: string, read: () => Promise<T>) => Promise<T>;

/**
 * `http` whose GETs of CHOICE_PATHS (with no query) are answered through `keep`; every other call
 * goes to `http` as it is. A failed read is not kept (session-reads.ts). The answer is shared by
 * the session's views, which must not change it.
 */
export function keepingChoices(http: Http, keep: KeepRead): Http {
  return {
    get: (path, fallback, params) => (params === undefined && CHOICE_PATHS.has(path) ? keep(`GET ${path}`, () => http.get(path, fallback)) : http.get(path, fallback, params)),
    send: (...args) => http.send(...args),
  };
}
