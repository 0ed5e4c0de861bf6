/**
 * One date format (issue 26 defect 10): the upgrade queue, the Security tab and the audit-log filters
 * write dates as the settings say (the demo's 'YYYY-MM-DD hh:mm A'), like every other page; none in
 * the browser's own locale ('Nov 27, 2026, 2:21 AM', '11/27/2026, 2:21:44 AM', 'mm/dd/yyyy').
 */
import { expect, test } from '@playwright/test';
import { formatDate } from '../src/lib/dates';
import { open, stateFile } from './fixtures';

const SETTING = /\d{4}-\d{2}-\d{2} \d{2}:\d{2} [AP]M/;
const BROWSER_STYLE = /[A-Z][a-z]{2} \d{1,2}, \d{4}|\d{1,2}\/\d{1,2}\/\d{4}/;
const AUDIT_LOG = '/owner-universe/dashboard/settings/audit-log';

test.use({ storageState: stateFile('superadmin') });
// One test below changes the server's settings for a moment: the others must not see it.
test.describe.configure({ mode: 'serial' });

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
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/from=2026-01-05/);
  await expect(page.getByRole('textbox', { name: 'From (YYYY-MM-DD)' })).toHaveValue('2026-01-05');

  await page.getByRole('textbox', { name: 'To (YYYY-MM-DD)' }).fill('05/01/2026');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Dates must be written as YYYY-MM-DD, such as 2026-03-01')).toBeVisible();
});

test('with another zone and format in the settings, every page follows them', async ({ page }) => {
  const style = { timeZone: 'Asia/Karachi', dateFormat: 'DD/MM/YYYY HH:mm' } as const;
  const FOLLOWED = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;
  const DEFAULT_STYLE = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;
  const changed = await page.request.patch('/api/v1/settings', { data: style });
  expect(changed.status()).toBe(200);
  try {
    for (const path of [
      '/owner-inventory/dashboard/packages/update-packages-request',
      '/owner-universe/dashboard/human-resource/employees',
      '/owner-universe/dashboard/users/roles',
      AUDIT_LOG,
    ]) {
      await open(page, path);
      // A list that shows a day has the whole time in its title (employees' last sign-in).
      const titles = await page.locator('main time[title]').evaluateAll((times) => times.map((t) => t.getAttribute('title')).join('\n'));
      const text = `${await page.locator('main').innerText()}\n${titles}`;
      expect(text, path).toMatch(FOLLOWED);
      expect(text, path).not.toMatch(DEFAULT_STYLE);
      // No browser-locale date ('Nov 27, 2026') nor 12-hour time ('2:21:44 AM') is left.
      expect(text, path).not.toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}|\d:\d{2}(:\d{2})? [AP]M/);
    }
    // The audit log's times are the instants in the settings' zone.
    const first = page.locator('main table time').first();
    expect(await first.innerText()).toBe(formatDate((await first.getAttribute('datetime'))!, style));
    // Its range is typed as the settings write days, and the URL keeps YYYY-MM-DD.
    const from = page.getByRole('textbox', { name: 'From (DD/MM/YYYY)' });
    await from.fill('05/01/2026');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/from=2026-01-05/);
    await expect(page.getByRole('textbox', { name: 'From (DD/MM/YYYY)' })).toHaveValue('05/01/2026');

    await open(page, '/profile?tab=security');
    await expect(page.getByRole('region', { name: 'Recent sign-ins' }).getByRole('listitem').first()).toHaveText(new RegExp(`^${FOLLOWED.source} · `));
  } finally {
    const restored = await page.request.patch('/api/v1/settings', { data: { timeZone: 'UTC', dateFormat: 'YYYY-MM-DD hh:mm A' } });
    expect(restored.status()).toBe(200);
  }
});
