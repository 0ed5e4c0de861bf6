import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPglite, pgliteHandle, type DatabaseHandle } from '~/server/db/client';
import { scheduleStatisticsUpkeep } from '~/server/jobs/statistics-upkeep';

let handle: DatabaseHandle | undefined;
afterEach(async () => handle?.close());

const estimatedRows = async (db: DatabaseHandle['db']) => {
  const result = (await db.execute(sql`select reltuples from pg_class where relname = 'grown'`)) as unknown as { rows: { reltuples: number }[] };
  return Number(result.rows[0]?.reltuples);
};

describe('scheduleStatisticsUpkeep (PGlite has no autovacuum)', () => {
  it('analyses a table that grew while the process runs, at its first look and at the later ones', async () => {
    handle = pgliteHandle(await createPglite());
    const { db } = handle;
    await db.execute(sql`create table grown (n int)`);
    await db.execute(sql`insert into grown select g from generate_series(1, 100) g`);
    await db.execute(sql`analyze grown`);
    await db.execute(sql`insert into grown select g from generate_series(1, 50000) g`);

    const upkeep = scheduleStatisticsUpkeep(db, 50);
    try {
      await expect.poll(() => estimatedRows(db)).toBeGreaterThan(40_000);
      // Grown again after the first look: a later look sees it without a restart.
      await db.execute(sql`insert into grown select g from generate_series(1, 100000) g`);
      await expect.poll(() => estimatedRows(db), { timeout: 5_000 }).toBeGreaterThan(140_000);
    } finally {
      await upkeep.stop();
    }
  });
});
