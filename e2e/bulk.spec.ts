/**
 * Bulk actions on lists end to end (issue 29 §2–§3): three resellers chosen by their boxes are
 * suspended with one reason, shown suspended, and each has its audit entry; every failed lead
 * matching a search is chosen with "Select all N matching" and retried, each row's outcome told;
 * a selection survives going to page 2 and back; chosen employees are exported, and two chosen
 * customer users as a CSV of those two. The bar is looked at at 1280 and 390 px.
 */
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from './env';
import { open, stateFile } from './fixtures';
import { expectListFits, expectNoSidewaysScroll } from './layout';

const ALL_RESELLERS = '/owner-inventory/dashboard/resellers/all-resellers';
const ALL_LEADS = '/owner-inventory/dashboard/leads/all-leads';
const AUDIT_LOG = '/owner-universe/dashboard/settings/audit-log';
const CUSTOMER_USERS = '/owner-inventory/dashboard/customers/users';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const bar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });

/** Registers resellers named `${prefix} 1…n` through the API; returns their ids. */
async function resellers(page: Page, prefix: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) {
    const response = await page.request.post('/api/v1/resellers', {
      data: { companyName: `${prefix} ${i}`, firstName: 'Bulk', lastName: 'Owner', email: `${prefix.replace(/\W/g, '')}${i}@e2e.example`, phone: '+923331234567', city: 'Quetta' },
    });
    expect(response.status()).toBe(201);
    ids.push((await response.json()).data.id);
  }
  return ids;
}

test.describe('as the super admin', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('three resellers chosen by their boxes are suspended with one reason, each audited', async ({ page }) => {
    const prefix = `E2E Bulk ${tag()}`;
    const ids = await resellers(page, prefix, 3);
    await open(page, `${ALL_RESELLERS}?q=${encodeURIComponent(prefix)}`);
    await expect(bar(page)).toHaveCount(0);
    for (let i = 1; i <= 3; i++) await page.getByRole('checkbox', { name: `Select ${prefix} ${i}` }).check();
    await expect(bar(page)).toContainText('3 resellers selected');
    await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(bar(page)).toBeVisible();
      if (width === 390) await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${E2E_RESULTS_DIR}/bulk-bar-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await bar(page).getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend 3 resellers?' });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Region closed');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.locator('.toast-success').filter({ hasText: '3 resellers suspended.' })).toBeVisible();
    for (let i = 1; i <= 3; i++) await expect(page.getByRole('row').filter({ hasText: `${prefix} ${i}` })).toContainText('Suspended');
    await expect(bar(page)).toHaveCount(0);

    for (const id of ids) {
      await open(page, `${AUDIT_LOG}?entityId=${id}&action=reseller.suspend`);
      const rows = page.getByRole('table', { name: 'Audit log' }).locator(':scope > tbody > tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Sara Admin');
    }
  });

  test('a selection survives going to page 2 and back, and a new search clears it', async ({ page }) => {
    const prefix = `E2E Pages ${tag()}`;
    await resellers(page, prefix, 3);
    const list = `${ALL_RESELLERS}?q=${encodeURIComponent(prefix)}&pageSize=2`;
    await open(page, list);
    await page.getByRole('checkbox', { name: `Select ${prefix} 1` }).check();
    await expect(bar(page)).toContainText('1 reseller selected');
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: `Select ${prefix} 3` }).check();
    await expect(bar(page)).toContainText('2 resellers selected');
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByRole('checkbox', { name: `Select ${prefix} 1` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `Select ${prefix} 2` })).not.toBeChecked();
    await expect(bar(page)).toContainText('2 resellers selected');
    await open(page, `${ALL_RESELLERS}?q=${encodeURIComponent(`${prefix} 1`)}`);
    await expect(page.getByRole('checkbox', { name: `Select ${prefix} 1` })).not.toBeChecked();
    await expect(bar(page)).toHaveCount(0);
  });

  test('every failed lead matching a search is chosen with "Select all N matching" and retried, each row told', async ({ page }) => {
    const t = tag();
    const dataCenters = (await (await page.request.get('/api/v1/aws-light-sail/get-all-data-center?q=staging-london')).json()).data as { id: string; instance_state: { name: string } }[];
    // staging-london is the demo's stopped instance: a lead registered on it fails.
    for (let i = 1; i <= 3; i++) {
      const created = await page.request.post('/api/v1/leads/create-lead', {
        data: { name: `E2E Failed ${t} ${i}`, email: `failed-${t}-${i}@e2e.example`, phone: '+923001234567', company: 'Failed Co', subdomain: `failed-${t}-${i}`, dataCenterId: dataCenters[0]!.id },
      });
      expect((await created.json()).data.status).toBe('failed');
    }
    await open(page, `${ALL_LEADS}?status=failed&q=${t}&pageSize=2`);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(bar(page)).toContainText('2 leads selected');
    await bar(page).getByRole('button', { name: 'Select all 3 matching' }).click();
    await expect(bar(page)).toContainText('All 3 leads matching selected');
    await bar(page).getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('dialog', { name: 'Retry 3 leads?' }).getByRole('button', { name: 'Retry' }).click();
    // The instance is still stopped: each retry fails again, and says so as the row's Retry would.
    const outcome = page.getByRole('dialog', { name: 'Not every row could be changed' });
    await expect(outcome).toContainText('0 leads retried. 3 could not be.');
    await expect(outcome.getByRole('listitem')).toHaveCount(3);
    await expect(outcome.getByRole('listitem').first()).toContainText('The retry failed: The data center staging-london is not running');
    await outcome.getByRole('button', { name: 'Done' }).click();
    await expect(bar(page)).toHaveCount(0);
  });
});

test.describe('as the inventory manager', () => {
  test.use({ storageState: stateFile('inventory') });

  test('two chosen customer users are exported as a CSV of exactly those two', async ({ page }) => {
    await open(page, CUSTOMER_USERS);
    const boxes = page.locator('tbody input[data-select="row"]');
    const names = await Promise.all([0, 1].map(async (i) => (await boxes.nth(i).getAttribute('aria-label'))!.replace(/^Select /, '')));
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(bar(page)).toContainText('2 customer users selected');
    await expectListFits(page);
    await page.screenshot({ path: `${E2E_RESULTS_DIR}/bulk-customer-users-1280.png` });
    await expectNoSidewaysScroll(page);
    await expect(bar(page)).toBeVisible();
    await page.screenshot({ path: `${E2E_RESULTS_DIR}/bulk-customer-users-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    const download = page.waitForEvent('download');
    await bar(page).getByRole('button', { name: 'Export selection' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^customer-users-\d{4}-\d{2}-\d{2}\.csv$/);
    // trim() drops the byte order mark too.
    const lines = (await fs.readFile((await file.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Customer,Subdomain,Role,Status,Last seen (UTC)');
    expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual(names.sort());
  });
});

test.describe('as the HR manager', () => {
  test.use({ storageState: stateFile('hr') });

  test('the chosen employees are exported to Excel from the bar', async ({ page }) => {
    await open(page, '/owner-universe/dashboard/users/employees?q=example.com');
    const boxes = page.locator('tbody input[data-select="row"]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(bar(page)).toContainText('2 employees selected');
    const download = page.waitForEvent('download');
    await bar(page).getByRole('button', { name: 'Export Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});

test.describe('as the viewer', () => {
  test.use({ storageState: stateFile('viewer') });

  test('sees no checkbox where they may not act', async ({ page }) => {
    await open(page, ALL_RESELLERS);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });
});
