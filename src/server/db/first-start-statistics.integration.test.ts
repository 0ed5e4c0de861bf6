import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '~/server/db/client';
import { databaseUrl, onServer } from '~/server/testing/postgres-copies';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (let clean = cleanups.pop(); clean; clean = cleanups.pop()) await clean();
});

/** Where this test's database lives: a fresh PostgreSQL database with DATABASE_URL, else a fresh PGlite data dir. */
async function freshPlace(): Promise<{ databaseUrl?: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-first-start-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const url = process.env.DATABASE_URL;
  if (!url) return { dataDir };
  const name = `oc_first_start_${process.pid}`;
  await onServer(url, `drop database if exists ${name} with (force)`);
  await onServer(url, `create database ${name}`);
  cleanups.push(() => onServer(url, `drop database if exists ${name} with (force)`));
  return { databaseUrl: databaseUrl(url, name), dataDir };
}

describe('a first start that writes the start-up data (issue 28 §1)', () => {
  it('leaves the planner statistics of the rows it wrote, on either driver', async () => {
    const place = await freshPlace();
    const handle: DatabaseHandle = await openDatabase(place, async ({ db }) => {
      await db.execute(sql`create table started (n int, retired boolean not null)`);
      await db.execute(sql`insert into started select g, g > 60 from generate_series(1, 75) g`);
      return true;
    });
    cleanups.unshift(() => handle.close());
    const plan = (await handle.db.execute(sql`explain select * from started where not retired`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    // Without statistics the planner guesses from the pages alone (1,235 rows); with them it knows the 60.
    expect(plan.rows[0]!['QUERY PLAN']).toMatch(/rows=60 /);
  });
});
