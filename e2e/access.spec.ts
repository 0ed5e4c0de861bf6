/**
 * Managing what you lack, in the browser (issue 27): the Security tab says when a role's new
 * two-factor requirement applies (at the next sign-in; the session open before keeps working); a
 * role, super admin or employee holding more than hr offers hr no action; the viewer is told why it
 * cannot file an upgrade request; a cancelled customer's users offer no impersonation; the OI
 * dashboard lists settings changes. Screenshots of each page at 1280 and 390 px.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REQUIRED_NOT_SET_UP, REQUIREMENT_TIMING } from '../src/lib/auth/security';
import { E2E_RESULTS_DIR } from './env';
import { DEMO_PASSWORD, open, stateFile } from './fixtures';

const WIDTHS = [1280, 390] as const;

/** Screenshots `url` at both widths after `check`, asserting the page does not scroll sideways. */
async function shoot(page: Page, name: string, url: string, check: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await open(page, url);
    await check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(E2E_RESULTS_DIR, `access-${name}-${width}.png`), fullPage: true });
  }
}

/** An API session of the demo super admin. */
async function superAdminApi(request: APIRequestContext, baseURL: string): Promise<Record<string, string>> {
  const headers = { origin: baseURL };
  expect((await request.post('/api/v1/auth/login', { data: { email: 'superadmin@example.com', password: DEMO_PASSWORD }, headers })).status()).toBe(200);
  return headers;
}

test.describe('the Security tab', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("says that a role's new two-factor requirement applies at the next sign-in, while this session keeps working", async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL: baseURL! });
    const headers = await superAdminApi(api, baseURL!);
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const role = await api.post('/api/v1/roles', { data: { name: `e2e_2fa_${tag}`, permissions: ['b:access::profile'] }, headers });
    expect(role.status()).toBe(201);
    const roleId = (await role.json()).data.id as string;
    const designations = (await (await api.get('/api/v1/designations?pageSize=50', { headers })).json()).data as Array<{ id: string; departmentId: string; status: string }>;
    const place = designations.find((d) => d.status === 'active')!;
    const email = `e2e-2fa-role-${tag}@example.com`;
    const created = await api.post('/api/v1/employees', {
      data: { first_name: 'Tariq', last_name: 'Twofactor', email, contact: '+12025550123', departmentId: place.departmentId, designationId: place.id, roleId },
      headers,
    });
    expect(created.status()).toBe(201);
    const password = 'role-requirement-password';
    const set = await api.put(`/api/v1/employees/${(await created.json()).data.id}/password`, { data: { password, confirmPassword: password }, headers });
    expect(set.status()).toBe(200);

    await open(page, '/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/$/);
    await open(page, '/profile?tab=security');
    await expect(page.getByText(REQUIREMENT_TIMING)).toBeVisible();

    expect((await api.patch(`/api/v1/roles/${roleId}`, { data: { requiresTwoFactor: true }, headers })).status()).toBe(200);
    await shoot(page, 'security-tab-required', '/profile?tab=security', async () => {
      await expect(page).toHaveURL(/\/profile/);
      await expect(page.getByText(REQUIRED_NOT_SET_UP)).toBeVisible();
      await expect(page.getByText('required for your account')).toBeVisible();
    });
    await api.dispose();
  });
});

test.describe('as hr manager', () => {
  test.use({ storageState: stateFile('hr') });

  test('offers no change of a role, super admin or employee holding more than hr', async ({ page }) => {
    await shoot(page, 'roles-hr', '/owner-universe/dashboard/users/roles?q=manager', async () => {
      await expect(page.locator('tr[data-role-row="inventory_manager"]')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit Inventory Manager' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete Inventory Manager' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Duplicate Inventory Manager' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Duplicate HR Manager' })).toHaveCount(1);
    });
    const inventory = (await (await page.request.get('/api/v1/roles?q=inventory')).json()).data[0] as { id: string };
    await open(page, `/owner-universe/dashboard/users/roles?edit=${inventory.id}`);
    await expect(page.getByText('You cannot change this role.')).toBeVisible();
    await expect(page.getByText('It holds permissions you do not have.')).toBeVisible();

    await shoot(page, 'super-admins-hr', '/owner-universe/dashboard/users/list-of-super-admin', async () => {
      await expect(page.getByRole('button', { name: /^(Disable|Enable|Delete|Resend invite|Revoke invite) / })).toHaveCount(0);
      // Nor in a row's "More" menu.
      await expect(page.locator('tbody [data-action]')).toHaveCount(0);
    });

    await shoot(page, 'employees-hr', '/owner-universe/dashboard/users/employees?q=inventory%40example.com', async () => {
      await expect(page.getByText('inventory@example.com')).toBeVisible();
      await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Set password / })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: /^Set password / })).toHaveCount(0);
    });
  });
});

test.describe('as viewer', () => {
  test.use({ storageState: stateFile('viewer') });

  test("is told on a customer's page that filing an upgrade request needs oi:add::upgrade_package_request", async ({ page }) => {
    const [customer] = (await (await page.request.get('/api/v1/customers?status=active&pageSize=1')).json()).data as Array<{ id: string }>;
    await shoot(page, 'customer-viewer', `/owner-inventory/dashboard/customers/${customer!.id}`, async () => {
      await expect(page.getByText('Filing a request needs the permission to add upgrade package requests (oi:add::upgrade_package_request).')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'File a request' })).toHaveCount(0);
    });
  });
});

test.describe('as super admin', () => {
  test.use({ storageState: stateFile('superadmin') });

  test("offers no impersonation of a cancelled customer's users", async ({ page }) => {
    const [customer] = (await (await page.request.get('/api/v1/customers?status=cancelled&pageSize=1')).json()).data as Array<{ id: string; businessName: string }>;
    const [user] = (await (await page.request.get(`/api/v1/customer-users?customer=${customer!.id}`)).json()).data as Array<{ id: string }>;
    await shoot(page, 'customer-user-cancelled', `/owner-inventory/dashboard/customers/users/${user!.id}`, async () => {
      await expect(page.getByText(`${customer!.businessName} is cancelled: its users cannot be impersonated.`)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Impersonate/ })).toHaveCount(0);
    });
  });
});

test.describe('as inventory manager', () => {
  test.use({ storageState: stateFile('inventory') });

  test('sees the changes of the inventory settings on the OI dashboard', async ({ page }) => {
    await shoot(page, 'oi-dashboard-settings', '/owner-inventory/dashboard', async () => {
      await expect(page.getByRole('heading', { name: /^Settings changes/ })).toBeVisible();
    });
  });
});
