/**
 * The one way a use case reads the record it acts on (issue 25 §5): the first row of a query, or a
 * 404 with the domain's message ('Role not found').
 */
import { notFound } from '~/server/http/errors';

/**
 * @param rows a query's rows (a Drizzle select, awaited here)
 * @param message the 404's message, e.g. 'Package not found'
 * @returns the first row
 * @throws HttpError 404 with `message` when there is none
 */
export async function findOr404<T>(rows: PromiseLike<readonly T[]> | readonly T[], message: string): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw notFound(message);
  return row;
}
