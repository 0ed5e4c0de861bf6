/**
 * Dashboards end to end (issue 15 §1, §4): each demo role sees the dashboard figures it may see,
 * drawn on the server, at desktop and phone width (screenshots kept); the period switch is a link;
 * a figure leads to its list filtered the same way.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { daysOf, periodWindow } from '../src/lib/dashboards/period';
import { E2E_RESULTS_DIR } from './env';
import { open, stateFile, type AccountKey } from './fixtures';

const OU = '/owner-universe/dashboard';
const OI = '/owner-inventory/dashboard';

/** What each demo role sees: its dashboards and a figure of each that must (or must not) show. */
const ROLES: { account: AccountKey; boards: { path: string; shows: string[]; hides: string[] }[] }[] = [
  {
    account: 'superadmin',
    boards: [
      { path: OU, shows: ['Employees by status', 'Sign-ins per day', 'People per role', 'Latest changes'], hides: [] },
      { path: OI, shows: ['Leads created per day', 'Data centers by state', 'Customers by status', 'Monthly recurring revenue'], hides: [] },
    ],
  },
  { account: 'inventory', boards: [{ path: OI, shows: ['Leads created per day', 'Customers by package', 'Data centers by state'], hides: [] }] },
  { account: 'hr', boards: [{ path: OU, shows: ['Employees by department', 'Failed sign-ins per day', 'Latest changes'], hides: [] }] },
  { account: 'viewer', boards: [{ path: OI, shows: ['Leads created per day', 'Data centers by state'], hides: [] }] },
];

async function noOverflow(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

for (const { account, boards } of ROLES) {
  test.describe(`as ${account}`, () => {
    test.use({ storageState: stateFile(account) });

    for (const width of [1280, 375]) {
      test(`the dashboards draw the figures the role may see at ${width} px, with no script of their own`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const board of boards) {
          await open(page, board.path);
          for (const title of board.shows) await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
          for (const title of board.hides) await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
          // Every chart is an SVG (an image, or a group of named links when its bars link) with a
          // table of its values behind a <details>.
          const charts = page.locator('figure svg[role="img"], figure svg[role="group"]');
          expect(await charts.count()).toBeGreaterThan(0);
          expect(await page.locator('figure details table').count()).toBe(await page.locator('figure').count());
          await expect(page.locator('main script, figure script')).toHaveCount(0);
          await noOverflow(page, `${board.path} at ${width}`);
          const name = board.path === OU ? 'ou' : 'oi';
          await page.screenshot({ path: path.join(E2E_RESULTS_DIR, `dashboard-${name}-${account}-${width}.png`), fullPage: true });
        }
      });
    }
  });
}

test.describe('as the super admin', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('a bar chart draws a bar for each row of its values table, and the donut names each slice', async ({ page }) => {
    await open(page, OU);
    const chart = page.locator('figure').filter({ has: page.getByRole('heading', { name: 'Employees by department', exact: true }) });
    const rows = await chart.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(1);
    await expect(chart.locator('svg rect')).toHaveCount(rows);
    // Each bar links to the list filtered the same way, named by its department and count.
    await expect(chart.locator('svg a')).toHaveCount(rows);
    const donut = page.locator('figure').filter({ has: page.getByRole('heading', { name: 'Employees by status', exact: true }) });
    await expect(donut.getByRole('link', { name: 'Invited' })).toHaveAttribute('href', /human-resource\/employees\?status=invited/);
  });

  test('the period switch changes the period in the URL and the comparison', async ({ page }) => {
    await open(page, OI);
    const periods = page.getByRole('navigation', { name: 'Period' });
    await expect(periods.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('The last 30 days, compared with the 30 days before.')).toBeVisible();
    await periods.getByRole('link', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/period=7d/);
    await expect(periods.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('The last 7 days, compared with the 7 days before.')).toBeVisible();
    // A day per calendar day the week touches in the leads chart's values table: the window ends
    // at the next full hour, so it touches 8 days, or 7 during a day's last hour (demo zone: UTC).
    const values = page.locator('figure').filter({ has: page.getByRole('heading', { name: 'Leads created per day' }) }).locator('tbody tr');
    await expect(values).toHaveCount(daysOf(periodWindow('7d', new Date(), 'UTC')).length);
  });

  test('a figure leads to its list filtered the same way', async ({ page }) => {
    await open(page, OI);
    await page.getByRole('link', { name: /Provisioning failure rate/ }).click();
    await expect(page).toHaveURL(/\/leads\/all-leads\?status=failed/);
    await expect(page.getByRole('table').getByText('Failed').first()).toBeVisible();

    await open(page, `${OU}?period=90d`);
    await page.getByRole('link', { name: /Failed sign-ins/ }).first().click();
    await expect(page).toHaveURL(/\/settings\/audit-log\?action=auth\.login_failed&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  });
});
