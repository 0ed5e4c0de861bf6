/**
 * Structured logs: one JSON object per line on stdout (debug, info) or stderr (warn, error).
 * LOG_LEVEL=silent writes nothing; debug lines are written only with LOG_LEVEL=debug.
 */
type Fields = Record<string, unknown>;

function write(level: 'debug' | 'info' | 'warn' | 'error', msg: string, fields: Fields = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  if (level === 'debug' && process.env.LOG_LEVEL !== 'debug') return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === 'info' || level === 'debug' ? process.stdout : process.stderr).write(line + '\n');
}

export const log = {
  debug: (msg: string, fields?: Fields) => write('debug', msg, fields),
  info: (msg: string, fields?: Fields) => write('info', msg, fields),
  warn: (msg: string, fields?: Fields) => write('warn', msg, fields),
  error: (msg: string, error?: unknown, fields?: Fields) =>
    write('error', msg, {
      ...fields,
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
    }),
};
