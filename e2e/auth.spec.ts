import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, hydrated, open, signIn, type AccountKey } from './fixtures';

test.describe('sign in', () => {
  for (const key of Object.keys(ACCOUNTS) as AccountKey[]) {
    test(`${key} signs in and lands on their dashboard`, async ({ page }) => {
      const account = ACCOUNTS[key];
      await signIn(page, account.email);
      await expect(page).toHaveURL(account.home);
      await expect(page.getByRole('banner')).toContainText(account.name);
    });
  }

  test('empty fields show the validation messages', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('the password field shows and hides its text', async ({ page }) => {
    await open(page, '/');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-text');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show Password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide Password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test('sign out returns to / and the dashboard then redirects to sign-in', async ({ page }) => {
  await signIn(page, ACCOUNTS.inventory.email);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goto('/owner-inventory/dashboard');
  await expect(page).toHaveURL('/?next=%2Fowner-inventory%2Fdashboard');
});

test('an unknown path goes to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
});

test('a cookie whose text is "undefined" is removed and the visitor sent to sign in', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'authToken', value: 'undefined', url: baseURL! }]);
  await page.goto('/owner-inventory/dashboard');
  await expect(page).toHaveURL('/?next=%2Fowner-inventory%2Fdashboard');
  expect((await context.cookies()).find((c) => c.name === 'authToken')).toBeUndefined();
});

test('an expired session redirects to sign in with the session-expired toast, then back to the page', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'authToken', value: 'revoked-or-expired-token', url: baseURL! }]);
  await page.goto('/owner-inventory/dashboard/general/data-center?q=mumbai');
  await expect(page).toHaveURL('/?next=%2Fowner-inventory%2Fdashboard%2Fgeneral%2Fdata-center%3Fq%3Dmumbai');
  await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Email').fill(ACCOUNTS.inventory.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/owner-inventory/dashboard/general/data-center?q=mumbai');
});

test('the console answers with security headers and compression', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  const headers = page.headers();
  expect(headers['content-encoding']).toMatch(/br|gzip/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
});
