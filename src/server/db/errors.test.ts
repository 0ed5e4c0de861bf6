import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '~/server/db/errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a server shut down by its administrator', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['one wrapped by Drizzle', new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') })],
  ])('recognises %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is not a function')],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
