/**
 * A backend over a fresh database for integration tests, called through `app.request()`.
 * PGlite: the schema is migrated and seeded once per run (seeded-dump.ts), loaded once per test
 * file, then `clone()`d per test (a clone costs half a second, migrating and seeding four).
 * With DATABASE_URL: the real PostgreSQL server, a database per test copied from one seeded per
 * file (postgres-copies.ts).
 */
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';
import { asc, gt, max } from 'drizzle-orm';
import { auditLog } from '~/server/audit/schema';
import { readConfig, type BackendConfig } from '~/server/config';
import { pgliteHandle, type DatabaseHandle } from '~/server/db/client';
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

/** The config of a test backend before its overrides: demo data, the demo password, no provisioning delay. */
export function baseTestConfig(): BackendConfig {
  return { ...readConfig({ DATA_DIR: '/tmp/owner-console-test', SIMULATOR_DELAY_MS: '0' }), demoData: true, demoPassword: DEMO_PASSWORD };
}

let template: Promise<PGlite> | undefined;

/** This file's template: the run's migrated and seeded database (seeded-dump.ts), loaded from its dump. */
async function pgliteTemplate(): Promise<PGlite> {
  const dump = await fs.readFile(inject('seededPgliteDump'));
  return PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm } });
}

/**
 * A backend with the demo accounts over an empty database; `overrides` adjust its config, `env` is
 * where setting overrides are read (none by default, whatever the test process's environment).
 */
export async function createTestBackend(overrides: Partial<BackendConfig> = {}, env: Record<string, string | undefined> = {}): Promise<TestBackend> {
  const config: BackendConfig = { ...baseTestConfig(), ...overrides };
  let database: DatabaseHandle;
  if (process.env.DATABASE_URL) {
    database = await postgresCopy(process.env.DATABASE_URL, (handle) => prepareData(handle, config));
  } else {
    template ??= pgliteTemplate();
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
