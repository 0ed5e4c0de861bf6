/**
 * Test helper: the first message of each field a schema refuses, as the API reports them
 * (`{field: message}`; `{}` when the value is valid).
 */
import type { ValidationError } from 'yup';

export async function fieldMessages(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const e of (error as ValidationError).inner) out[e.path!] ??= e.message;
    return out;
  }
}
