import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, stateFile } from './fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test('the sign-in page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ storageState: stateFile('superadmin') });

  for (const path of ['/owner-inventory/dashboard', '/owner-universe/dashboard/users/permission', '/profile']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
