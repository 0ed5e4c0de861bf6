/**
 * An optional read of a page (a filter's choices): what the API answered, or a fallback when it
 * refused or failed (a missing permission, an outage), so the page still shows without it.
 */
import { ApiError } from '~/lib/api/http';
import type { ApiBody } from '~/lib/types';

/** The data of `call`, or `fallback` when it rejects with an ApiError. @throws what is not an ApiError (a bug) */
export async function dataOr<T>(call: Promise<ApiBody<T>>, fallback: T): Promise<T> {
  try {
    return (await call).data;
  } catch (error) {
    if (error instanceof ApiError) return fallback;
    throw error;
  }
}
