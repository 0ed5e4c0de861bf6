/**
 * The embedded backend of this process: opened at start by the server's first readiness probe
 * (scripts/serve.mjs) — the database with its migrations and start-up data, the app, the daily
 * jobs — and closed by the shutdown hooks (issue 24 §3).
 *
 * A start that cannot succeed as configured ends the process with one JSON line saying why: a
 * configuration error naming its variable, a PGlite data dir another process holds, an empty
 * database without DEMO_DATA or ADMIN_EMAIL, a failed migration. A database that cannot be reached
 * is not one: the next call tries again, and /readyz answers 503 until then.
 */
import { ConfigError, readConfig, type BackendConfig } from '~/server/config';
import { openDatabase } from '~/server/db/client';
import { DataDirInUseError } from '~/server/db/data-dir-lock';
import { isDatabaseUnavailable } from '~/server/db/errors';
import { prepareData, DEMO_ACCOUNTS, type SeedOutcome } from '~/server/db/seed';
import { createApp, type BackendApp } from '~/server/app';
import { parseConfiguredKey } from '~/server/impersonation/keys';
import { dailyJobs } from '~/server/jobs/daily-jobs';
import { postgresLeadership, soleLeadership } from '~/server/jobs/leadership';
import { scheduleDailyJobs } from '~/server/jobs/scheduler';
import { scheduleStatisticsUpkeep } from '~/server/jobs/statistics-upkeep';
import { settingsService } from '~/server/settings/service';
import { hasShutDown, isDraining, onShutdown } from '~/server/lifecycle';
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
  /** Resolves when the database answers a query. */
  ping: () => Promise<void>;
}

let backend: Promise<Backend> | undefined;
/** Set while the last start failed on an unreachable database: the next failures are not logged again. */
let waitingForDatabase = false;

/** The impersonation key is parsed asynchronously, so readConfig cannot check it. */
async function checkImpersonationKey(config: BackendConfig): Promise<void> {
  if (!config.impersonationPrivateKey) return;
  await parseConfiguredKey(config.impersonationPrivateKey).catch((error: Error) => {
    throw new ConfigError('IMPERSONATION_PRIVATE_KEY', error.message);
  });
}

async function open(): Promise<Backend> {
  const config = readConfig();
  await checkImpersonationKey(config);
  let seed = 'existing' as SeedOutcome;
  const database = await openDatabase(config, async (handle) => {
    seed = await prepareData(handle, config);
    return seed !== 'existing';
  });
  if (hasShutDown()) {
    // Stopped while it opened and the shutdown hooks have run: nothing else would close it. A
    // process that only drains still gives it to the requests in flight (one may wait on this open).
    await database.close();
    throw new Error('The process stopped while the backend opened.');
  }
  onShutdown(async () => {
    await database.close();
    log.info('database closed');
  });
  // Several console processes may share one PostgreSQL: session invalidations go to all of them.
  const events = config.databaseUrl ? postgresSessionEvents(config.databaseUrl, database.db) : undefined;
  if (events) onShutdown(() => events.close());
  const app = createApp({ database, config, mailer: createMailer(config), events });
  const settings = settingsService({ db: database.db, env: process.env });
  const jobs = scheduleDailyJobs({
    jobs: dailyJobs({ db: database.db, config, auditRetentionDays: async () => (await settings.values()).auditRetentionDays }),
    leadership: config.databaseUrl ? postgresLeadership(config.databaseUrl) : soleLeadership,
  });
  onShutdown(() => jobs.stop());
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum: its statistics would otherwise be those of the last start.
    const upkeep = scheduleStatisticsUpkeep(database.db);
    onShutdown(() => upkeep.stop());
  }
  log.info('backend ready', { database: database.kind, seed, cloud: config.cloudProvider });
  const keysWarning = keysInDatabaseWarning(config);
  if (keysWarning) log.warn(keysWarning.msg, { unset: keysWarning.unset });
  if (seed === 'demo') {
    log.info('demo accounts', { password: config.demoPassword, accounts: DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`) });
  }
  return { app, config, seed, dataVersion: () => database.dataVersion(), ping: () => database.ping() };
}

/** Logs why the backend cannot start, as one JSON line, and ends the process. */
function endProcess(error: unknown): never {
  if (error instanceof ConfigError) log.error('configuration error', undefined, { variable: error.variable, message: error.message });
  else if (error instanceof DataDirInUseError) log.error('data dir in use', undefined, { variable: 'DATA_DIR', pid: error.pid, message: error.message });
  else log.error('backend cannot start', error);
  process.exit(1);
}

/**
 * The process's backend, opened on first call. A start that met an unreachable database is not
 * cached, so the next call tries again; any other failed start ends the process (see above), unless
 * the process is stopping anyway. The first request may open it, but the backend and its scheduled
 * jobs are not that request's.
 */
export function getBackend(): Promise<Backend> {
  backend ??= outsideRequest(open).then(
    (opened) => {
      waitingForDatabase = false;
      return opened;
    },
    (error: unknown) => {
      backend = undefined;
      if (!isDraining() && !isDatabaseUnavailable(error)) endProcess(error);
      if (!waitingForDatabase) log.warn('database unavailable at start; trying again', { error: error instanceof Error ? error.message : String(error) });
      waitingForDatabase = true;
      throw error;
    },
  );
  return backend;
}

/** What /readyz says of the embedded database: migrated and answering, still opening, or down. */
export type DatabaseState = 'up' | 'starting' | 'down';

/**
 * The embedded database's state, opening the backend if it is not yet. Answers within about
 * `waitMs` plus a query's timeout: a start still migrating (or waiting for another process's
 * migrations) is 'starting'.
 */
export async function databaseState(waitMs = 1000): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<'starting'>((resolve) => (timer = setTimeout(() => resolve('starting'), waitMs)));
  try {
    const opened = await Promise.race([getBackend(), slow]);
    if (opened === 'starting') return 'starting';
    await opened.ping();
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
