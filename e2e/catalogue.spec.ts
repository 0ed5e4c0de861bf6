/**
 * Catalogue end to end (issue 13 §5): create a business category, a package with limits and
 * features in it, duplicate the package, edit the copy; a viewer sees both lists without write
 * actions. Names carry a unique tag, so the tests run in parallel on the demo data.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, open, stateFile } from './fixtures';

const OI = '/owner-inventory/dashboard';
const CATEGORIES = `${OI}/general/business-categories`;
const PACKAGES = `${OI}/packages`;
const REGISTRATION = `${OI}/packages/registration`;

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('.toast-success').filter({ hasText: text });

test.describe('as the super admin', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('creates a category, a package in it with limits and features, duplicates it and edits the copy', async ({ page }) => {
    const t = tag();
    const category = `E2E Category ${t}`;
    await open(page, CATEGORIES);
    await page.getByRole('link', { name: 'Add Category' }).click();
    await hydrated(page);
    await page.getByLabel('Name', { exact: true }).fill(category);
    await expect(page.getByLabel('Slug')).toHaveValue(`e2e-category-${t}`);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(toast(page, 'Business category added successfully')).toBeVisible();
    await page.getByRole('searchbox').fill(t);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row').filter({ hasText: category })).toBeVisible();

    const name = `E2E Plan ${t}`;
    const code = `E2E-${t}`.toUpperCase();
    await open(page, REGISTRATION);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Code').fill(code.toLowerCase());
    await expect(page.getByLabel('Code')).toHaveValue(code);
    await page.getByLabel('Business category').selectOption({ label: category });
    await page.getByLabel('Status').selectOption('active');
    await page.getByLabel('Monthly price (USD)').fill('12.5');
    await page.getByLabel('Yearly price (USD)').fill('125');
    await page.getByLabel('Users').fill('5');
    await page.getByLabel('Storage (GB)').fill('50');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.getByLabel('Feature 1', { exact: true }).fill('Free SSL');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.getByLabel('Feature 2', { exact: true }).fill('Daily backups');
    await page.getByRole('checkbox', { name: /^Business Plus/ }).check();
    await page.getByRole('button', { name: 'Add Package' }).click();
    await expect(page).toHaveURL(PACKAGES);
    await expect(toast(page, 'Package added successfully')).toBeVisible();

    await open(page, `${PACKAGES}?q=${t}`);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('$12.50 / month');
    await expect(row).toContainText(category);
    await row.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: `Duplicate ${name}` }).click();
    await expect(toast(page, `Package duplicated as Copy of ${name}`)).toBeVisible();

    const copy = page.getByRole('row').filter({ hasText: `${code}-COPY` });
    await expect(copy).toContainText('Draft');
    await copy.getByRole('link', { name: `Edit Copy of ${name}` }).click();
    await hydrated(page);
    await expect(page.getByLabel('Monthly price (USD)')).toHaveValue('12.50');
    await expect(page.getByLabel('Feature 2', { exact: true })).toHaveValue('Daily backups');
    await expect(page.getByRole('checkbox', { name: /^Business Plus/ })).toBeChecked();
    await page.getByLabel('Name', { exact: true }).fill(`${name} Annual`);
    await page.getByLabel('Monthly price (USD)').fill('10');
    await page.getByRole('button', { name: 'Update Package' }).click();
    await expect(page).toHaveURL(PACKAGES);
    await expect(toast(page, 'Package updated successfully')).toBeVisible();
    await open(page, `${PACKAGES}?q=${t}`);
    await expect(page.getByRole('row').filter({ hasText: `${name} Annual` })).toContainText('$10.00 / month');

    // The category is now in use: deleting it is refused with what uses it.
    await open(page, `${CATEGORIES}?q=${t}`);
    await page.getByRole('button', { name: `More actions for ${category}` }).click();
    await page.getByRole('menuitem', { name: `Delete ${category}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.toast-error').filter({ hasText: 'is used by 2 packages' })).toBeVisible();
  });

  test('shows the typed-amount message under the field instead of sending it', async ({ page }) => {
    await open(page, REGISTRATION);
    await page.getByLabel('Name', { exact: true }).fill('Bad Price');
    await page.getByLabel('Code').fill('BAD-PRICE');
    await page.getByLabel('Monthly price (USD)').fill('12.345');
    await page.getByRole('button', { name: 'Add Package' }).click();
    await expect(page.getByText('Monthly price must be an amount such as 12.50')).toBeVisible();
    await expect(page).toHaveURL(REGISTRATION);
  });

  test("shows a code another package holds under the Code field, from the API's 409 (issue 26 #7)", async ({ page }) => {
    await open(page, REGISTRATION);
    await page.getByLabel('Name', { exact: true }).fill(`E2E Clash ${tag()}`);
    await page.getByLabel('Code').fill('STARTER');
    await page.getByLabel('Monthly price (USD)').fill('10');
    await page.getByLabel('Yearly price (USD)').fill('100');
    await page.getByRole('button', { name: 'Add Package' }).click();
    await expect(page.getByLabel('Code')).toHaveAccessibleDescription(/^A package with this code already exists\./);
    await expect(page.getByLabel('Name', { exact: true })).not.toHaveAccessibleDescription(/already exists/);
    await expect(page).toHaveURL(REGISTRATION);
  });

  test("shows a name another category holds under the Name field, from the API's 409 (issue 26 #7)", async ({ page }) => {
    await open(page, CATEGORIES);
    await page.getByRole('link', { name: 'Add Category' }).click();
    await hydrated(page);
    const url = page.url();
    await page.getByLabel('Name', { exact: true }).fill('healthcare');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(/^A business category with this name already exists\./);
    await expect(page.getByLabel('Slug')).not.toHaveAccessibleDescription(/already exists/);
    await expect(page).toHaveURL(url);
  });
  // Sorting, filtering and paging the packages list: e2e/list-kit.spec.ts.
});

test.describe('as a viewer', () => {
  test.use({ storageState: stateFile('viewer') });

  test('sees the packages and categories lists without write actions', async ({ page }) => {
    await open(page, `${PACKAGES}?q=enterprise`);
    await expect(page.getByRole('row').filter({ hasText: 'ENTERPRISE' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Package' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Duplicate|Archive|Delete) / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);

    await open(page, CATEGORIES);
    await expect(page.getByRole('row').filter({ hasText: 'Healthcare' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Category' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Hide|Show|Delete) / })).toHaveCount(0);
  });
});
