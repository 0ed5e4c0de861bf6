/**
 * Roles end to end (issue 11 §5): create a role in the permission matrix with a row's select-all and
 * its implied permissions, duplicate it and delete the copy; then, on a console of its own, give a
 * new role to an account made in the test's setup and see exactly the menu it grants.
 * Until a user API exists, the account is written to that console's database while it is stopped.
 */
import type { ChildProcess } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, hydrated, open, stateFile } from './fixtures';
import { freePort, startServer, stopServer, tempDir } from './processes';

const ROLES = '/owner-universe/dashboard/users/roles';
const toast = (page: Page, text: string | RegExp) => page.locator('.toast-success').filter({ hasText: text });
const box = (page: Page, code: string) => page.locator(`input[value="${code}"]`);
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Fills the role form: the typed name, then select-all on the "all leads" row; saves through the review dialog. */
async function createLeadsRole(page: Page, base: string, typed: string): Promise<void> {
  await open(page, `${base}${ROLES}?new=1`);
  await page.getByLabel('Role name').fill(typed);
  await page.getByLabel('Description').fill('Works on every lead');
  await page.getByRole('checkbox', { name: 'Select all all leads' }).check();
  await box(page, 'b:access::profile').check();
  await box(page, 'oi:access::dashboard_inventory').check();
}

async function review(page: Page, confirm: string): Promise<void> {
  await page.getByRole('button', { name: /Review/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Permissions added');
  // Permissions by what they allow, never by code (issue 26 §8).
  await expect(dialog).toContainText('Add all leads');
  await expect(dialog).not.toContainText('::');
  await dialog.getByRole('button', { name: confirm }).click();
}

test.describe('as the super admin', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('creates a role in the matrix with implied permissions, duplicates it and deletes the copy', async ({ page }) => {
    const id = tag();
    // A role keeps its name as typed; its code is what the URL and the rows key on (issue 26 §8).
    const typed = `E2E Clerk ${id}`;
    await createLeadsRole(page, '', typed);
    const name = `e2e_clerk_${id}`;
    await expect(page.getByLabel('Role name')).toHaveValue(typed);
    for (const action of ['add', 'edit', 'delete', 'view', 'single_lead_information']) await expect(box(page, `oi:${action}::allleads`)).toBeChecked();
    // The page access codes come with the actions, checked and locked, with the reason.
    for (const code of ['oi:access::all_leads', 'oi:access::leads', 'oi:access::oi']) {
      await expect(box(page, code)).toBeChecked();
      await expect(box(page, code)).toBeDisabled();
    }
    await expect(page.getByText('implied by Add all leads').first()).toBeVisible();
    await expect(page.getByText(/^10 of \d+ permissions selected, 3 of them implied$/)).toBeVisible();
    // The filter narrows the matrix to matching permissions.
    await page.getByLabel('Filter').fill('datacenter');
    await expect(box(page, 'oi:view::allleads')).toHaveCount(0);
    await expect(box(page, 'oi:start::datacenter')).toBeVisible();
    await page.getByLabel('Filter').fill('');

    await review(page, 'Create Role');
    await expect(toast(page, 'Role created successfully')).toBeVisible();
    await open(page, `${ROLES}?q=${name}`);
    const row = page.locator(`tr[data-role-row="${name}"]`);
    await expect(row.locator('td').first()).toContainText(typed);
    await expect(row.locator('td').nth(2)).toHaveText('10');

    await row.getByRole('button', { name: /Duplicate/ }).click();
    await expect(toast(page, `Role duplicated as ${typed} copy`)).toBeVisible();
    await expect(page).toHaveURL(/\?edit=/);
    await hydrated(page);
    await expect(page.getByLabel('Role name')).toHaveValue(`${typed} copy`);
    await expect(box(page, 'oi:delete::allleads')).toBeChecked();

    await open(page, `${ROLES}?q=${name}_copy`);
    await page.locator(`tr[data-role-row="${name}_copy"]`).getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Role' });
    await expect(dialog).toContainText(`Delete the role ${typed} copy?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Role ${typed} copy has been deleted.`)).toBeVisible();
    await expect(page.locator(`tr[data-role-row="${name}_copy"]`)).toHaveCount(0);
  });

  test('a name of emoji only says what is wrong with what was typed, and keeps it (issue 26 §13)', async ({ page }) => {
    await open(page, `${ROLES}?new=1`);
    await hydrated(page);
    await page.getByLabel('Role name').fill('😀🎉');
    await expect(page.getByLabel('Role name')).toHaveValue('😀🎉');
    await page.getByRole('button', { name: /Review/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#role-name-hint')).toHaveText('Role name may contain only letters A–Z, digits, spaces, hyphens and underscores, not “😀🎉”');
    await expect(page.getByLabel('Role name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Role name')).toBeFocused();
  });

  test('refuses to delete a role that users hold, naming how many', async ({ page }) => {
    await open(page, `${ROLES}?q=viewer`);
    await page.locator('tr[data-role-row="viewer"]').getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog', { name: 'Delete Role' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.toast-error').filter({ hasText: /This role is assigned to \d+ users?\./ })).toBeVisible();
  });
});

test.describe('a new role given to an account', () => {
  let dataDir: string;
  let base: string;
  let port: number;
  let console_: ChildProcess | undefined;

  const start = async () => {
    console_ = await startServer('node', ['scripts/serve.mjs'], { PORT: String(port), DATA_DIR: dataDir, DIST_DIR: process.env.DIST_DIR || 'dist' }, `${base}/healthz`);
  };

  test.beforeAll(async () => {
    // A fresh console migrates and seeds its database first: slower than the shared one.
    test.setTimeout(120_000);
    dataDir = tempDir('oc-roles-');
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await start();
  });
  test.afterAll(() => stopServer(console_));

  test('signs in and sees exactly the menu the role grants', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto(`${base}/`);
    await page.getByLabel('Email').fill('superadmin@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/dashboard/);
    await createLeadsRole(page, base, 'Lead Clerk');
    await review(page, 'Create Role');
    await expect(toast(page, 'Role created successfully')).toBeVisible();

    // No user API yet: the account is made in this console's database while it is stopped.
    await stopServer(console_);
    const db = await PGlite.create(`${dataDir}/pglite`, { extensions: { pg_trgm } });
    await db.query(
      `insert into users (email, password_hash, role_id, first_name, last_name)
       select 'clerk@example.org', password_hash, (select id from roles where name = 'lead_clerk'), 'Cleo', 'Clerk' from users where email = 'viewer@example.com'`,
    );
    await db.close();
    await start();

    await page.context().clearCookies();
    await page.goto(`${base}/`);
    await page.getByLabel('Email').fill('clerk@example.org');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${base}/owner-inventory/dashboard`);
    const nav = page.getByRole('navigation', { name: /Inventory/ });
    const tabs = nav.locator(':scope > ul > li > a, :scope > ul > li > details > summary');
    await expect(tabs).toHaveText(['Dashboard Inventory', 'Leads', 'Settings']);
    await expect(page.locator('[data-role-name]')).toHaveText('Lead Clerk');
    await expect(page.getByRole('button', { name: /Switch sub-product/ })).toBeVisible();
    await tabs.filter({ hasText: 'Leads' }).click();
    await expect(page).toHaveURL(`${base}/owner-inventory/dashboard/leads/all-leads`);
    // Leads shows only the sub-tab the role grants; Settings → General is open to every signed-in user (spec §6).
    await expect(nav.locator('details a')).toHaveText(['All Leads', 'General']);
    expect((await page.goto(`${base}/owner-universe/dashboard/users/roles`))?.status()).toBe(403);
  });
});
