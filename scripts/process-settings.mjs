import { logLevel } from './logger.mjs';
import { parseTrustedProxies } from './request-meta.mjs';

/**
 * The settings of the server process itself (issue 24 §2–§3), read before the bundle loads: the
 * cluster's primary never loads it. The backend's own configuration is src/server/config.ts.
 */

/** A setting the process cannot start with; `variable` names it. */
export class ProcessSettingError extends Error {
  /** @param {string} variable @param {string} message */
  constructor(variable, message) {
    super(message);
    this.name = 'ProcessSettingError';
    this.variable = variable;
  }
}

/** A whole number of at least `min`, `fallback` when unset. */
function wholeNumber(env, variable, fallback, min, meaning) {
  const value = env[variable];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new ProcessSettingError(variable, `${variable} must be ${meaning}, not "${value}".`);
  return parsed;
}

/**
 * Reads WEB_CONCURRENCY (workers, default 1) and SHUTDOWN_TIMEOUT_MS (the drain's bound, default
 * 10000) from `env`, and checks LOG_LEVEL and TRUSTED_PROXIES.
 * @returns {{ workers: number, shutdownTimeoutMs: number }}
 * @throws ProcessSettingError naming the variable: a malformed value, or several workers over the
 * embedded PGlite database, which one process serves
 */
export function readProcessSettings(env = process.env) {
  try {
    logLevel(env.LOG_LEVEL);
  } catch (error) {
    throw new ProcessSettingError('LOG_LEVEL', error.message);
  }
  try {
    parseTrustedProxies(env.TRUSTED_PROXIES);
  } catch (error) {
    throw new ProcessSettingError('TRUSTED_PROXIES', error.message);
  }
  const workers = wholeNumber(env, 'WEB_CONCURRENCY', 1, 1, 'a whole number of workers, 1 or more');
  const shutdownTimeoutMs = wholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 'a whole number of milliseconds');
  if (workers > 1 && !env.DATABASE_URL && !env.API_URL) {
    throw new ProcessSettingError(
      'WEB_CONCURRENCY',
      `WEB_CONCURRENCY=${workers} needs DATABASE_URL: the embedded PGlite database serves one process. Set DATABASE_URL to a PostgreSQL database, or WEB_CONCURRENCY=1.`,
    );
  }
  return { workers, shutdownTimeoutMs };
}
