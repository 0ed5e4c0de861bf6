import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '~/server/config';

/** The variable readConfig names for `env`, or undefined when it accepts it. */
function refused(env: Record<string, string>): string | undefined {
  try {
    readConfig(env);
    return undefined;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.variable;
  }
}

describe('readConfig refuses a configuration the console cannot run with, naming the variable (issue 24 §3)', () => {
  it('accepts the defaults and well-formed values', () => {
    expect(refused({})).toBeUndefined();
    const config = readConfig({
      CLOUD_PROVIDER: 'lightsail',
      DATABASE_URL: 'postgresql://console:secret@db.internal:5432/console?sslmode=require',
      TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.1,::1, fd00::/8,',
      TWO_FACTOR_KEY: 'n0Vd3mTq1Zk2yXbPq8s7Wc4e5Rr6Tt9UuIiOoPpAaSs=',
      AUDIT_RETENTION_DAYS: '0',
      OUTBOX_RETENTION_DAYS: '7',
    });
    expect(config.databaseUrl).toBe('postgresql://console:secret@db.internal:5432/console?sslmode=require');
    expect(config.outboxRetentionDays).toBe(7);
    expect(readConfig({}).outboxRetentionDays).toBe(30);
  });

  it.each([
    [{ CLOUD_PROVIDER: 'azure' }, 'CLOUD_PROVIDER'],
    [{ DATABASE_URL: 'localhost:5432/console' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://root@localhost/console' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://user:pa ss@[bad/console' }, 'DATABASE_URL'],
    [{ TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES'],
    [{ TWO_FACTOR_KEY: 'too-short' }, 'TWO_FACTOR_KEY'],
    [{ TWO_FACTOR_KEY: 'a key of more than thirty-two characters with spaces' }, 'TWO_FACTOR_KEY'],
    [{ AUDIT_RETENTION_DAYS: 'a year' }, 'AUDIT_RETENTION_DAYS'],
    [{ OUTBOX_RETENTION_DAYS: '-1' }, 'OUTBOX_RETENTION_DAYS'],
  ])('%o is refused as %s', (env, variable) => {
    expect(refused(env)).toBe(variable);
  });

  it('never repeats a malformed DATABASE_URL, which may hold a password', () => {
    expect(() => readConfig({ DATABASE_URL: 'postgres//console:hunter2@db/console' })).toThrow(/^DATABASE_URL must be a URL of the form postgres:\/\//);
    try {
      readConfig({ DATABASE_URL: 'postgres//console:hunter2@db/console' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });
});
