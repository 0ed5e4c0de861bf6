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
