import { describe, expect, it } from 'vitest';
import { mixed, object, string } from 'yup';
import { text } from '~/lib/schemas/fields';
import { HttpError } from '~/server/http/errors';
import { MAX_JSON_DEPTH, nestsDeeperThan, validate } from '~/server/http/validate';

/** What the API would answer: status, message and field errors of the HttpError, or the value. */
async function answer(schema: Parameters<typeof validate>[0], input: unknown) {
  try {
    return { value: await validate(schema, input) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, message: error.message, errors: error.errors };
  }
}

const named = object({ name: text({ label: 'Name', max: 100 }).required('Name is required') });
// A schema written without the shared builders, as a later domain might: the layer still holds.
const raw = object({ name: string().trim().lowercase() });

describe('validate', () => {
  it.each([[[]], [[{ name: 'a' }]], [1], [null], ['name'], [true]])('refuses a body that is not an object: %j', async (input) => {
    expect(await answer(named, input)).toEqual({ status: 400, message: 'Invalid input', errors: undefined });
  });

  it.each(['{"__proto__": {"admin": true}, "name": "Ada"}', '{"constructor": {"prototype": {}}, "name": "Ada"}', '{"name": "Ada", "x": [{"__proto__": 1}]}'])(
    'refuses prototype keys at any depth: %s',
    async (json) => {
      expect(await answer(named, JSON.parse(json))).toMatchObject({ status: 400, message: 'Invalid input' });
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    },
  );

  it('answers the first field message and every field under errors', async () => {
    expect(await answer(named, { name: 7 })).toEqual({ status: 400, message: 'Name must be text', errors: { name: 'Name must be text' } });
    expect(await answer(named, { name: ' Ada ', extra: 1 })).toEqual({ value: { name: 'Ada' } });
  });

  it('turns a schema that crashes on a type it did not expect into a 400', async () => {
    expect(await answer(raw, { name: ['a'] })).toEqual({ status: 400, message: 'Invalid input', errors: undefined });
  });

  it('refuses text the database cannot store even when the schema lets it through', async () => {
    expect(await answer(raw, { name: 'a\u0000b' })).toEqual({ status: 400, message: 'Invalid input', errors: { name: 'Invalid input' } });
    expect(await answer(raw, { name: '\udc00' })).toMatchObject({ status: 400 });
    expect(await answer(raw, { name: ' ADA ' })).toEqual({ value: { name: 'ada' } });
  });

  it('walks input of any depth with its own stack (a parsed body of 100,000 levels does not overflow)', async () => {
    let deep: unknown = { __proto__: null };
    let deepArray: unknown = ['a\u0000'];
    for (let i = 0; i < 100_000; i++) {
      deep = { a: [deep] };
      deepArray = [deepArray];
    }
    expect(await answer(named, { name: 'Ada', x: deep })).toEqual({ value: { name: 'Ada' } });
    expect(await answer(named, { name: 'Ada', x: JSON.parse('{"a":'.repeat(100_000) + '{"__proto__":1}' + '}'.repeat(100_000)) })).toMatchObject({ status: 400 });
    expect(await answer(object({ name: mixed() }), { name: { deepArray } })).toMatchObject({ status: 400 });
  });
});

describe('nestsDeeperThan', () => {
  const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
  it('counts arrays and objects opened inside one another, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`{"a":{"b":[1,{"c":2}]}}`, 4)).toBe(false);
    expect(nestsDeeperThan(`{"a":{"b":[1,{"c":2}]}}`, 3)).toBe(true);
    expect(nestsDeeperThan(`{"text": "[[[[{{{{ \\" [[[["}`, 1)).toBe(false);
    expect(nestsDeeperThan(`[[],[],[],[]]`, 2)).toBe(false);
    expect(nestsDeeperThan('['.repeat(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
