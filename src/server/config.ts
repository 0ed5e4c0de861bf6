/**
 * The backend's configuration, read once from the environment (DESIGN.md "Configuration").
 * This is the only module that reads process.env for the backend, so secrets stay server-side.
 */
import path from 'node:path';

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
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** Reads the configuration from `env` (process.env by default). Throws on an unknown CLOUD_PROVIDER or a bad AUDIT_RETENTION_DAYS. */
export function readConfig(env: Record<string, string | undefined> = process.env): BackendConfig {
  const host = env.HOST || '127.0.0.1';
  const port = env.PORT || '4321';
  const cloudProvider = (env.CLOUD_PROVIDER || 'simulator') as BackendConfig['cloudProvider'];
  if (!['simulator', 'lightsail'].includes(cloudProvider)) {
    throw new Error(`CLOUD_PROVIDER must be "simulator" or "lightsail", not "${cloudProvider}".`);
  }
  // The retention itself is a setting (issue 15 §2) that this variable locks; a typo stops the start.
  const auditRetentionDays = env.AUDIT_RETENTION_DAYS ? Number(env.AUDIT_RETENTION_DAYS) : 0;
  if (!Number.isInteger(auditRetentionDays) || auditRetentionDays < 0) {
    throw new Error(`AUDIT_RETENTION_DAYS must be a whole number of days (0 keeps everything), not "${env.AUDIT_RETENTION_DAYS}".`);
  }
  return {
    databaseUrl: env.DATABASE_URL || undefined,
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
    twoFactorKey: env.TWO_FACTOR_KEY || undefined,
    impersonationPrivateKey: env.IMPERSONATION_PRIVATE_KEY || undefined,
  };
}
