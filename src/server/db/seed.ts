/**
 * Start-up data: the permission catalog (always kept in sync), then on an empty database either the
 * demo roles and accounts of DESIGN.md or the first super admin from ADMIN_EMAIL/ADMIN_PASSWORD.
 */
import { count, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, PERMISSION_CATALOG, type Permission } from '~/lib/permissions';
import { hashPassword } from '~/server/auth/passwords';
import { permissions, roles, users } from '~/server/auth/schema';
import type { BackendConfig } from '~/server/config';
import type { Database, DatabaseHandle } from '~/server/db/client';
import { seedDemoDataCenters } from '~/server/data-centers/seed';
import { seedDemoLeads } from '~/server/leads/seed';
import { renewSubscriptions } from '~/server/customers/renewals';
import { seedDemoCustomers } from '~/server/customers/seed';
import { seedDemoRoles } from '~/server/roles/seed';
import { seedDemoAuditLog } from '~/server/audit/seed';
import { assignDemoLeadCategories, seedDemoCategories } from '~/server/business-categories/seed';
import { seedDemoPackages } from '~/server/packages/seed';
import { seedDemoResellers } from '~/server/resellers/seed';
import { SUPER_ADMIN_ROLE } from '~/server/auth/users';
import { seedDemoSuperAdmins } from '~/server/super-admins/seed';
import { seedDemoEmployees } from '~/server/employees/seed';
import { seedDemoUpgradeRequests } from '~/server/upgrade-requests/seed';
import { fillMissingSiteHosts } from '~/server/customers/site-host';
import { settingsService } from '~/server/settings/service';

const VIEW_ACTIONS = ['view', 'view_single_data_center', 'single_lead_information'];
const isOi = (p: string) => p.startsWith('oi:');
const isOu = (p: string) => p.startsWith('ou:');
const isOiView = (p: string) => isOi(p) && (p.startsWith('oi:access::') || VIEW_ACTIONS.includes(p.slice(3).split('::')[0] ?? ''));

/** The demo roles of DESIGN.md and their permissions. */
export const DEMO_ROLES: Record<string, Permission[]> = {
  [SUPER_ADMIN_ROLE]: [...ALL_PERMISSIONS],
  inventory_manager: ALL_PERMISSIONS.filter((p) => p === 'b:access::profile' || isOi(p)),
  hr_manager: ALL_PERMISSIONS.filter((p) => p === 'b:access::profile' || isOu(p)),
  viewer: ALL_PERMISSIONS.filter((p) => p === 'b:access::profile' || isOiView(p)),
};

/** The names the demo roles show (issue 26 §8); their codes are the keys of DEMO_ROLES. */
export const DEMO_ROLE_LABELS: Record<string, string> = {
  [SUPER_ADMIN_ROLE]: 'Super Admin',
  inventory_manager: 'Inventory Manager',
  hr_manager: 'HR Manager',
  viewer: 'Viewer',
};

/** The demo accounts of DESIGN.md, all with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = [
  { email: 'superadmin@example.com', role: SUPER_ADMIN_ROLE, name: 'Sara Admin', contact: '+923001234567' },
  { email: 'inventory@example.com', role: 'inventory_manager', firstName: 'Imran', lastName: 'Khan', contact: '+923001112233' },
  { email: 'hr@example.com', role: 'hr_manager', firstName: 'Hina', lastName: 'Raza', contact: '+923004445566' },
  { email: 'viewer@example.com', role: 'viewer', firstName: 'Vera', lastName: 'Viewer', contact: '+923007778899' },
] as const;

/** Upserts the permission catalog and gives the super_admin role every permission. */
export async function syncCatalog(db: Database): Promise<void> {
  await db
    .insert(permissions)
    .values(PERMISSION_CATALOG.map((p) => ({ code: p.code, module: p.module, description: p.description })))
    .onConflictDoUpdate({ target: permissions.code, set: { description: sql`excluded.description`, module: sql`excluded.module` } });
  await db
    .insert(roles)
    .values({ name: SUPER_ADMIN_ROLE, label: DEMO_ROLE_LABELS[SUPER_ADMIN_ROLE]!, system: true, permissions: [...ALL_PERMISSIONS] })
    .onConflictDoUpdate({ target: roles.name, set: { system: true, permissions: [...ALL_PERMISSIONS] } });
}

