/**
 * Request validation with the shared yup schemas: bad input becomes a 400 carrying the first field's
 * message and every field's message under `errors`.
 */
import type { Context } from 'hono';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { badRequest } from '~/server/http/errors';

/** Reads the JSON body; a missing or malformed body is a 400 'Invalid input', never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw badRequest('Invalid input');
  try {
    return await c.req.json();
  } catch {
    throw badRequest('Invalid input');
  }
}

/**
 * Validates `input` with `schema` (unknown keys stripped, values cast as the schema says).
 * @throws HttpError 400 with the first message and `errors: {field: message}`
 */
export async function validate<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): Promise<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw badRequest('Invalid input');
  try {
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = inner.path || 'body';
      errors[field] ??= inner.errors[0] ?? 'Invalid input';
    }
    throw badRequest(Object.values(errors)[0] ?? 'Invalid input', errors);
  }
}

/** Reads and validates a JSON body in one step. */
export async function body<T extends AnyObject>(c: Context, schema: ObjectSchema<T>): Promise<T> {
  return validate(schema, await readJson(c));
}
