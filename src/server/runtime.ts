/**
 * The embedded backend of this process: opened once on first use (database, migrations, seed, app)
 * and closed by the shutdown hooks.
 */
import { readConfig, type BackendConfig } from '~/server/config';
import { openDatabase } from '~/server/db/client';
import { prepareData, DEMO_ACCOUNTS, type SeedOutcome } from '~/server/db/seed';
import { createApp, type BackendApp } from '~/server/app';
import { scheduleAuditPrune } from '~/server/audit/retention';
import { settingsService } from '~/server/settings/service';
import { onShutdown } from '~/server/lifecycle';
import { log } from '~/server/log';
import { createMailer } from '~/server/mail/mailer';
import { postgresSessionEvents } from '~/server/auth/session-events';
import { keysInDatabaseWarning } from '~/server/keys-warning';
import { outsideRequest } from '~/server/request-context';

export interface Backend {
  app: BackendApp;
  config: BackendConfig;
  seed: SeedOutcome;
  /** The database's data version now (data-version.ts). */
  dataVersion: () => Promise<string>;
}

let backend: Promise<Backend> | undefined;

async function open(): Promise<Backend> {
  const config = readConfig();
  const database = await openDatabase(config);
  onShutdown(async () => {
    await database.close();
    log.info('database closed');
  });
  const seed = await prepareData(database, config);
  // Several console processes may share one PostgreSQL: session invalidations go to all of them.
  const events = config.databaseUrl ? postgresSessionEvents(config.databaseUrl, database.db) : undefined;
  if (events) onShutdown(() => events.close());
  const app = createApp({ database, config, mailer: createMailer(config), events });
  const settings = settingsService({ db: database.db, env: process.env });
  onShutdown(scheduleAuditPrune(database.db, async () => (await settings.values()).auditRetentionDays));
  log.info('backend ready', { database: database.kind, seed, cloud: config.cloudProvider });
  const keysWarning = keysInDatabaseWarning(config);
  if (keysWarning) log.warn(keysWarning.msg, { unset: keysWarning.unset });
  if (seed === 'demo') {
    log.info('demo accounts', { password: config.demoPassword, accounts: DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`) });
  }
  return { app, config, seed, dataVersion: () => database.dataVersion() };
}

/**
 * The process's backend, opened on first call. A failed start is not cached, so it can be retried.
 * The first request opens it, but the backend and its scheduled jobs are not that request's.
 */
export function getBackend(): Promise<Backend> {
  backend ??= outsideRequest(open).catch((error) => {
    backend = undefined;
    throw error;
  });
  return backend;
}
