/**
 * Upgrade requests end to end (issue 14 §4), over the demo data (12 pending requests over the demo
 * customers): one is approved after its dialog shows the prorated amount the queue shows, another
 * is rejected with a required reason. The viewer sees the queue without the decision buttons. The
 * queue fits at 1280 and 375 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from './env';
import { open, stateFile } from './fixtures';

const QUEUE = '/owner-inventory/dashboard/packages/update-packages-request';
const PRORATION = /^(Charge|Credit) \$[\d,]+\.\d{2}$|^No charge$/;

const toast = (page: Page, text: string | RegExp) => page.locator('.toast-success').filter({ hasText: text });
const pendingRows = (page: Page) => page.locator('tr[data-upgrade-row]').filter({ has: page.getByRole('button', { name: /^Approve / }) });

/** The business name of a queue row. */
const customerOf = async (row: Locator) => (await row.locator('[data-customer]').innerText()).trim();

test.describe('as the super admin', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('approves a request after seeing its prorated amount, and rejects another with a reason', async ({ page }) => {
    await open(page, `${QUEUE}?status=pending`);
    await expect(pendingRows(page).first()).toBeVisible();
    expect(await pendingRows(page).count()).toBeGreaterThanOrEqual(2);

    const first = pendingRows(page).first();
    const customer = await customerOf(first);
    const shown = (await first.locator('[data-proration]').innerText()).trim();
    expect(shown).toMatch(PRORATION);
    await first.getByRole('button', { name: /^Approve / }).click();
    const approve = page.getByRole('dialog', { name: `Approve the package change of ${customer}?` });
    await expect(approve.getByTestId('upgrade-proration')).toHaveText(shown);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, `${customer} has been moved to`)).toBeVisible();
    await open(page, `${QUEUE}?status=approved&q=${encodeURIComponent(customer)}`);
    await expect(page.locator('tr[data-upgrade-row]').filter({ hasText: customer }).first()).toContainText('by Sara Admin');

    await open(page, `${QUEUE}?status=pending`);
    const second = pendingRows(page).first();
    const other = await customerOf(second);
    await second.getByRole('button', { name: /^Reject / }).click();
    const reject = page.getByRole('dialog', { name: `Reject the request of ${other}?` });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('Reason is required')).toBeVisible();
    await reject.getByLabel('Reason').fill('Overdue invoice on the account');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, `The request of ${other} has been rejected.`)).toBeVisible();
    await open(page, `${QUEUE}?status=rejected&q=${encodeURIComponent(other)}`);
    await expect(page.locator('tr[data-upgrade-row]').filter({ hasText: 'Overdue invoice on the account' })).toContainText('Rejected');
  });

  test('the queue pages with pending first and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, QUEUE);
    await expect(page.locator('tr[data-upgrade-row]').first()).toContainText('Pending');
    await expect(page.getByRole('navigation', { name: /pagination/i })).toBeVisible();
    await page.screenshot({ path: `${E2E_RESULTS_DIR}/upgrade-requests-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, QUEUE);
    // Only the table's own frame may scroll sideways, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${E2E_RESULTS_DIR}/upgrade-requests-375.png`, fullPage: true });
  });
});

test.describe('as the viewer', () => {
  test.use({ storageState: stateFile('viewer') });

  test('sees the queue without Approve or Reject', async ({ page }) => {
    await open(page, `${QUEUE}?status=pending`);
    await expect(page.locator('tr[data-upgrade-row]').first()).toContainText('Pending');
    await expect(page.getByRole('button', { name: /^(Approve|Reject) / })).toHaveCount(0);
  });
});
