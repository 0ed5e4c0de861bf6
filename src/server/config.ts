/**
 * The backend's configuration, read once from the environment (DESIGN.md "Configuration").
 * This is the only module that reads process.env for the backend, so secrets stay server-side.
 */
import path from 'node:path';
import proxyAddr from 'proxy-addr';

export interface BackendConfig {
  /** postgres://… for a real PostgreSQL; undefined means PGlite in dataDir. */
  databaseUrl?: string | undefined;
  /** Folder of the PGlite files and the mail outbox. */
  dataDir: string;
  /** Seed demo data: true/false when DEMO_DATA is set, undefined means "when the embedded DB is empty". */
  demoData?: boolean | undefined;
  demoPassword: string;
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  cloudProvider: 'simulator' | 'lightsail';
  smtpUrl?: string | undefined;
  /** Base of links sent by mail, without a trailing slash. */
  publicBaseUrl: string;
  /** How long a simulated cloud state transition takes, in ms. */
  simulatorDelayMs: number;
  leadsDomain: string;
  /** Password reset token lifetime in ms (30 minutes). */
  resetTokenMs: number;
  /** How long a resolved session is reused without asking the database, in ms. */
  sessionCacheMs: number;
  /** Key that seals two-factor secrets at rest (issue 16 §1); without it one is kept in the database. */
  twoFactorKey?: string | undefined;
  /** Website origins that may post reseller applications from a browser (issue 13 §3). */
  resellerApplicationOrigins: string[];
  /**
   * The impersonation signing key (issue 14 §3): an Ed25519 or P-256 private key as PKCS8 PEM or JWK
   * JSON (IMPERSONATION_PRIVATE_KEY); without it a key pair is generated and kept in the database.
   */
  impersonationPrivateKey?: string | undefined;
  /** Days an outbox message is kept on disk (OUTBOX_RETENTION_DAYS, issue 24 §2); 0 keeps everything. */
  outboxRetentionDays: number;
}

/**
 * A configuration the console cannot run with (issue 24 §3): the start logs it as one line naming
 * `variable` and the process exits. The message never repeats the value of a secret.
 */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The shortest TWO_FACTOR_KEY accepted: `openssl rand -base64 32` gives 44 characters. */
export const TWO_FACTOR_KEY_MIN_LENGTH = 32;

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** A whole number of days (0 keeps everything), `fallback` when unset. @throws ConfigError naming `variable` */
function days(env: Record<string, string | undefined>, variable: string, fallback: number): number {
  const value = env[variable];
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new ConfigError(variable, `${variable} must be a whole number of days (0 keeps everything), not "${value}".`);
  }
  return parsed;
}

/** DATABASE_URL when it is a postgres:// URL; its text is not repeated (it may hold a password). */
function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Not a URL at all: refused below.
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', 'DATABASE_URL must be a URL of the form postgres://user:password@host:5432/database.');
  }
  return value;
}

/**
 * Checks TRUSTED_PROXIES' syntax (issue 24 §1): comma-separated addresses or CIDR ranges, with
 * proxy-addr's own rule, so that a typo stops the start instead of trusting nobody silently.
 */
function checkTrustedProxies(value: string | undefined): void {
  if (!value?.trim()) return;
  try {
    proxyAddr.compile(value.split(',').map((entry) => entry.trim()).filter(Boolean));
  } catch (error) {
    throw new ConfigError('TRUSTED_PROXIES', `TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges: ${(error as Error).message}.`);
  }
}

function twoFactorKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < TWO_FACTOR_KEY_MIN_LENGTH || /\s/.test(value)) {
    throw new ConfigError(
      'TWO_FACTOR_KEY',
      `TWO_FACTOR_KEY must be at least ${TWO_FACTOR_KEY_MIN_LENGTH} characters without spaces (e.g. the output of \`openssl rand -base64 32\`).`,
    );
  }
  return value;
}

/**
 * Reads the configuration from `env` (process.env by default).
 * @throws ConfigError naming the variable: an unknown CLOUD_PROVIDER, a malformed DATABASE_URL,
 * TRUSTED_PROXIES or TWO_FACTOR_KEY, a bad AUDIT_RETENTION_DAYS or OUTBOX_RETENTION_DAYS. The
 * impersonation key is checked at start (runtime.ts), its parser being asynchronous.
 */
export function readConfig(env: Record<string, string | undefined> = process.env): BackendConfig {
  const host = env.HOST || '127.0.0.1';
  const port = env.PORT || '4321';
  const cloudProvider = (env.CLOUD_PROVIDER || 'simulator') as BackendConfig['cloudProvider'];
  if (!['simulator', 'lightsail'].includes(cloudProvider)) {
    throw new ConfigError('CLOUD_PROVIDER', `CLOUD_PROVIDER must be "simulator" or "lightsail", not "${cloudProvider}".`);
  }
  // The retention itself is a setting (issue 15 §2) that this variable locks; a typo stops the start.
  days(env, 'AUDIT_RETENTION_DAYS', 0);
  checkTrustedProxies(env.TRUSTED_PROXIES);
  return {
    databaseUrl: databaseUrl(env.DATABASE_URL),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    demoData: flag(env.DEMO_DATA),
    demoPassword: env.DEMO_PASSWORD || 'demo-password',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    cloudProvider,
    smtpUrl: env.SMTP_URL || undefined,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://${host}:${port}`).replace(/\/$/, ''),
    simulatorDelayMs: env.SIMULATOR_DELAY_MS ? Number(env.SIMULATOR_DELAY_MS) : 3000,
    leadsDomain: env.LEADS_DOMAIN || 'leads.example.com',
    resetTokenMs: 30 * 60 * 1000,
    resellerApplicationOrigins: (env.RESELLER_APPLICATION_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean),
    sessionCacheMs: env.SESSION_CACHE_MS ? Number(env.SESSION_CACHE_MS) : 5000,
    twoFactorKey: twoFactorKey(env.TWO_FACTOR_KEY),
    impersonationPrivateKey: env.IMPERSONATION_PRIVATE_KEY || undefined,
    outboxRetentionDays: days(env, 'OUTBOX_RETENTION_DAYS', 30),
  };
}
