/**
 * Seeded PostgreSQL databases for the integration tests when DATABASE_URL is set: the schema is
 * migrated and the demo data seeded once per test file into a template database, and each test gets
 * a copy of it (CREATE DATABASE … TEMPLATE), put back to the seeded state in place when the next
 * test takes it (reset-point.ts). Seeding before every test took most of the suite's time, and one
 * shared database made the files take turns.
 */
import pg from 'pg';
import { postgresHandle, type DatabaseHandle } from '~/server/db/client';
import { markResetPoint, resetToPoint, type SqlSession } from '~/server/testing/reset-point';

/**
 * The tests' own bound on a statement: their bulk inserts (10,000 rows) must not meet the console's
 * 1.5 s outage bound on a busy CI machine; the outage behaviour has its own test (scripts/outage-test.ts).
 */
const TEST_TIMEOUTS = { connectMs: 5000, statementMs: 20_000 };

/** Names are unique to this process: test files run side by side, each in its own worker process. */
const TEMPLATE = `oc_test_template_${process.pid}`;
let copies = 0;
let template: Promise<void> | undefined;

/** `url` (postgres://…/anything) pointing at `database` instead. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `statement` (no parameters: CREATE/DROP DATABASE take none) on the server's maintenance connection. */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `work` on a connection of its own to `database` on the server of `url`. */
async function onDatabase<T>(url: string, database: string, work: (client: SqlSession) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(url, database) });
  await client.connect();
  try {
    const query = async <R>(text: string, params?: unknown[]) => ({ rows: (await client.query(text, params)).rows as R[] });
    return await work({ query, exec: (text) => client.query(text) });
  } finally {
    await client.end();
  }
}

/** This file's copies of the template that no test holds, each written by the test that held it last. */
const idle: string[] = [];

/** A copy for one test: one handed back by an earlier test and reset (reset-point.ts), else a new copy. */
async function seededCopy(url: string): Promise<string> {
  for (let name = idle.pop(); name; name = idle.pop()) {
    if (await onDatabase(url, name, resetToPoint)) return name;
    await onServer(url, `drop database if exists ${name} with (force)`);
  }
  const name = `${TEMPLATE}_${++copies}`;
  await onServer(url, `create database ${name} template ${TEMPLATE}`);
  return name;
}

/**
 * A handle on a database holding what `seed` put in the template (run once per file, on the
 * migrated template); closing the handle ends its connections and hands the database back for the
 * next test, which gets it reset (creating and dropping a copy per test took a second of each).
 * `url` names the server and a database to connect to for CREATE and DROP (e.g. postgres).
 */
export async function postgresCopy(url: string, seed: (handle: DatabaseHandle) => Promise<unknown>): Promise<DatabaseHandle> {
  template ??= (async () => {
    await onServer(url, `drop database if exists ${TEMPLATE} with (force)`);
    await onServer(url, `create database ${TEMPLATE}`);
    const handle = postgresHandle(databaseUrl(url, TEMPLATE), TEST_TIMEOUTS);
    try {
      await handle.migrate();
      await seed(handle);
    } finally {
      // A template must have no connection open while it is copied.
      await handle.close();
    }
    await onDatabase(url, TEMPLATE, markResetPoint);
  })();
  await template;
  const name = await seededCopy(url);
  const handle = postgresHandle(databaseUrl(url, name), TEST_TIMEOUTS);
  let open = true;
  return {
    ...handle,
    close: async () => {
      if (!open) return;
      open = false;
      await handle.close();
      idle.push(name);
    },
  };
}

/** Drops this file's template database and its copies no test holds. */
export async function dropPostgresTemplate(url: string): Promise<void> {
  if (!template) return;
  template = undefined;
  for (const name of idle.splice(0)) await onServer(url, `drop database if exists ${name} with (force)`);
  await onServer(url, `drop database if exists ${TEMPLATE} with (force)`);
}
