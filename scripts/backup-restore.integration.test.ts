/**
 * Backup and restore (issue 24 §5/§6) on the seeded demo database: PGlite always, PostgreSQL too
 * when DATABASE_URL is set (CI runs this suite on both).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prepareData } from '~/server/db/seed';
import { baseTestConfig } from '~/server/testing/backend';
import { dropPostgresTemplate, postgresCopy } from '~/server/testing/postgres-copies';
import { backup, BackupError, LOCK_FILE, restore } from './backup-restore.mjs';

/** Rows of every table outside the system schemas (the migrations' own table included), by name. */
const COUNT_TABLES = `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' order by 1`;

async function rowCounts(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of (await query(COUNT_TABLES)).rows as { name: string }[]) {
    const [schema, table] = name.split('.');
    counts[name] = Number((await query(`select count(*) as n from "${schema}"."${table}"`)).rows[0]!.n);
  }
  return counts;
}

async function pgliteCounts(dataDir: string): Promise<Record<string, number>> {
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return await rowCounts((sql) => client.query(sql));
  } finally {
    await client.close();
  }
}

let scratch: string;
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'oc-backup-'));
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore of PGlite', () => {
  let source: string;
  /** A backup of `source`, made before the tests. */
  let nightly: string;
  beforeAll(async () => {
    // The console's DATA_DIR over the seeded demo database.
    source = path.join(scratch, 'source');
    await fs.mkdir(source);
    const dump = await fs.readFile(inject('seededPgliteDump'));
    await (await PGlite.create(path.join(source, 'pglite'), { loadDataDir: new Blob([dump]), extensions: { pg_trgm } })).close();
    nightly = path.join(scratch, 'nightly.tar.gz');
    expect(await backup({ dataDir: source, file: nightly })).toMatchObject({ kind: 'pglite' });
  });

  it('restores into a new DATA_DIR the same rows in every table', async () => {
    const target = path.join(scratch, 'restored');
    await restore({ dataDir: target, file: nightly });

    const before = await pgliteCounts(source);
    expect(before['public.users']).toBeGreaterThan(0);
    expect(before['public.leads']).toBeGreaterThan(0);
    expect(await pgliteCounts(target)).toEqual(before);
    // Neither left its lock behind: the console may start on both.
    await expect(fs.access(path.join(source, LOCK_FILE))).rejects.toThrow();
    await expect(fs.access(path.join(target, LOCK_FILE))).rejects.toThrow();
  });

  it('refuses to restore into a DATA_DIR that holds a database, and leaves it as it was', async () => {
    const before = await pgliteCounts(source);
    await expect(restore({ dataDir: source, file: nightly })).rejects.toThrow(new BackupError(`${path.join(source, 'pglite')} is not empty: restore into a new DATA_DIR, or move this one away first.`));
    expect(await pgliteCounts(source)).toEqual(before);
  });

  it('refuses a backup while a running console holds DATA_DIR, and takes one once its lock is stale', async () => {
    const lock = path.join(source, LOCK_FILE);
    // This test's parent process stands for the console.
    await fs.writeFile(lock, `${process.ppid}\n`);
    const file = path.join(scratch, 'while-running.tar.gz');
    await expect(backup({ dataDir: source, file })).rejects.toThrow(
      `The console is running on ${source} (PID ${process.ppid} holds pglite.lock): stop it first; PGlite is backed up and restored while the console is stopped.`,
    );
    await expect(fs.access(file)).rejects.toThrow();
    expect(await fs.readFile(lock, 'utf8')).toBe(`${process.ppid}\n`);

    // A console that was killed leaves its lock: a PID no process has now.
    await fs.writeFile(lock, '2147483646\n');
    await expect(backup({ dataDir: source, file })).resolves.toMatchObject({ kind: 'pglite' });
  });

  it('refuses to overwrite a file, and a PostgreSQL backup without DATABASE_URL', async () => {
    const file = path.join(scratch, 'taken.dump');
    await fs.writeFile(file, 'PGDMP and more');
    await expect(backup({ dataDir: source, file })).rejects.toThrow(`${file} exists already: choose a new file name.`);
    await expect(restore({ dataDir: path.join(scratch, 'empty'), file })).rejects.toThrow(
      `${file} is a PostgreSQL backup: set DATABASE_URL to the empty database to restore it into.`,
    );
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('backup and restore of PostgreSQL', () => {
  const server = process.env.DATABASE_URL!;
  const empty = `oc_restore_${process.pid}`;
  const urlOf = (database: string) => Object.assign(new URL(server), { pathname: `/${database}` }).toString();
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const postgresCounts = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await rowCounts((sql) => client.query(sql));
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    await onServer(`drop database if exists ${empty} with (force)`);
    await dropPostgresTemplate(server);
  });

  it('restores into an empty database the same rows in every table, and refuses one that holds data', async () => {
    const source = await postgresCopy(server, (handle) => prepareData(handle, baseTestConfig()));
    try {
      const { rows } = (await source.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      const sourceUrl = urlOf(rows[0]!.name);
      const file = path.join(scratch, 'nightly.dump');
      expect(await backup({ databaseUrl: sourceUrl, dataDir: scratch, file })).toMatchObject({ kind: 'postgres' });

      await onServer(`create database ${empty}`);
      await restore({ databaseUrl: urlOf(empty), dataDir: scratch, file });
      const before = await postgresCounts(sourceUrl);
      expect(before['public.users']).toBeGreaterThan(0);
      expect(await postgresCounts(urlOf(empty))).toEqual(before);

      await expect(restore({ databaseUrl: sourceUrl, dataDir: scratch, file })).rejects.toThrow(
        'The database of DATABASE_URL is not empty: restore into a new, empty database.',
      );
      expect(await postgresCounts(sourceUrl)).toEqual(before);
    } finally {
      await source.close();
    }
  }, 120_000);
});
