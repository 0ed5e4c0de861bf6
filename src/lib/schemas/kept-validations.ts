/**
 * Validations of URL parameters kept by schema and parameters (issue 28 §1: no work per view that
 * could be done once). A list page and the API call it makes validate the same few URL values on
 * every view, about 50 µs each with yup. The same values give the same result (no query schema
 * reads the clock or the database), so a result is kept and handed out again as a copy. Used by
 * readQuery (lib/list/spec.ts) and by every API route's query (validQuery, server/http/validate.ts).
 *
 * For URL parameters only: a kept body would hold what was typed (a password) in memory. Parameters
 * longer than MAX_KEY_LENGTH as JSON are validated every time and never kept.
 */
import { LRUCache } from 'lru-cache';

/** Distinct parameter sets kept per schema; the least recently used is dropped first. */
export const KEPT_PER_SCHEMA = 500;

/** Longer parameter sets (as JSON) are not kept: a crafted URL cannot fill memory. */
export const MAX_KEY_LENGTH = 2048;

const kept = new WeakMap<object, LRUCache<string, object>>();

/**
 * `compute()`'s result for `params` under `schema`: the one kept from an earlier call with equal
 * parameters, else computed now and kept when it resolves. A rejection is passed on and not kept.
 * @param schema the validating schema, which keys the store (any object: a list spec, a yup schema)
 * @param params the URL parameters `compute` reads, as plain values
 * @param compute the validation itself, resolving to a plain object
 * @returns a shallow copy of the result (nested objects are shared, so keep results flat)
 */
export async function keptValidation<T extends object>(schema: object, params: Readonly<Record<string, unknown>>, compute: () => Promise<T>): Promise<T> {
  const key = JSON.stringify(params);
  if (key.length > MAX_KEY_LENGTH) return compute();
  let forSchema = kept.get(schema);
  if (!forSchema) kept.set(schema, (forSchema = new LRUCache<string, object>({ max: KEPT_PER_SCHEMA })));
  const hit = forSchema.get(key);
  if (hit) return { ...(hit as T) };
  const result = await compute();
  forSchema.set(key, Object.freeze({ ...result }));
  return result;
}
