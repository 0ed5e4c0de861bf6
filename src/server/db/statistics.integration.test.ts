import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPglite, pgliteHandle, type DatabaseHandle } from '~/server/db/client';
import { refreshStaleStatistics } from '~/server/db/statistics';

let handle: DatabaseHandle | undefined;
afterEach(async () => handle?.close());

const reltuples = async (db: DatabaseHandle['db']) => {
  const result = (await db.execute(sql`select reltuples from pg_class where relname = 'grown'`)) as unknown as { rows: { reltuples: number }[] };
  return Number(result.rows[0]?.reltuples);
};

describe('refreshStaleStatistics (PGlite has no autovacuum)', () => {
  it('analyses a table that grew since its last ANALYZE, and leaves it alone once current', async () => {
    handle = pgliteHandle(await createPglite());
    const { db } = handle;
    await db.execute(sql`create table grown (n int)`);
    await db.execute(sql`insert into grown select g from generate_series(1, 100) g`);
    await db.execute(sql`analyze grown`);
    expect(await refreshStaleStatistics(db)).toEqual([]);

    await db.execute(sql`insert into grown select g from generate_series(1, 50000) g`);
    expect(await refreshStaleStatistics(db)).toEqual(['grown']);
    expect(await reltuples(db)).toBeGreaterThan(40_000);
    expect(await refreshStaleStatistics(db)).toEqual([]);
  });

  it('analyses a small table never analysed, whose page count CREATE INDEX already set', async () => {
    handle = pgliteHandle(await createPglite());
    const { db } = handle;
    await db.execute(sql`create table small (n int, retired boolean not null)`);
    await db.execute(sql`insert into small select g, g > 60 from generate_series(1, 75) g`);
    await db.execute(sql`create index small_n on small (n)`);
    const estimate = async () => {
      const plan = (await db.execute(sql`explain select * from small where not retired`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return Number(/rows=(\d+)/.exec(plan.rows[0]!['QUERY PLAN'])?.[1]);
    };
    expect(await estimate()).toBeLessThan(50);

    expect(await refreshStaleStatistics(db)).toEqual(['small']);
    expect(await estimate()).toBe(60);
    expect(await refreshStaleStatistics(db)).toEqual([]);
  });

  it('leaves an empty table alone, which no ANALYZE gives column statistics', async () => {
    handle = pgliteHandle(await createPglite());
    const { db } = handle;
    await db.execute(sql`create table empty (n int)`);
    await db.execute(sql`create index empty_n on empty (n)`);
    expect(await refreshStaleStatistics(db)).toEqual([]);
    await db.execute(sql`insert into empty values (1)`);
    expect(await refreshStaleStatistics(db)).toEqual(['empty']);
    await db.execute(sql`delete from empty`);
    await db.execute(sql`vacuum empty`);
    expect(await refreshStaleStatistics(db)).toEqual([]);
  });
});
