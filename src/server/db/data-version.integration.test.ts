import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataVersion } from '~/server/db/data-version';
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
    expect(before).toMatch(/^\d+:\d+:/);
    const created = await call(t.app, 'POST', '/business-categories', { name: 'Logistics' }, { token });
    expect(created.status).toBe(201);
    const after = await t.database.dataVersion();
    expect(after).not.toBe(before);
    expect(await dataVersion(t.database.db)).toBe(await t.database.dataVersion());
  });

  // A shared PostgreSQL moves with the other test files' writes; only PGlite is this process's alone.
  it.skipIf(Boolean(process.env.DATABASE_URL))('stays the same while the data is only read', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    const before = await t.database.dataVersion();
    expect((await call(t.app, 'GET', '/business-categories', undefined, { token })).status).toBe(200);
    expect(await t.database.dataVersion()).toBe(before);
  });
});
