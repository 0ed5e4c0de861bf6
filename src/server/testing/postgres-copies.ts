/**
 * Fresh PostgreSQL databases for the integration tests when DATABASE_URL is set: the schema is
 * migrated and the demo data seeded once per test file into a template database, and each test gets
 * a copy of it (CREATE DATABASE … TEMPLATE), dropped when the test closes it. Seeding before every
 * test took most of the suite's time, and one shared database made the files take turns.
 */
import pg from 'pg';
import { postgresHandle, type DatabaseHandle } from '~/server/db/client';

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
function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `statement` (no parameters: CREATE/DROP DATABASE take none) on the server's maintenance connection. */
async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A handle on a new database holding what `seed` put in the template (run once per file, on the
 * migrated template); closing the handle drops the copy. `url` names the server and a database
 * to connect to for CREATE and DROP (e.g. postgres).
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
  })();
  await template;
  const name = `${TEMPLATE}_${++copies}`;
  await onServer(url, `create database ${name} template ${TEMPLATE}`);
  const handle = postgresHandle(databaseUrl(url, name), TEST_TIMEOUTS);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Drops this file's template database, if one was made. */
export async function dropPostgresTemplate(url: string): Promise<void> {
  if (!template) return;
  template = undefined;
  await onServer(url, `drop database if exists ${TEMPLATE} with (force)`);
}
