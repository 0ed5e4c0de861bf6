import { describe, expect, it } from 'vitest';
import { readConfig } from '~/server/config';
import { keysInDatabaseWarning } from '~/server/keys-warning';

describe('keysInDatabaseWarning', () => {
  it('warns that a backup holds both keys when neither is set', () => {
    expect(keysInDatabaseWarning(readConfig({}))).toEqual({
      msg:
        'the key that encrypts two-factor secrets (TWO_FACTOR_KEY) and the key that signs impersonation tokens (IMPERSONATION_PRIVATE_KEY) are generated and kept ' +
        'in the database, so a database backup holds them beside the data: set TWO_FACTOR_KEY and IMPERSONATION_PRIVATE_KEY (README, Deploy → Secrets)',
      unset: ['TWO_FACTOR_KEY', 'IMPERSONATION_PRIVATE_KEY'],
    });
  });

  it('names only the key left to the database', () => {
    expect(keysInDatabaseWarning(readConfig({ TWO_FACTOR_KEY: 'k'.repeat(32) }))?.unset).toEqual(['IMPERSONATION_PRIVATE_KEY']);
    expect(keysInDatabaseWarning(readConfig({ IMPERSONATION_PRIVATE_KEY: '{"kty":"OKP"}' }))?.msg).toMatch(/^the key that encrypts two-factor secrets \(TWO_FACTOR_KEY\) is generated/);
  });

  it('is silent when both come from the environment', () => {
    expect(keysInDatabaseWarning(readConfig({ TWO_FACTOR_KEY: 'k'.repeat(32), IMPERSONATION_PRIVATE_KEY: '{"kty":"OKP"}' }))).toBeUndefined();
  });
});
