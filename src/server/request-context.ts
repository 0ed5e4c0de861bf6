/**
 * The request being answered and the metrics, as the backend and pages see them (issue 24 §1, §4).
 * The HTTP server computes the request's meta once (scripts/request-meta.mjs, scripts/observe.mjs);
 * these modules are shared with it, so the client address, request id, route and user noted here
 * are the ones its access line and metrics use.
 */
import { currentRequest } from '../../scripts/request-meta.mjs';

export { currentRequest, outsideRequest, requestIdFrom } from '../../scripts/request-meta.mjs';
export { countPageView, countThrottleRefusal, watchPool } from '../../scripts/metrics.mjs';

/**
 * Notes the route pattern that answers the current request, unless one is noted already: a page
 * keeps its own when it calls the backend in-process.
 */
export function noteRoute(route: string): void {
  const request = currentRequest();
  if (request) request.route ??= route;
}

/**
 * Notes the data version a page's render begins at (issue 28 §1): the in-process backend's reads
 * kept per version (db/data-version.ts) take it instead of asking the database once more per read.
 * Only a page's render notes one: pages only read, so the data cannot have moved back under it.
 */
export function noteDataVersion(version: string): void {
  const request = currentRequest();
  if (request) request.dataVersion = version;
}

/** Notes the signed-in staff member of the current request, for its access line. */
export function noteUser(userId: string): void {
  const request = currentRequest();
  if (request) request.userId = userId;
}
