import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runInRequest } from '../../../scripts/request-meta.mjs';
import { businessCategories } from '~/server/business-categories/schema';
import { dataVersion, keptPerVersion } from '~/server/db/data-version';
import { call, signIn } from '~/server/testing/client';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(async () => t.close());
afterAll(closeTemplate);

describe('the data version (what a kept page is checked against)', () => {
  it('moves when a write commits, as the driver and as Drizzle read it', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    const before = await t.database.dataVersion();
    // PostgreSQL's snapshot (xmin:xmax:xips), or PGlite's write count after its process's start.
    expect(before).toMatch(/^\w+:\d+/);
    const created = await call(t.app, 'POST', '/business-categories', { name: 'Logistics' }, { token });
    expect(created.status).toBe(201);
    const after = await t.database.dataVersion();
    expect(after).not.toBe(before);
    // On a shared PostgreSQL another test file may commit between two reads: compare Drizzle's read
    // with the driver's only when the driver read the same version before and after it.
    for (let attempt = 0; attempt < 20; attempt++) {
      const [first, viaDrizzle, last] = [await t.database.dataVersion(), await dataVersion(t.database.db), await t.database.dataVersion()];
      if (first !== last) continue;
      expect(viaDrizzle).toBe(first);
      return;
    }
    throw new Error('the data version never held still for three reads');
  });

  /** The versions before a write, inside its transaction after the insert, and after its commit. */
  const aroundWrite = async () => {
    const before = await t.database.dataVersion();
    let during = '';
    await t.database.db.transaction(async (tx) => {
      await tx.insert(businessCategories).values({ name: 'Freight', slug: 'freight' });
      during = await t.database.dataVersion();
    });
    return { before, during, committed: await t.database.dataVersion() };
  };

  it('moves once a write committed, from what it was before and while it ran', async () => {
    const { before, during, committed } = await aroundWrite();
    expect(committed).not.toBe(before);
    expect(committed).not.toBe(during);
  });

  // PostgreSQL's snapshot leaves out a transaction newer than every completed one; PGlite's count
  // moves as the write is sent, and again when it fails (write-count.ts).
  it.skipIf(Boolean(process.env.DATABASE_URL))('on PGlite, moves as soon as a write is sent, and after a write that failed', async () => {
    const { before, during, committed } = await aroundWrite();
    expect(during).not.toBe(before);
    await expect(t.database.db.insert(businessCategories).values({ name: 'Freight', slug: 'freight' })).rejects.toThrow();
    expect(await t.database.dataVersion()).not.toBe(committed);
  });

  // A shared PostgreSQL moves with the other test files' writes; only PGlite is this process's alone.
  it.skipIf(Boolean(process.env.DATABASE_URL))('stays the same while the data is only read', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    const before = await t.database.dataVersion();
    expect((await call(t.app, 'GET', '/business-categories', undefined, { token })).status).toBe(200);
    expect(await t.database.dataVersion()).toBe(before);
  });
});

describe('reads kept per data version (issue 28 §1)', () => {
  /** A read of every category that counts how often the database was asked. */
  const countedRead = () => {
    const read: { times: number; kept: () => Promise<{ name: string }[]> } = { times: 0, kept: async () => [] };
    read.kept = keptPerVersion(t.database.db, async () => {
      read.times += 1;
      return t.database.db.select().from(businessCategories);
    });
    return read;
  };

  it.skipIf(Boolean(process.env.DATABASE_URL))('is read once while the data is unchanged, and again once a write commits', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    const read = countedRead();
    const before = await read.kept();
    expect(await read.kept()).toBe(before);
    expect(read.times).toBe(1);
    expect((await call(t.app, 'POST', '/business-categories', { name: 'Logistics' }, { token })).status).toBe(201);
    const after = await read.kept();
    expect(read.times).toBe(2);
    expect(after.map((c) => c.name)).toEqual(expect.arrayContaining([...before.map((c) => c.name), 'Logistics']));
  });

  it("takes the version a page's render noted, without asking the database, and reads again at another", async () => {
    const read = countedRead();
    const inPage = (dataVersion: string) => runInRequest({ requestId: 'r', clientAddress: '127.0.0.1', https: false, started: 0, dataVersion }, read.kept);
    await inPage('7:7:');
    await inPage('7:7:');
    expect(read.times).toBe(1);
    await inPage('8:8:');
    expect(read.times).toBe(2);
  });

  it('forgets a read that failed', async () => {
    let fail = true;
    const kept = keptPerVersion(t.database.db, async () => {
      if (fail) throw new Error('database unavailable');
      return 'read';
    });
    await expect(kept()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await kept()).toBe('read');
  });
});
