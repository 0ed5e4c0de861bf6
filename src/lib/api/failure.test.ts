import { describe, expect, it } from 'vitest';
import { describeFailure } from '~/lib/api/failure';
import { ApiError } from '~/lib/api/http';
import { MSG } from '~/lib/messages';

const FALLBACK = 'Failed to delete package';

describe('describeFailure', () => {
  it("tells the API's message, with the fields it named", () => {
    expect(describeFailure(new ApiError(409, 'Package is used by 3 customers', { code: 'Taken' }), FALLBACK)).toEqual({ status: 409, message: 'Package is used by 3 customers', errors: { code: 'Taken' } });
  });
  it("tells the operation's fallback when the API gave no message or did not answer", () => {
    expect(describeFailure(new ApiError(500, FALLBACK), FALLBACK)).toEqual({ status: 500, message: FALLBACK });
    expect(describeFailure(new ApiError(0, FALLBACK), FALLBACK).message).toBe(FALLBACK);
    expect(describeFailure(new TypeError('boom'), FALLBACK)).toEqual({ status: 0, message: FALLBACK });
  });
  it('says nothing more once a 401 has ended the session: the sign-in page says so', () => {
    expect(describeFailure(new ApiError(401, 'Unauthorized'), FALLBACK, undefined, true)).toEqual({ status: 401, message: '' });
  });
  it('tells a 401 of a public call, which is an answer (a wrong password)', () => {
    expect(describeFailure(new ApiError(401, 'Invalid email or password'), 'Login failed').message).toBe('Invalid email or password');
  });
  it('names the permission on a 403: the API names it, else the operation does', () => {
    const named = 'You do not have permission to do this (oi:delete::packages).';
    expect(describeFailure(new ApiError(403, named), FALLBACK).message).toBe(named);
    expect(describeFailure(new ApiError(403, FALLBACK), FALLBACK, 'oi:delete::packages').message).toBe(named);
    expect(describeFailure(new ApiError(403, FALLBACK), FALLBACK).message).toBe(MSG.forbidden);
  });
});
