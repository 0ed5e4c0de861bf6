/**
 * Request validation with the shared yup schemas: bad input becomes a 400 carrying the first field's
 * message and every field's message under `errors`. Every route validates through here, so the
 * shape rules of issue 9 §2 hold for routes added later too: a JSON object only, no `__proto__` or
 * `constructor` keys, and nothing that could crash a schema or the database is ever a 500.
 */
import type { Context } from 'hono';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { badRequest } from '~/server/http/errors';
import { log } from '~/server/log';

const INVALID = 'Invalid input';

/** Keys that name the prototype machinery; no field of ours is called so, and a body using them is probing. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);

// PostgreSQL refuses NUL in text, and a lone surrogate has no UTF-8 form.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** Reads the JSON body; a missing or malformed body is a 400 'Invalid input', never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw badRequest(INVALID);
  try {
    return await c.req.json();
  } catch {
    throw badRequest(INVALID);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when a key anywhere in `value` is forbidden. JSON.parse makes `__proto__` an own key, so it shows. */
function hasForbiddenKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasForbiddenKey);
  if (!isPlainObject(value)) return false;
  return Object.keys(value).some((key) => FORBIDDEN_KEYS.has(key) || hasForbiddenKey(value[key]));
}

/** The path of the first string in `value` the database could not store, if any. */
function unstorablePath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'body' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = unstorablePath(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Validates `input` with `schema` (unknown keys stripped, values cast as the schema says). Build
 * schemas from ~/lib/schemas/fields so each field refuses wrong types with its own message; the
 * checks here are the floor that holds for any schema.
 * @throws HttpError 400 'Invalid input' when `input` is not an object or has a forbidden key;
 *   400 with the first field's message and `errors: {field: message}` when the schema refuses it
 */
export async function validate<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): Promise<T> {
  if (!isPlainObject(input) || hasForbiddenKey(input)) throw badRequest(INVALID);
  let output: T;
  try {
    output = (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw fieldErrors(error);
    // A schema whose transform met a type it did not expect (e.g. `string().trim()` given an array):
    // the input is at fault, not the server.
    log.warn('schema threw on input', { error: error instanceof Error ? error.message : String(error) });
    throw badRequest(INVALID);
  }
  const path = unstorablePath(output, '');
  if (path) throw badRequest(INVALID, { [path]: INVALID });
  return output;
}

function fieldErrors(error: ValidationError) {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = inner.path || 'body';
    errors[field] ??= inner.errors[0] ?? INVALID;
  }
  return badRequest(Object.values(errors)[0] ?? INVALID, errors);
}

/** Reads and validates a JSON body in one step. */
export async function body<T extends AnyObject>(c: Context, schema: ObjectSchema<T>): Promise<T> {
  return validate(schema, await readJson(c));
}
