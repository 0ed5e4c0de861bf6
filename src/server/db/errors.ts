/**
 * Recognising PostgreSQL errors that carry a meaning for the caller, whichever driver raised them
 * (pg puts the SQLSTATE on the error, Drizzle over PGlite on its `cause`).
 */
const UNIQUE_VIOLATION = '23505';

/** True when `error` is a unique constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

/**
 * The unique index or constraint a unique violation names (pg and PGlite both give it as
 * `constraint`), so that a 409 can say which field is taken; undefined for any other error.
 */
export function violatedUnique(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.constraint ?? e.cause?.constraint;
}

/** foreign_key_violation (NO ACTION) and restrict_violation (ON DELETE RESTRICT). */
const STILL_REFERENCED = new Set(['23503', '23001']);

/** True when `error` says a row cannot go because other rows still point at it. */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return STILL_REFERENCED.has(e?.code ?? '') || STILL_REFERENCED.has(e?.cause?.code ?? '');
}

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/**
 * SQLSTATEs of an unavailable server: 57P01-57P03 (shut down by the administrator, crash, cannot
 * connect now) and 57014 (our statement timeout cancelled the call); class 08 is checked apart.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57014']);
/** What pg and PGlite say without a code: pool or read timeouts, a dropped or closed connection. */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error and is not queryable|Client was closed|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * True when `error` (or an error it wraps as `cause`, as Drizzle does) says the database cannot be
 * reached right now rather than that the query was wrong: the API answers these with 503 (issue 9 §1).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
