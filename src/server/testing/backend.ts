/**
 * A backend over a fresh database for integration tests, called through `app.request()`.
 * PGlite: the schema is migrated and seeded once per run (seeded-dump.ts) and loaded once per test
 * file; a test closing its backend hands the database back, and the next test gets it put back to
 * the seeded state (reset-point.ts: milliseconds, where a clone per test cost half a second or more).
 * A test holding two backends at once gets a second database loaded from the dump.
 * With DATABASE_URL: the real PostgreSQL server, the same way: a database copied from one seeded
 * per file, handed back and put back to the seeded state for the next test (postgres-copies.ts).
 */
import { memoryMailer } from '~/server/testing/mailer';
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
import { resetToPoint } from '~/server/testing/reset-point';
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

let dump: Promise<Blob> | undefined;
/** This file's databases that no test holds, each written by the test that held it last. */
const idle: PGlite[] = [];

/** A seeded database for one test: one handed back by an earlier test and reset, else a new one from the run's dump. */
async function seededPglite(): Promise<PGlite> {
  for (let client = idle.pop(); client; client = idle.pop()) {
    if (await resetToPoint(client)) return client;
    await client.close();
  }
  dump ??= fs.readFile(inject('seededPgliteDump')).then((bytes) => new Blob([bytes]));
  return PGlite.create({ loadDataDir: await dump, extensions: { pg_trgm } });
}

/**
 * A backend with the demo accounts over an empty database; `overrides` adjust its config, `env` is
 * where setting overrides are read (none by default, whatever the test process's environment).
 */
export async function createTestBackend(overrides: Partial<BackendConfig> = {}, env: Record<string, string | undefined> = {}): Promise<TestBackend> {
  const config: BackendConfig = { ...baseTestConfig(), ...overrides };
  let database: DatabaseHandle;
  let release: () => Promise<void>;
  if (process.env.DATABASE_URL) {
    database = await postgresCopy(process.env.DATABASE_URL, (handle) => prepareData(handle, config));
    release = () => database.close();
  } else {
    const client = await seededPglite();
    database = pgliteHandle(client);
    // A test closing the database itself (an outage) gets it closed for good; otherwise it is handed back.
    release = async () => {
      if (!client.closed && !idle.includes(client)) idle.push(client);
    };
  }
  const outbox: MailMessage[] = [];
  const app = createApp({
    database,
    config,
    mailer: memoryMailer(outbox),
    env,
  });
  const [mark] = await database.db.select({ id: max(auditLog.id) }).from(auditLog);
  const newAuditEntries = () =>
    database.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, mark?.id ?? 0))
      .orderBy(asc(auditLog.id));
  return { app, database, config, outbox, newAuditEntries, close: release };
}

/** Closes the file's databases (PGlite instances or the PostgreSQL template); call in `afterAll`. */
export async function closeTemplate(): Promise<void> {
  if (process.env.DATABASE_URL) await dropPostgresTemplate(process.env.DATABASE_URL);
  await Promise.all(idle.splice(0).map((client) => client.close()));
}
