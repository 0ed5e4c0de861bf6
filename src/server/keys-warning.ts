/**
 * The start-up warning about keys kept in the database (issue 24 §5): without TWO_FACTOR_KEY or
 * IMPERSONATION_PRIVATE_KEY the console generates that key and keeps it in the database, so every
 * backup of the database carries the key beside the data it protects. README → Deploy → Secrets
 * says how to set them.
 */
import type { BackendConfig } from '~/server/config';

const KEPT = [
  { variable: 'TWO_FACTOR_KEY', key: 'the key that encrypts two-factor secrets', set: (c: BackendConfig) => Boolean(c.twoFactorKey) },
  { variable: 'IMPERSONATION_PRIVATE_KEY', key: 'the key that signs impersonation tokens', set: (c: BackendConfig) => Boolean(c.impersonationPrivateKey) },
] as const;

/** The warning to log at start, or undefined when both keys come from the environment. */
export function keysInDatabaseWarning(config: BackendConfig): { msg: string; unset: string[] } | undefined {
  const missing = KEPT.filter((k) => !k.set(config));
  if (missing.length === 0) return undefined;
  const keys = missing.map((k) => `${k.key} (${k.variable})`).join(' and ');
  const [verb, them] = missing.length > 1 ? ['are', 'them'] : ['is', 'it'];
  return {
    msg: `${keys} ${verb} generated and kept in the database, so a database backup holds ${them} beside the data: set ${missing.map((k) => k.variable).join(' and ')} (README, Deploy → Secrets)`,
    unset: missing.map((k) => k.variable),
  };
}
