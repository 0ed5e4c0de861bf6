/**
 * The server's own log lines (scripts/*.mjs run outside the bundle, so they cannot use
 * src/server/log.ts): through the one pino logger (logger.mjs), so they follow LOG_LEVEL alike.
 */
import { logger } from './logger.mjs';

/**
 * Writes `{time, level, msg, ...fields}` through the process's logger.
 * @param {'debug' | 'info' | 'warn' | 'error'} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function logLine(level, msg, fields = {}) {
  logger[level](fields, msg);
}

/** An error as a log field: its name, message and stack. */
export function errorField(error) {
  return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error;
}
