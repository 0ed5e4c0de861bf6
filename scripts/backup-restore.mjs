/**
 * Backup and restore of the console's database (issue 24 §5), for `npm run backup` and
 * `npm run restore` (scripts/backup.mjs, scripts/restore.mjs). Plain JavaScript over production
 * dependencies only, so both run where the console was installed with `npm install --omit=dev`.
 *
 * - PGlite (no DATABASE_URL): the backup is PGlite's gzipped tarball of `DATA_DIR/pglite`
 *   (`dumpDataDir`), taken while the console is stopped: one process at a time may open the files.
 *   A running console holds the lock file `DATA_DIR/pglite.lock` (its PID inside), and so does a
 *   backup or restore while it runs. The mail outbox (`DATA_DIR/outbox`) is not included: it
 *   holds copies of mail already sent, whose links expire within days.
 * - PostgreSQL (DATABASE_URL): `pg_dump` in its custom format (`-Fc`), consistent at any time;
 *   restored with `pg_restore` in one transaction, without the source's owners and grants.
 *
 * Restore loads into an empty target only and refuses anything else with a `BackupError`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** A refusal or failure to explain to the operator in one sentence (no stack trace). */
export class BackupError extends Error {}

/** The lock file a running console keeps in its PGlite DATA_DIR, holding its PID. */
export const LOCK_FILE = 'pglite.lock';

const PGLITE_MAGIC = Buffer.from([0x1f, 0x8b]); // gzip
const PG_DUMP_MAGIC = Buffer.from('PGDMP');

/** Where PGlite keeps its files inside DATA_DIR (src/server/db/client.ts, openDatabase). */
const pgliteDir = (dataDir) => path.join(dataDir, 'pglite');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error.code === 'EPERM';
  }
}

/** The PID of the live process holding `dataDir`'s lock, or undefined (no lock file, or a stale one). */
export async function lockHolder(dataDir) {
  let text;
  try {
    text = await fs.readFile(path.join(dataDir, LOCK_FILE), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number(/\d+/.exec(text)?.[0]);
  // Its own PID is stale too: in a container the console and a later backup are both PID 1.
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
}

/**
 * Runs `work` holding `dataDir`'s lock, so that no console starts on the files meanwhile.
 * @throws BackupError when a live process holds it
 */
async function withDataDirLock(dataDir, work) {
  const holder = await lockHolder(dataDir);
  if (holder) {
    throw new BackupError(`The console is running on ${dataDir} (PID ${holder} holds ${LOCK_FILE}): stop it first; PGlite is backed up and restored while the console is stopped.`);
  }
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  await fs.rm(file, { force: true }); // stale: its process is gone
  try {
    await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
  } catch (error) {
    if (error.code === 'EEXIST') throw new BackupError(`Another process took ${file} just now: try again once it is done.`);
    throw error;
  }
  try {
    return await work();
  } finally {
    await fs.rm(file, { force: true });
  }
}

async function isEmptyDir(dir) {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if (error.code === 'ENOENT') return true;
    throw error;
  }
}

const exists = (file) => fs.access(file).then(() => true, () => false);

/** Has `write` make `file` whole or not at all (through `<file>.partial`); refuses to replace a file. */
async function writeNew(file, write) {
  if (await exists(file)) throw new BackupError(`${file} exists already: choose a new file name.`);
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

const executable = (file) => fs.access(file, fs.constants.X_OK).then(() => true, () => false);

/** The newest PostgreSQL client program `name`: on PATH, else Debian's /usr/lib/postgresql/<n>/bin. */
export async function postgresProgram(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (await executable(candidate)) return candidate;
  }
  const versions = await fs.readdir('/usr/lib/postgresql').catch(() => []);
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const candidate = path.join('/usr/lib/postgresql', version, 'bin', name);
    if (await executable(candidate)) return candidate;
  }
  throw new BackupError(`${name} was not found on PATH or in /usr/lib/postgresql/*/bin: install the PostgreSQL client (e.g. apt install postgresql-client).`);
}

/**
 * Runs a PostgreSQL client program against `databaseUrl`. The password goes by PGPASSWORD, not the
 * command line, where every user of the machine could read it.
 */