/** Inserts the demo roles and accounts. */
export async function seedDemoAccounts(db: Database, password: string): Promise<void> {
  const roleRows = await db
    .insert(roles)
    .values(Object.entries(DEMO_ROLES).map(([name, perms]) => ({ name, label: DEMO_ROLE_LABELS[name]!, permissions: perms })))
    .onConflictDoUpdate({ target: roles.name, set: { permissions: sql`excluded.permissions` } })
    .returning();
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
  const passwordHash = await hashPassword(password);
  await db.insert(users).values(
    DEMO_ACCOUNTS.map((a) => ({
      email: a.email,
      passwordHash,
      roleId: roleId.get(a.role)!,
      isSuperAdmin: a.role === SUPER_ADMIN_ROLE,
      contact: a.contact,
      name: 'name' in a ? a.name : null,
      firstName: 'firstName' in a ? a.firstName : null,
      lastName: 'lastName' in a ? a.lastName : null,
    })),
  );
}

async function createFirstSuperAdmin(db: Database, email: string, password: string): Promise<void> {
  const [role] = await db.select().from(roles).where(sql`${roles.name} = ${SUPER_ADMIN_ROLE}`);
  if (!role) throw new Error('The super_admin role is missing; the catalog sync did not run.');
  await db.insert(users).values({
    email,
    passwordHash: await hashPassword(password),
    roleId: role.id,
    isSuperAdmin: true,
    name: 'Super Admin',
  });
}

/** What start-up did to the data. */
export type SeedOutcome = 'existing' | 'demo' | 'admin';

/**
 * Prepares the data for serving; `env` is where setting overrides are read (LEADS_DOMAIN).
 * @throws Error with a clear message on an empty database that has neither demo data nor ADMIN_EMAIL
 */
export async function prepareData(handle: DatabaseHandle, config: BackendConfig, env: Record<string, string | undefined> = process.env): Promise<SeedOutcome> {
  const { db } = handle;
  await syncCatalog(db);
  const [row] = await db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) {
    await fillMissingSiteHosts(db, (await settingsService({ db, env }).values()).leadsDomain);
    return 'existing';
  }
  const demo = config.demoData ?? (handle.kind === 'pglite' && !config.adminEmail);
  if (demo) {
    await seedDemoAccounts(db, config.demoPassword);
    await seedDemoRoles(db);
    await seedDemoSuperAdmins(db, config.demoPassword);
    await seedDemoEmployees(db, config.demoPassword);
    const categoryIds = await seedDemoCategories(db);
    await seedDemoPackages(db, categoryIds);
    await seedDemoResellers(db, categoryIds);
    if (config.cloudProvider === 'simulator') {
      await seedDemoDataCenters(db, 'superadmin@example.com');
      await seedDemoLeads(db, 'superadmin@example.com', config.leadsDomain);
      await assignDemoLeadCategories(db);
      await seedDemoCustomers(db, 'superadmin@example.com', config.leadsDomain);
      await seedDemoAuditLog(db);
    }
    // Over the demo customers; the customers seed must run before it.
    await seedDemoUpgradeRequests(db);
    // The backdated customers' periods ended long ago: they renew up to today, as the daily job would.
    await renewSubscriptions(db);
    return 'demo';
  }
  if (config.adminEmail && config.adminPassword) {
    if (config.adminPassword.length < 8) throw new Error('ADMIN_PASSWORD must be at least 8 characters long.');
    await createFirstSuperAdmin(db, config.adminEmail.toLowerCase(), config.adminPassword);
    return 'admin';
  }
  throw new Error(
    'The database has no users. Set DEMO_DATA=1 to load the demo accounts, or ADMIN_EMAIL and ADMIN_PASSWORD to create the first super admin.',
  );
}
