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
const customerOf = async (row: Locator) => (await row.getAttribute('data-customer'))!;

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
    await expect(approve).toContainText(`Prorated for the rest of the current period: ${shown}.`);
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

  test("filing on a customer's page asks for a package, waits visibly until it is ready, and keeps a package chosen meanwhile", async ({ page }) => {
    // A customer that may file: active, with allowed upgrades and no pending request.
    const customers = (await (await page.request.get('/api/v1/customers?status=active&pageSize=50')).json()).data as { id: string }[];
    let customerId = '';
    for (const c of customers) {
      const options = (await (await page.request.get(`/api/v1/upgrade-requests/options?customer=${c.id}`)).json()).data;
      if (!options.blocked && options.targets.length > 0) {
        customerId = c.id;
        break;
      }
    }
    expect(customerId).not.toBe('');
    await page.setViewportSize({ width: 1280, height: 600 });
    await open(page, `/owner-inventory/dashboard/customers/${customerId}`);
    // The form hydrates once scrolled into view: hold its script back meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/**', async (route) => {
      await held;
      await route.continue();
    });
    const select = page.getByRole('combobox', { name: 'Move to package' });
    const submit = page.getByRole('button', { name: 'File upgrade request' });
    await select.scrollIntoViewIfNeeded();
    await expect(submit).toBeDisabled();
    // A press before the form is ready does not post the page natively (a bare 'Method Not Allowed').
    await submit.click({ force: true });
    const target = (await select.locator('option').nth(1).getAttribute('value'))!;
    await select.selectOption(target);
    release();
    await expect(submit).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`/customers/${customerId}$`));
    await expect(select).toHaveValue(target);

    await select.selectOption('');
    await submit.click();
    await expect(page.getByText('Package is required')).toBeVisible();
    await expect(select).toHaveAttribute('aria-invalid', 'true');

    await select.selectOption(target);
    await submit.click();
    await expect(toast(page, 'Upgrade request filed successfully')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Upgrade requests of this customer' })).toContainText('Pending');
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
