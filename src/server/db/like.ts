/**
 * Search helpers for ILIKE filters.
 */

/** `%q%` with `%`, `_` and `\` typed in a search kept as text, not ILIKE wildcards. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` has the shape of a uuid; a path id that has not names nothing (404, not a 500). */
export const isUuid = (id: string) => UUID.test(id);
