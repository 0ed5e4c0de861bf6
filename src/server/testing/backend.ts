/**
 * A backend over a fresh database for integration tests, called through `app.request()`.
 * PGlite: the schema is migrated and seeded once per test file, then `clone()`d per test (a clone
 * costs milliseconds, a new instance over a second). With DATABASE_URL: the real PostgreSQL server,
 * its tables emptied and seeded again per test.
 */
import { PGlite } from '@electric-sql/pglite';
import { asc, gt, max, sql } from 'drizzle-orm';
import { auditLog } from '~/server/audit/schema';
import { readConfig, type BackendConfig } from '~/server/config';
import { createPglite, pgliteHandle, postgresHandle, type DatabaseHandle } from '~/server/db/client';
import { prepareData } from '~/server/db/seed';
import { createApp, type BackendApp } from '~/server/app';
import type { MailMessage } from '~/server/mail/mailer';

export const DEMO_PASSWORD = 'demo-password';

export interface TestBackend {
  app: BackendApp;
  database: DatabaseHandle;
  config: BackendConfig;
  /** Audit entries written since the backend was made (the demo seed writes a history of its own). */
  newAuditEntries(): Promise<(typeof auditLog.$inferSelect)[]>;
  /** Messages the backend "sent", newest last. */
  outbox: MailMessage[];
  close(): Promise<void>;
}

let template: Promise<PGlite> | undefined;

async function pgliteTemplate(config: BackendConfig): Promise<PGlite> {
  const client = await createPglite();
  const handle = pgliteHandle(client);
  await handle.migrate();
  await prepareData(handle, config);
  return client;
}

async function freshPostgres(url: string, config: BackendConfig): Promise<DatabaseHandle> {
  const handle = postgresHandle(url);
  await handle.migrate();
  const tables = await handle.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = (tables as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
  // The test database is ours alone: a connection the previous test left behind (work it had not
  // finished when it closed) must not hold a lock that makes the TRUNCATE wait out its timeout.
  await handle.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
  await handle.db.execute(sql.raw(`truncate ${names.join(', ')} cascade`));
  await prepareData(handle, config);
  return handle;
}

/**
 * A backend with the demo accounts over an empty database; `overrides` adjust its config, `env` is
 * where setting overrides are read (none by default, whatever the test process's environment).
 */
export async function createTestBackend(overrides: Partial<BackendConfig> = {}, env: Record<string, string | undefined> = {}): Promise<TestBackend> {
  const config: BackendConfig = {
    ...readConfig({ DATA_DIR: '/tmp/owner-console-test', SIMULATOR_DELAY_MS: '0' }),
    demoData: true,
    demoPassword: DEMO_PASSWORD,
    ...overrides,
  };
  let database: DatabaseHandle;
  if (process.env.DATABASE_URL) {
    database = await freshPostgres(process.env.DATABASE_URL, config);
  } else {
    template ??= pgliteTemplate(config);
    database = pgliteHandle((await (await template).clone()) as PGlite);
  }
  const outbox: MailMessage[] = [];
  const app = createApp({
    database,
    config,
    mailer: { send: async (m) => void outbox.push(m) },
    env,
  });
  const [mark] = await database.db.select({ id: max(auditLog.id) }).from(auditLog);
  const newAuditEntries = () =>
    database.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, mark?.id ?? 0))
      .orderBy(asc(auditLog.id));
  return { app, database, config, outbox, newAuditEntries, close: () => database.close() };
}

/** Closes the per-file PGlite template; call in `afterAll`. */
export async function closeTemplate(): Promise<void> {
  const t = template;
  template = undefined;
  if (t) await (await t).close();
}
