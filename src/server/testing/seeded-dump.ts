/**
 * The migrated and seeded PGlite database of the integration tests, made once per run (vitest
 * globalSetup) and handed to every test file as a dump of its data dir: loading the dump takes half
 * a second where migrating and seeding took four, in each of some thirty files. The dump holds the
 * reset point that lets a test's database be put back in place for the next (reset-point.ts). With DATABASE_URL
 * the tests copy PostgreSQL databases instead (postgres-copies.ts), and nothing is made here.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, pgliteHandle } from '~/server/db/client';
import { prepareData } from '~/server/db/seed';
import { baseTestConfig } from '~/server/testing/backend';
import { markResetPoint } from '~/server/testing/reset-point';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the seeded database's data-dir dump (a tar file). */
    seededPgliteDump: string;
  }
}

/** Makes the dump and provides its path; the returned teardown removes it. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const client = await createPglite();
  try {
    const handle = pgliteHandle(client);
    await handle.migrate();
    await prepareData(handle, baseTestConfig());
    await markResetPoint(client);
    const dump = await client.dumpDataDir('none');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'oc-seeded-'));
    const file = path.join(dir, 'seeded.tar');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('seededPgliteDump', file);
    return () => fs.rm(dir, { recursive: true, force: true });
  } finally {
    await client.close();
  }
}
