/**
 * A backend over a fresh database for integration tests, called through `app.request()`.
 * PGlite: the schema is migrated and seeded once per test file, then `clone()`d per test (a clone
 * costs milliseconds, a new instance over a second). With DATABASE_URL: the real PostgreSQL server,
 * a database per test copied from one seeded per file (postgres-copies.ts).
 */
import { PGlite } from '@electric-sql/pglite';
import { asc, gt, max } from 'drizzle-orm';
import { auditLog } from '~/server/audit/schema';
import { readConfig, type BackendConfig } from '~/server/config';
import { createPglite, pgliteHandle, type DatabaseHandle } from '~/server/db/client';
import { prepareData } from '~/server/db/seed';
import { createApp, type BackendApp } from '~/server/app';
import { dropPostgresTemplate, postgresCopy } from '~/server/testing/postgres-copies';
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
    database = await postgresCopy(process.env.DATABASE_URL, (handle) => prepareData(handle, config).then(() => undefined));
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

/** Closes the per-file template (PGlite instance or PostgreSQL database); call in `afterAll`. */
export async function closeTemplate(): Promise<void> {
  if (process.env.DATABASE_URL) await dropPostgresTemplate(process.env.DATABASE_URL);
  const t = template;
  template = undefined;
  if (t) await (await t).close();
}
