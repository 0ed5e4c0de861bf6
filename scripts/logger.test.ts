import { describe, expect, it } from 'vitest';
import { createLogger, logLevel } from './logger.mjs';
import { runInRequest } from './request-meta.mjs';

/** A logger at `level` whose lines are collected, parsed, per stream. */
function collected(level: string) {
  const out: Record<string, unknown>[] = [];
  const err: Record<string, unknown>[] = [];
  const logger = createLogger({
    level,
    stdout: { write: (line: string) => out.push(JSON.parse(line)) },
    stderr: { write: (line: string) => err.push(JSON.parse(line)) },
  });
  const everyLevel = () => {
    logger.debug({ n: 1 }, 'debug line');
    logger.info({ n: 2 }, 'info line');
    logger.warn({ n: 3 }, 'warn line');
    logger.error({ n: 4 }, 'error line');
  };
  return { logger, out, err, everyLevel };
}

describe('LOG_LEVEL (issue 24 §4)', () => {
  it('info (the default) writes info on stdout, warn and error on stderr, no debug', () => {
    expect(logLevel(undefined)).toBe('info');
    const { out, err, everyLevel } = collected(logLevel(''));
    everyLevel();
    expect(out.map((line) => line.msg)).toEqual(['info line']);
    expect(err.map((line) => line.msg)).toEqual(['warn line', 'error line']);
    expect(out[0]).toMatchObject({ level: 'info', n: 2, pid: process.pid, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('warn writes no info or debug line', () => {
    const { out, err, everyLevel } = collected('warn');
    everyLevel();
    expect(out).toEqual([]);
    expect(err.map((line) => line.level)).toEqual(['warn', 'error']);
  });

  it('error writes errors only, silent nothing, debug everything', () => {
    const error = collected('error');
    error.everyLevel();
    expect([...error.out, ...error.err].map((line) => line.level)).toEqual(['error']);
    const silent = collected('silent');
    silent.everyLevel();
    expect([...silent.out, ...silent.err]).toEqual([]);
    const debug = collected('debug');
    debug.everyLevel();
    expect(debug.out.map((line) => line.level)).toEqual(['debug', 'info']);
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => logLevel('verbose')).toThrow('LOG_LEVEL must be one of silent, error, warn, info, debug, not "verbose".');
  });

  it('a line written while a request is answered carries its request id', () => {
    const { logger, out } = collected('info');
    runInRequest({ requestId: 'req-7', clientAddress: '203.0.113.5', https: false, started: 0 }, () => logger.info('inside'));
    logger.info('outside');
    expect(out[0]).toMatchObject({ msg: 'inside', requestId: 'req-7' });
    expect(out[1]).not.toHaveProperty('requestId');
  });
});
