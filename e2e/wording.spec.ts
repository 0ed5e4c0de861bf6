/**
 * Wording (issue 26 defect 11): the OJ and OA pages are titled by their area and drawn without the
 * OI menu; hr on OI's settings (open to every role) sees the switcher name Owner Inventory; a customer
 * user never seen reads 'Never' on their own page as on the lists; the Security tab's 'Sign out'
 * stands on one line at 1280 and 390 px.
 */
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env';
import { DEMO_PASSWORD, open, stateFile } from './fixtures';

test.describe('as the super admin', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('the OJ and OA pages are titled by their area, with no menu of another', async ({ page }) => {
    for (const [path, area] of [
      ['/owner-jungle/dashboard', 'Owner Jungle'],
      ['/owner-jungle/dashboard/leads/all-leads', 'Owner Jungle'],
      ['/owner-analytic/dashboard', 'Owner Analytic'],
    ] as const) {
      await open(page, path);
      await expect(page).toHaveTitle(`${area} (coming soon) · Owner Console`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(area);
      await expect(page.getByText(`${area} is coming soon.`)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Inventory' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'User management' })).toHaveCount(0);
      const sidebar = page.getByRole('navigation', { name: 'Sub-products' });
      await expect(sidebar.getByRole('link')).toHaveText(['Owner Universe', 'Owner Inventory']);
    }
  });

  test('a customer user never seen reads Never on their own page', async ({ page }) => {
    const users = (await (await page.request.get('/api/v1/customer-users?pageSize=100')).json()).data as { id: string; lastSeenAt: string | null }[];
    const unseen = users.find((u) => u.lastSeenAt === null);
    expect(unseen).toBeDefined();
    await open(page, `/owner-inventory/dashboard/customers/users/${unseen!.id}`);
    await expect(page.getByText('Last seen', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('Never');
  });

  for (const width of [1280, 390]) {
    test(`the Security tab's Sign out stands on one line at ${width} px`, async ({ page, playwright }) => {
      // Another session of the same account, for a row with Sign out.
      const other = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
      const signedIn = await other.post('/api/v1/auth/login', { data: { email: 'superadmin@example.com', password: DEMO_PASSWORD } });
      expect(signedIn.ok()).toBe(true);
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/profile?tab=security');
      const signOut = page.getByRole('button', { name: 'Sign out', exact: true }).first();
      await expect(signOut).toBeVisible();
      const box = (await signOut.boundingBox())!;
      const lineHeight = await signOut.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      // Padding and border around one line of text, not two.
      expect(box.height).toBeLessThan(2 * lineHeight);
      await other.dispose();
    });
  }
});

test.describe('as hr', () => {
  test.use({ storageState: stateFile('hr') });

  test("on OI's settings the switcher names Owner Inventory", async ({ page }) => {
    await open(page, '/owner-inventory/dashboard/settings/general');
    const switcher = page.getByRole('button', { name: /Switch sub-product, now/ });
    await expect(switcher).toContainText('OI');
    await expect(switcher).toContainText('Owner Inventory');
  });
});
