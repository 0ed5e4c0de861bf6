/**
 * Request validation with the shared yup schemas: bad input becomes a 400 carrying the first field's
 * message and every field's message under `errors`. Every route validates through here, so the
 * shape rules of issue 9 §2 hold for routes added later too: a JSON object only, no `__proto__` or
 * `constructor` keys, and nothing that could crash a schema or the database is ever a 500. A body is
 * refused before it is parsed when it nests deeper than MAX_JSON_DEPTH (issue 27 §6), and the walks
 * of input here keep their own stack, so no input can overflow the call stack.
 */
import type { Context } from 'hono';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { keptValidation } from '~/lib/schemas/kept-validations';
import { badRequest } from '~/server/http/errors';
import { log } from '~/server/log';

const INVALID = 'Invalid input';

/** Arrays and objects nest at most this deep in a body; no schema of ours goes past 3. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = `Invalid input: the body nests more than ${MAX_JSON_DEPTH} levels deep.`;

/** Keys that name the prototype machinery; no field of ours is called so, and a body using them is probing. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);

// PostgreSQL refuses NUL in text, and a lone surrogate has no UTF-8 form.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/** True when `text` opens more than `max` arrays or objects inside one another; strings are skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; i < text.length && text.charCodeAt(i) !== QUOTE; i++) if (text.charCodeAt(i) === BACKSLASH) i++;
    } else if (OPEN.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(c)) depth--;
  }
  return false;
}

/**
 * Reads the JSON body; a missing or malformed body is a 400 'Invalid input', one nested deeper than
 * MAX_JSON_DEPTH a 400 TOO_DEEP, never a 500.
 */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw badRequest(INVALID);
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest(INVALID);
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(TOO_DEEP);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(INVALID);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when a key anywhere in `value` is forbidden. JSON.parse makes `__proto__` an own key, so it shows. */
function hasForbiddenKey(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const next = pending.pop();
    if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (isPlainObject(next)) {
      for (const [key, inner] of Object.entries(next)) {
        if (FORBIDDEN_KEYS.has(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** The path of the first string in `value` (in key order) the database could not store, if any. */
function unstorablePath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length) {
    const [next, path] = pending.pop()!;
    if (typeof next === 'string') {
      if (UNSTORABLE.test(next)) return path || 'body';
    } else if (typeof next === 'object' && next !== null) {
      const entries = Object.entries(next);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i]!;
        pending.push([inner, path ? `${path}.${key}` : key]);
      }
    }
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
  const path = unstorablePath(output);
  if (path) throw badRequest(INVALID, { [path]: INVALID });
  return output;
}

/**
 * Validates the URL query of `c` with `schema`, as `validate` does; a query validated before with
 * the same values is answered from kept-validations.ts (issue 28 §1: a list page's API call repeats
 * its parameters on every view).
 * @throws HttpError 400 as `validate` does
 */
export async function validQuery<T extends AnyObject>(c: Context, schema: ObjectSchema<T>): Promise<T> {
  const given = c.req.query();
  return keptValidation(schema, given, () => validate(schema, given));
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