async function runPostgresProgram(name, args, databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const program = await postgresProgram(name);
  const child = spawn(program, [...args, `--dbname=${url}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve, reject) => child.once('error', reject).once('close', resolve));
  if (code !== 0) throw new BackupError(`${name} failed (exit ${code}): ${stderr.trim()}`);
}

async function kindOf(file) {
  const handle = await fs.open(file).catch((error) => {
    if (error.code === 'ENOENT') throw new BackupError(`${file} does not exist.`);
    throw error;
  });
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (buffer.subarray(0, 5).equals(PG_DUMP_MAGIC)) return 'postgres';
    if (buffer.subarray(0, 2).equals(PGLITE_MAGIC)) return 'pglite';
    return undefined;
  } finally {
    await handle.close();
  }
}

/**
 * Writes a backup of the configured database to `file` (a new file).
 * @param {{ databaseUrl?: string, dataDir: string, file: string }} options
 * @returns {Promise<{ kind: 'pglite' | 'postgres', bytes: number }>}
 * @throws BackupError when the console holds DATA_DIR, there is no database, or the file exists
 */
export async function backup({ databaseUrl, dataDir, file }) {
  // Checked again on writing; here so that a refusal does not wait for the dump.
  if (await exists(file)) throw new BackupError(`${file} exists already: choose a new file name.`);
  if (databaseUrl) {
    await writeNew(file, (partial) => runPostgresProgram('pg_dump', ['--format=custom', `--file=${partial}`], databaseUrl));
    return { kind: 'postgres', bytes: (await fs.stat(file)).size };
  }
  return withDataDirLock(dataDir, async () => {
    const dir = pgliteDir(dataDir);
    if (await isEmptyDir(dir)) throw new BackupError(`There is no database in ${dir} to back up.`);
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    try {
      // Everything in the data files, not only in the write-ahead log: the backup loads faster.
      await client.exec('checkpoint');
      const tarball = await client.dumpDataDir('gzip');
      await writeNew(file, async (partial) => fs.writeFile(partial, Buffer.from(await tarball.arrayBuffer())));
    } finally {
      await client.close();
    }
    return { kind: 'pglite', bytes: (await fs.stat(file)).size };
  });
}

async function postgresIsEmpty(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S') and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%'`,
    );
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/**
 * Loads the backup `file` into the configured database, which must be empty: a new DATA_DIR
 * (or one without `pglite/`) or a database without tables.
 * @param {{ databaseUrl?: string, dataDir: string, file: string }} options
 * @returns {Promise<{ kind: 'pglite' | 'postgres' }>}
 * @throws BackupError when the target holds data, or the file is not a backup of that kind of database
 */
export async function restore({ databaseUrl, dataDir, file }) {
  const kind = await kindOf(file);
  if (!kind) throw new BackupError(`${file} is not a console backup (neither a PGlite tarball nor a pg_dump custom-format file).`);
  if (databaseUrl) {
    if (kind !== 'postgres') throw new BackupError(`${file} is a PGlite backup: unset DATABASE_URL to restore it into DATA_DIR.`);
    if (!(await postgresIsEmpty(databaseUrl))) {
      throw new BackupError('The database of DATABASE_URL is not empty: restore into a new, empty database.');
    }
    await runPostgresProgram('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file], databaseUrl);
    return { kind };
  }
  if (kind !== 'pglite') throw new BackupError(`${file} is a PostgreSQL backup: set DATABASE_URL to the empty database to restore it into.`);
  return withDataDirLock(dataDir, async () => {
    const dir = pgliteDir(dataDir);
    if (!(await isEmptyDir(dir))) throw new BackupError(`${dir} is not empty: restore into a new DATA_DIR, or move this one away first.`);
    try {
      const client = await PGlite.create(dir, { loadDataDir: new Blob([await fs.readFile(file)]), extensions: { pg_trgm } });
      await client.close();
    } catch (error) {
      // The folder was empty: what a failed load left there is of no use.
      await fs.rm(dir, { recursive: true, force: true });
      throw error;
    }
    return { kind };
  });
}

const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * The command line of `npm run backup -- FILE` and `npm run restore -- FILE`: reads DATABASE_URL
 * and DATA_DIR as the console does (DATA_DIR relative to the working directory, ./data by default),
 * says what it did in one line and exits 0; a refusal is one line on stderr and exit code 1.
 * @param {'backup' | 'restore'} operation
 */
export async function main(operation) {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error(`Usage: npm run ${operation} -- FILE   (with the console's DATABASE_URL or DATA_DIR in the environment)`);
    process.exit(2);
  }
  const options = { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: path.resolve(process.env.DATA_DIR || './data'), file: path.resolve(file) };
  const where = options.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the PGlite database in ${pgliteDir(options.dataDir)}`;
  try {
    if (operation === 'backup') {
      const { bytes } = await backup(options);
      console.log(`Backed up ${where} to ${options.file} (${megabytes(bytes)}).`);
    } else {
      await restore(options);
      console.log(`Restored ${options.file} into ${where}; the console brings it up to date (migrations) when it starts.`);
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
