import { describe, expect, it, vi } from 'vitest';
import { KEPT_PER_SCHEMA, keptValidation, MAX_KEY_LENGTH } from '~/lib/schemas/kept-validations';

const schemaKey = () => ({});

describe('keptValidation', () => {
  it('validates the same parameters once, and hands out a copy each time', async () => {
    const schema = schemaKey();
    const compute = vi.fn(async () => ({ q: 'web', page: 2 }));
    const first = await keptValidation(schema, { q: ' web ', page: '2' }, compute);
    first.page = 99;
    const again = await keptValidation(schema, { q: ' web ', page: '2' }, compute);
    expect(again).toEqual({ q: 'web', page: 2 });
    again.q = 'changed';
    expect(await keptValidation(schema, { q: ' web ', page: '2' }, compute)).toEqual({ q: 'web', page: 2 });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('validates other parameters, or the same under another schema, again', async () => {
    const [one, two] = [schemaKey(), schemaKey()];
    const compute = vi.fn(async () => ({ ok: true }));
    await keptValidation(one, { q: 'a' }, compute);
    await keptValidation(one, { q: 'b' }, compute);
    await keptValidation(two, { q: 'a' }, compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('keeps no refusal: bad parameters are refused every time', async () => {
    const schema = schemaKey();
    const compute = vi.fn(async () => Promise.reject(new Error('Page must be a number')));
    await expect(keptValidation(schema, { page: 'abc' }, compute)).rejects.toThrow('Page must be a number');
    await expect(keptValidation(schema, { page: 'abc' }, compute)).rejects.toThrow('Page must be a number');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps no long parameters, and no more than its limit of parameter sets', async () => {
    const schema = schemaKey();
    const compute = vi.fn(async () => ({ ok: true }));
    const long = { q: 'x'.repeat(MAX_KEY_LENGTH) };
    await keptValidation(schema, long, compute);
    await keptValidation(schema, long, compute);
    expect(compute).toHaveBeenCalledTimes(2);

    for (let i = 0; i <= KEPT_PER_SCHEMA; i++) await keptValidation(schema, { q: String(i) }, compute);
    compute.mockClear();
    await keptValidation(schema, { q: String(KEPT_PER_SCHEMA) }, compute);
    expect(compute).not.toHaveBeenCalled();
    await keptValidation(schema, { q: '0' }, compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
