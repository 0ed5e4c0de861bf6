/**
 * The console's one logger (issue 24 §4): pino, one JSON object per line, `debug` and `info` on
 * stdout, `warn` and `error` on stderr, at the level of LOG_LEVEL. A line written while a request
 * is answered carries its `requestId`. scripts/serve.mjs and the backend (src/server/log.ts) share
 * it through a global symbol, so both follow one LOG_LEVEL.
 */
import pino from 'pino';
import { currentRequest } from './request-meta.mjs';

/** The values of LOG_LEVEL, quietest first; unset means `info`. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'];

/**
 * The level LOG_LEVEL asks for.
 * @param {string | undefined} value
 * @throws Error naming LOG_LEVEL for any other value
 */
export function logLevel(value) {
  if (!value) return 'info';
  if (!LOG_LEVELS.includes(value)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}".`);
  return value;
}

/**
 * A logger at `level` writing to `stdout` (debug, info) and `stderr` (warn, error).
 * @param {{ level: string, stdout: { write(line: string): unknown }, stderr: { write(line: string): unknown } }} options
 */
export function createLogger({ level, stdout, stderr }) {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = currentRequest();
        return request ? { requestId: request.requestId } : {};
      },
    },
    pino.multistream(
      [
        { level: 'debug', stream: stdout },
        { level: 'warn', stream: stderr },
      ],
      { dedupe: true },
    ),
  );
}

const KEY = Symbol.for('owner-console.logger');

/** The process's logger. */
/**
 * The process's logger. A LOG_LEVEL it does not know logs at `info` here, so that the refusal
 * itself can be written: readProcessSettings (process-settings.mjs) ends the start over it.
 */
export const logger = (globalThis[KEY] ??= createLogger({ level: LOG_LEVELS.includes(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL : 'info', stdout: process.stdout, stderr: process.stderr }));
