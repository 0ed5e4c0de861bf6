import { describe, expect, it } from 'vitest';
import { dataOr } from '~/lib/api/data-or';
import { ApiError } from '~/lib/api/http';

describe('dataOr', () => {
  it('answers the data of a read that worked', async () => {
    expect(await dataOr(Promise.resolve({ message: 'ok', data: [1, 2] }), [])).toEqual([1, 2]);
  });
  it('answers the fallback when the API refuses or fails', async () => {
    expect(await dataOr(Promise.reject(new ApiError(403, 'You need oi:access::packages')), ['none'])).toEqual(['none']);
    expect(await dataOr(Promise.reject(new ApiError(502, 'Bad gateway')), [])).toEqual([]);
  });
  it('lets a bug through', async () => {
    await expect(dataOr(Promise.reject(new TypeError('x is undefined')), [])).rejects.toThrow(TypeError);
  });
});
