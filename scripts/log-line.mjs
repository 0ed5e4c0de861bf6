/**
 * The server's own log lines (scripts/*.mjs run outside the bundle, so they cannot use
 * src/server/log.ts): one JSON object per line in the same shape, honouring LOG_LEVEL alike.
 */
const ORDER = { debug: 10, info: 20, warn: 30, error: 40 };

/**
 * Writes `{time, level, msg, ...fields}`: info and debug to stdout, warn and error to stderr.
 * LOG_LEVEL=silent writes nothing; debug lines only with LOG_LEVEL=debug.
 * @param {'debug' | 'info' | 'warn' | 'error'} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function logLine(level, msg, fields = {}) {
  const threshold = process.env.LOG_LEVEL === 'silent' ? Infinity : (ORDER[process.env.LOG_LEVEL] ?? ORDER.info);
  if (ORDER[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === 'info' || level === 'debug' ? process.stdout : process.stderr).write(line + '\n');
}

/** An error as a log field: its name, message and stack. */
export function errorField(error) {
  return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error;
}
