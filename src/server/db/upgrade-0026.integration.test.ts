import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { permissions, roles } from '~/server/auth/schema';
import { customers } from '~/server/customers/schema';
import { MIGRATIONS_DIR } from '~/server/db/client';
import { prepareData } from '~/server/db/seed';
import { baseTestConfig, closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';

// A database made before issue 27 gets the new permissions and the stored sites at its upgrade:
// the roles are set back to what they held then, and the migration's role statements run again.
let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const NEW_CODES = ['oi:add::upgrade_package_request', 'oi:edit::upgrade_package_request', 'oi:edit::setting'];

async function permissionsOf(name: string): Promise<string[]> {
  const [row] = await t.database.db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.name, name));
  return row!.permissions;
}

/** The UPDATE statements of migration 0026 (its ALTER has run already). */
function roleStatements(): string[] {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0026_site_host_new_permissions.sql'), 'utf8');
  return text.split('--> statement-breakpoint').filter((s) => /^\s*UPDATE/m.test(s.replace(/^--.*$/gm, '')));
}

describe('migration 0026 on the roles of an existing database (issue 27)', () => {
  it('gives the new codes to the role that held every OI permission and the upgrade codes to deciders, not to the viewer or hr', async () => {
    const before: Record<string, string[]> = {};
    for (const name of ['inventory_manager', 'viewer', 'hr_manager', 'support_agent']) {
      before[name] = (await permissionsOf(name)).filter((p) => !NEW_CODES.includes(p));
      await t.database.db.update(roles).set({ permissions: before[name] }).where(eq(roles.name, name));
    }
    // A role that decides upgrade requests but does not hold every OI permission.
    await t.database.db
      .update(roles)
      .set({ permissions: [...before.support_agent!, 'oi:approve::upgrade_package_request'] })
      .where(eq(roles.name, 'support_agent'));
    // The catalog table as it stood before (start-up adds the new codes after the migrations).
    await t.database.db.delete(permissions).where(inArray(permissions.code, NEW_CODES));
    for (const statement of roleStatements()) await t.database.db.execute(sql.raw(statement));

    expect(await permissionsOf('inventory_manager')).toEqual(expect.arrayContaining(NEW_CODES));
    const decider = await permissionsOf('support_agent');
    expect(decider).toEqual(expect.arrayContaining(['oi:add::upgrade_package_request', 'oi:edit::upgrade_package_request', 'oi:access::upgrade_package_request']));
    expect(decider).not.toContain('oi:edit::setting');
    expect(await permissionsOf('viewer')).toEqual(before.viewer);
    expect(await permissionsOf('hr_manager')).toEqual(before.hr_manager);
  });
});

describe('start-up on an existing database', () => {
  it("stores each customer's site under the leads domain as it stands, the environment's included", async () => {
    const [one] = await t.database.db.select().from(customers).limit(1);
    expect(one!.siteHost).toBe(`${one!.subdomain}.leads.example.com`);
    await t.database.db.update(customers).set({ siteHost: null }).where(eq(customers.id, one!.id));
    expect(await prepareData(t.database, baseTestConfig(), { LEADS_DOMAIN: 'clients.example.net' })).toBe('existing');
    const [after] = await t.database.db.select().from(customers).where(eq(customers.id, one!.id));
    expect(after!.siteHost).toBe(`${one!.subdomain}.clients.example.net`);
    const [others] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(customers).where(sql`${customers.siteHost} like '%.clients.example.net'`);
    expect(others!.n).toBe(1);
  });
});
