/**
 * Structured logs (issue 24 §4): one JSON object per line through the console's pino logger
 * (scripts/logger.mjs), debug and info on stdout, warn and error on stderr, at LOG_LEVEL
 * (`silent`, `error`, `warn`, `info` by default, `debug`). A line written while a request is
 * answered carries its request id.
 */
import { logger } from '../../scripts/logger.mjs';

type Fields = Record<string, unknown>;

export const log = {
  debug: (msg: string, fields: Fields = {}) => logger.debug(fields, msg),
  info: (msg: string, fields: Fields = {}) => logger.info(fields, msg),
  warn: (msg: string, fields: Fields = {}) => logger.warn(fields, msg),
  error: (msg: string, error?: unknown, fields: Fields = {}) =>
    logger.error(
      { ...fields, error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error },
      msg,
    ),
};
