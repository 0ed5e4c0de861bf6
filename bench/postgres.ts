/**
 * A PostgreSQL server for a bench: BENCH_DATABASE_URL's when set (a database is made on it and dropped
 * after), else a throwaway cluster of the machine's PostgreSQL binaries on a free port, as .ci/run
 * starts one (run as the postgres user when this process is root, which initdb refuses).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, tempDir } from '../e2e/processes';

/** The newest /usr/lib/postgresql/N/bin, or undefined when PostgreSQL is not installed. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

/** Runs `bin/tool args`, as the postgres user when this process is root. */
function run(bin: string, tool: string, args: string[]): void {
  const command = [path.join(bin, tool), ...args];
  if (os.userInfo().uid === 0) {
    const quoted = command.map((part) => `'${part.replaceAll("'", `'\\''`)}'`).join(' ');
    execFileSync('su', ['postgres', '-c', quoted], { cwd: '/', stdio: 'ignore' });
  } else {
    execFileSync(command[0]!, command.slice(1), { stdio: 'ignore' });
  }
}

/** Why there is no PostgreSQL to measure on, or undefined when there is one. */
export function postgresMissing(): string | undefined {
  return process.env.BENCH_DATABASE_URL || postgresBin() ? undefined : 'no PostgreSQL: set BENCH_DATABASE_URL or install PostgreSQL (/usr/lib/postgresql/N/bin)';
}

/** Calls `use` with the URL of an empty database, and removes the database or the cluster after. */
export async function withPostgres<T>(use: (url: string) => Promise<T>): Promise<T> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    const name = `oc_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const url = new URL(given);
      url.pathname = `/${name}`;
      try {
        return await use(url.toString());
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    } finally {
      await admin.end();
    }
  }
  const bin = postgresBin();
  if (!bin) throw new Error(postgresMissing());
  const dir = tempDir('oc-bench-pg-');
  if (os.userInfo().uid === 0) fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), -1);
  const port = await freePort();
  run(bin, 'initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres']);
  run(bin, 'pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`, '-w', 'start']);
  try {
    return await use(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    run(bin, 'pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
  }
}
