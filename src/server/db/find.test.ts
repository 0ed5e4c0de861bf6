import { describe, expect, it } from 'vitest';
import { findOr404 } from '~/server/db/find';
import { HttpError } from '~/server/http/errors';

describe('findOr404', () => {
  it('answers the first row of a query', async () => {
    expect(await findOr404(Promise.resolve([{ id: 'a' }, { id: 'b' }]), 'Role not found')).toEqual({ id: 'a' });
  });
  it('throws a 404 with the domain message when there is no row', async () => {
    const error = await findOr404(Promise.resolve([]), 'Role not found').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'Role not found' });
  });
});
