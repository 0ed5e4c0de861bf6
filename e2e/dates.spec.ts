/**
 * One date format (issue 26 defect 10): the upgrade queue, the Security tab and the audit-log filters
 * write dates as the settings say (the demo's 'YYYY-MM-DD hh:mm A'), like every other page; none in
 * the browser's own locale ('Nov 27, 2026, 2:21 AM', '11/27/2026, 2:21:44 AM', 'mm/dd/yyyy').
 */
import { expect, test } from '@playwright/test';
import { open, stateFile } from './fixtures';

const SETTING = /\d{4}-\d{2}-\d{2} \d{2}:\d{2} [AP]M/;
const BROWSER_STYLE = /[A-Z][a-z]{2} \d{1,2}, \d{4}|\d{1,2}\/\d{1,2}\/\d{4}/;
const AUDIT_LOG = '/owner-universe/dashboard/settings/audit-log';

test.use({ storageState: stateFile('superadmin') });

test('the upgrade queue dates its requests as the settings say', async ({ page }) => {
  await open(page, '/owner-inventory/dashboard/packages/update-packages-request');
  const rows = page.locator('tr[data-upgrade-row]');
  await expect(rows.first()).toContainText(SETTING);
  expect(await page.locator('main').innerText()).not.toMatch(BROWSER_STYLE);
});

test('the Security tab dates sessions and sign-ins as the settings say', async ({ page }) => {
  await open(page, '/profile?tab=security');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem').first()).toContainText(new RegExp(`signed in ${SETTING.source} · last seen ${SETTING.source}`));
  const signIns = page.getByRole('region', { name: 'Recent sign-ins' }).getByRole('listitem');
  await expect(signIns.first()).toHaveText(new RegExp(`^${SETTING.source} · `));
  expect(await page.locator('main').innerText()).not.toMatch(BROWSER_STYLE);
});

test("the audit log's date range is typed and shown as the settings write days", async ({ page }) => {
  await open(page, AUDIT_LOG);
  const from = page.getByRole('textbox', { name: 'From (YYYY-MM-DD)' });
  await expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await from.fill('2026-01-05');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/from=2026-01-05/);
  await expect(page.getByRole('textbox', { name: 'From (YYYY-MM-DD)' })).toHaveValue('2026-01-05');

  await page.getByRole('textbox', { name: 'To (YYYY-MM-DD)' }).fill('05/01/2026');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('Dates must be written as YYYY-MM-DD, such as 2026-03-01')).toBeVisible();
});
