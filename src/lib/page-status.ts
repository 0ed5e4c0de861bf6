/**
 * The status a page answers when the API call for what it shows failed (issue 9 §6, issue 27 §9):
 * a bad query or id is the visitor's doing (400 or 404), only a failure of the API is a 502. The API
 * validates every query and id with the shared schemas, so its 400 is the page's answer too. Set in
 * the page's own frontmatter: once the layout streams, a status is lost.
 */

/**
 * A list page: 400 when the API refused the page's query (a page past the last possible one, a NUL in
 * the search, a cursor of another order), 502 when it could not answer.
 */
export function listFailureStatus(apiStatus: number): 400 | 502 {
  return apiStatus === 400 ? 400 : 502;
}

/**
 * A page of one record named by its path (or by a query such as `?edit=<id>`): 404 when the API found
 * no such record or refused its id as malformed (no record could have it), 502 when it failed.
 */
export function recordFailureStatus(apiStatus: number): 404 | 502 {
  return apiStatus === 404 || apiStatus === 400 ? 404 : 502;
}
