import { count, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '~/server/auth/schema';
import { readConfig } from '~/server/config';
import { createPglite, pgliteHandle, type DatabaseHandle } from '~/server/db/client';
import { prepareData } from '~/server/db/seed';
import { departments } from '~/server/departments/schema';
import { designations } from '~/server/designations/schema';
import { DEMO_SUPER_ADMINS } from '~/server/super-admins/seed';
import { DEMO_DEPARTMENTS, DEMO_EMPLOYEE_COUNT } from '~/server/employees/seed';

// Start-up seeding decides what an empty database gets; these run on their own fresh PGlite.
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function emptyDatabase(): Promise<DatabaseHandle> {
  handle = pgliteHandle(await createPglite());
  await handle.migrate();
  return handle;
}

const base = readConfig({ DATA_DIR: '/tmp/owner-console-test', SIMULATOR_DELAY_MS: '0' });

describe.skipIf(Boolean(process.env.DATABASE_URL))('prepareData on an empty database', () => {
  it('refuses to start with a clear message without demo data or a first super admin', async () => {
    const db = await emptyDatabase();
    await expect(prepareData(db, { ...base, demoData: false })).rejects.toThrow(/DEMO_DATA=1.*ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('creates the first super admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const db = await emptyDatabase();
    expect(await prepareData(db, { ...base, demoData: false, adminEmail: 'Owner@Example.com', adminPassword: 'long-enough-pass' })).toBe('admin');
    const [owner] = await db.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(owner?.isSuperAdmin).toBe(true);
  });

  it('seeds the demo accounts once, then leaves an existing database alone', async () => {
    const db = await emptyDatabase();
    expect(await prepareData(db, { ...base, demoData: true })).toBe('demo');
    expect(await prepareData(db, { ...base, demoData: true })).toBe('existing');
    const [row] = await db.db.select({ value: count() }).from(users);
    expect(row?.value).toBe(4 + DEMO_SUPER_ADMINS.length + DEMO_EMPLOYEE_COUNT);
    // Issue 12 §7: the org lists have more than one page, and the staff accounts are employees with codes.
    const [orgs] = await db.db.select({ value: count() }).from(departments);
    expect(orgs?.value).toBe(DEMO_DEPARTMENTS.length);
    const [titles] = await db.db.select({ value: count() }).from(designations);
    expect(titles?.value).toBe(15);
    const [hr] = await db.db.select().from(users).where(eq(users.email, 'hr@example.com'));
    expect(hr?.employeeCode).toBe('EMP-00002');
    const [coded] = await db.db.select({ value: count() }).from(users).where(isNotNull(users.employeeCode));
    expect(coded?.value).toBe(3 + DEMO_EMPLOYEE_COUNT);
  });
});
