import { describe, expect, it } from 'vitest';
import { ProcessSettingError, readProcessSettings } from './process-settings.mjs';

function refusal(env: Record<string, string>): { variable: string; message: string } | undefined {
  try {
    readProcessSettings(env);
    return undefined;
  } catch (error) {
    if (!(error instanceof ProcessSettingError)) throw error;
    return { variable: (error as ProcessSettingError & { variable: string }).variable, message: error.message };
  }
}

describe('readProcessSettings (issue 24 §2–§3)', () => {
  it('defaults to one worker and a 10 s drain', () => {
    expect(readProcessSettings({})).toEqual({ workers: 1, shutdownTimeoutMs: 10_000 });
    expect(readProcessSettings({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/console', SHUTDOWN_TIMEOUT_MS: '0' })).toEqual({ workers: 4, shutdownTimeoutMs: 0 });
  });

  it('refuses several workers over the embedded PGlite, with a message saying what to do', () => {
    expect(refusal({ WEB_CONCURRENCY: '2' })).toEqual({
      variable: 'WEB_CONCURRENCY',
      message: 'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded PGlite database serves one process. Set DATABASE_URL to a PostgreSQL database, or WEB_CONCURRENCY=1.',
    });
    expect(refusal({ WEB_CONCURRENCY: '2', API_URL: 'http://backend:8000/api/v1' })).toBeUndefined();
  });

  it.each([
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: 'auto' }, 'WEB_CONCURRENCY'],
    [{ SHUTDOWN_TIMEOUT_MS: '10s' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, 'SHUTDOWN_TIMEOUT_MS'],
  ])('%o is refused as %s', (env, variable) => {
    expect(refusal(env)?.variable).toBe(variable);
  });
});
