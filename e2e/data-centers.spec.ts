/**
 * Data centers end to end (issue 4 point 8): the super admin and the inventory manager create an
 * instance, wait for it to run, stop, start, reboot and delete it, seeing each toast; the detail
 * page's tabs show the spec §2 fields (also without JavaScript); the viewer gets no action buttons
 * and no 'Create instance'. The e2e server runs the simulator with SIMULATOR_DELAY_MS=1500.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, open, stateFile, type AccountKey } from './fixtures';

const LIST = '/owner-inventory/dashboard/general/data-center';
/** Long enough for a transition of 1.5 s plus a poll of 1.5 s on a slow machine. */
const SETTLE = { timeout: 15_000 };

const toast = (page: Page, kind: 'success' | 'error', text: string) => page.locator(`.toast-${kind}`).filter({ hasText: text });
const stateBadge = (page: Page) => page.getByRole('status', { name: 'Instance state' });
/** The value beside a label of the detail tab on show. */
const detail = (page: Page, label: string) => page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Opens the detail page of the instance named `name` from the list's search. */
async function openDetail(page: Page, name: string): Promise<void> {
  await open(page, `${LIST}?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name, exact: true }).click();
  await hydrated(page);
}

async function openCreateDialog(page: Page) {
  await open(page, LIST);
  await page.getByRole('button', { name: 'Create instance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create instance' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Creates `name` in Stockholm through the dialog and checks it on the list. */
async function createInstance(page: Page, name: string): Promise<void> {
  const dialog = await openCreateDialog(page);
  await dialog.getByLabel('Instance name').fill(name);
  await dialog.getByLabel('Region').selectOption({ label: 'Stockholm (eu-north-1)' });
  await expect(dialog.getByLabel('Availability zone')).toBeEnabled();
  await dialog.getByLabel('Availability zone').selectOption('eu-north-1b');
  await expect(dialog.getByLabel('Blueprint')).toBeEnabled();
  await dialog.getByLabel('Blueprint').selectOption({ label: 'Ubuntu 22.04 LTS' });
  await dialog.getByRole('radio', { name: /Nano — 0\.5 GB, 2 vCPUs, \$5\/mo/ }).check();
  await dialog.getByRole('button', { name: 'Create instance' }).click();

  await expect(page).toHaveURL(LIST);
  await expect(toast(page, 'success', `${name} has been created.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Stockholm');
  await expect(row).toContainText('Nano — 0.5 GB, 2 vCPUs, $5/mo');
  // Pending at first; on a slow machine it may already run by the time the list is drawn.
  await expect(row).toContainText(/Pending|Running/);
}

/** Confirms `action` in its dialog, which names the instance. */
async function confirm(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
}

/** Waits for running, then stops, starts, reboots and deletes `name` from its detail page. */
async function operate(page: Page, name: string): Promise<void> {
  await openDetail(page, name);
  // The State tab's fields follow the instance too.
  await page.getByRole('link', { name: 'State', exact: true }).click();
  await hydrated(page);
  await expect(stateBadge(page)).toHaveText('Running', SETTLE);
  await expect(detail(page, 'Status Name')).toHaveText('running', SETTLE);

  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const stopDialog = page.getByRole('dialog', { name: `Stop ${name}?` });
  await expect(stopDialog).toContainText('will be released');
  await expect(stopDialog).toContainText('A stopped instance is still billed.');
  await confirm(page, `Stop ${name}?`, 'Stop instance');
  await expect(toast(page, 'success', `${name} has been stopped.`)).toBeVisible();
  await expect(stateBadge(page)).toHaveText('Stopped', SETTLE);
  await expect(detail(page, 'Status Name')).toHaveText('stopped');
  await expect(detail(page, 'Status Code')).toHaveText('80');
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(toast(page, 'success', `${name} has been started.`)).toBeVisible();
  await expect(stateBadge(page)).toHaveText('Running', SETTLE);
  await expect(detail(page, 'Status Code')).toHaveText('16');

  await page.getByRole('button', { name: 'Reboot', exact: true }).click();
  await confirm(page, `Reboot ${name}?`, 'Reboot instance');
  await expect(toast(page, 'success', `${name} has been rebooted.`)).toBeVisible();
  await expect(stateBadge(page)).toHaveText('Running', SETTLE);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm(page, `Delete ${name}?`, 'Delete instance');
  await expect(page).toHaveURL(LIST);
  await expect(toast(page, 'success', `${name} has been deleted.`)).toBeVisible();
}

const OPERATORS: Array<{ account: AccountKey; prefix: string }> = [
  { account: 'superadmin', prefix: 'e2e-sa' },
  { account: 'inventory', prefix: 'e2e-inv' },
];

for (const { account, prefix } of OPERATORS) {
  test.describe(`as ${account}`, () => {
    test.use({ storageState: stateFile(account) });

    test('creates an instance, waits for it to run, stops, starts, reboots and deletes it', async ({ page }) => {
      test.setTimeout(120_000);
      const name = `${prefix}-${Date.now().toString(36)}`;
      await createInstance(page, name);
      await operate(page, name);
    });
  });
}

test.describe('the detail page', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('shows the summary cards and every tab with the fields of spec §2', async ({ page }) => {
    await openDetail(page, 'reseller-web-1');
    await expect(page.getByRole('heading', { name: 'reseller-web-1', level: 1 })).toBeVisible();
    await expect(page.getByText('Number of Leads')).toBeVisible();
    // A price, and the card says so (issue 26 defect 11).
    await expect(page.getByText('Working Packages (price)').locator('xpath=following-sibling::p[1]')).toHaveText('$12');
    await expect(page.getByText('Working Packages (price)').locator('xpath=following-sibling::p[2]')).toHaveText('Monthly price of its bundle');
    await expect(page.getByRole('link', { name: 'Basic Details' })).toHaveAttribute('aria-current', 'page');

    const tabs: Array<[string, Array<[string, string | RegExp]>]> = [
      [
        'Basic Details',
        [
          ['Bundle ID', 'small_3_0'],
          ['Bundle', /^Small — \d+(\.\d+)? GB, \d+ vCPUs?, \$\d+\/mo$/],
          ['Name', 'reseller-web-1'],
          ['ARN', /^arn:aws:lightsail:us-east-1:\d{12}:Instance\//],
          ['Region', 'Virginia'],
          ['Availability Zone', 'us-east-1a'],
          ['SSH Key Name', 'LightsailDefaultKeyPair'],
          ['User Name', 'bitnami'],
        ],
      ],
      ['Blue Print', [['Blueprint ID', 'wordpress'], ['Blueprint Name', 'WordPress']]],
      ['Ip Address', [['Static IP', 'Yes'], ['Public IP Address', /^\d+\.\d+\.\d+\.\d+$/], ['Private IP Address', /^172\.26\./]]],
      [
        'Hardware',
        [
          ['CPU Count', '2'],
          ['RAM Size', '2 GB'],
          ['Disk Attached To', 'reseller-web-1'],
          ['Attachment State', 'attached'],
          ['Disk Size', '60 GB'],
          ['Disk Path', '/dev/xvda'],
          ['IOPS', '180'],
        ],
      ],
      ['Networking', [['Monthly Transfer', '3072 GB allocated per month']]],
      ['State', [['Status Name', 'running'], ['Status Code', '16']]],
      ['Others', [['Name', 'Sara Admin'], ['Email', 'superadmin@example.com'], ['Contact', '+923001234567'], ['Status', 'active']]],
    ];
    for (const [tab, fields] of tabs) {
      await page.getByRole('link', { name: tab, exact: true }).click();
      await expect(page.getByRole('heading', { name: tab, level: 2 })).toBeVisible();
      await expect(page.locator('dt')).toHaveText(fields.map(([label]) => label));
      for (const [label, value] of fields) await expect(detail(page, label)).toHaveText(value);
    }
    // Others: an active creator is shown green.
    await expect(detail(page, 'Status').locator('span')).toHaveClass(/bg-green-100/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a load failure reads the spec message', async ({ page }) => {
    const response = await page.goto(`${LIST}/00000000-0000-4000-8000-000000000000`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('Error fetching Data Centers.');
    await page.getByRole('link', { name: 'Back to Data Centers' }).click();
    await expect(page).toHaveURL(LIST);
  });
});

test.describe('without JavaScript', () => {
  test.use({ storageState: stateFile('viewer'), javaScriptEnabled: false });

  test('the list pages and searches, and the detail tabs switch', async ({ page }) => {
    await page.goto(LIST);
    await page.getByRole('searchbox', { name: 'Search data centers' }).fill('tokyo');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${LIST}?q=tokyo`);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: 'tokyo-cache' }).click();
    await page.getByRole('link', { name: 'Hardware' }).click();
    await expect(page).toHaveURL(/\?tab=hardware$/);
    await expect(detail(page, 'Disk Path')).toHaveText('/dev/xvda');
  });
});

test.describe('as viewer', () => {
  test.use({ storageState: stateFile('viewer') });

  test('sees the list and the detail page without any action', async ({ page }) => {
    await open(page, LIST);
    await expect(page.getByRole('row').filter({ hasText: 'reseller-web-1' })).toContainText('Virginia');
    await expect(page.getByRole('button', { name: 'Create instance' })).toHaveCount(0);

    await openDetail(page, 'reseller-web-1');
    await expect(page.getByText('Running', { exact: true })).toBeVisible();
    for (const action of ['Start', 'Stop', 'Reboot', 'Delete']) {
      await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
    // No island loads with the page (the shell's profile modal waits for its event): no React.
    await expect(page.locator('astro-island:not([client="event"])')).toHaveCount(0);
  });
});

test.describe('the create dialog', () => {
  test.use({ storageState: stateFile('superadmin') });

  test("checks Lightsail's naming rules first and keeps the input when the server refuses", async ({ page }) => {
    const dialog = await openCreateDialog(page);
    await expect(dialog.getByLabel('Instance name')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Instance name').fill('-web 1');
    await dialog.getByRole('button', { name: 'Create instance' }).click();
    await expect(dialog.getByText('Instance name must start with a letter or a number')).toBeVisible();
    await expect(dialog.getByText('Region is required')).toBeVisible();
    await expect(dialog.getByText('Availability zone is required')).toBeVisible();
    await expect(dialog.getByText('Bundle is required')).toBeVisible();

    // A name taken in the region: the server's message under Instance name, and nothing typed is lost.
    await dialog.getByLabel('Instance name').fill('reseller-web-1');
    await dialog.getByLabel('Region').selectOption('us-east-1');
    await dialog.getByLabel('Availability zone').selectOption('us-east-1a');
    await dialog.getByLabel('Blueprint').selectOption('wordpress');
    await dialog.getByRole('radio', { name: /Small/ }).check();
    await dialog.getByRole('button', { name: 'Create instance' }).click();
    const refusal = 'An instance named "reseller-web-1" already exists in Virginia (us-east-1).';
    await expect(dialog.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expect(dialog.getByLabel('Instance name')).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, 'error', refusal)).toBeAttached();
    await expect(dialog.getByLabel('Instance name')).toHaveValue('reseller-web-1');
    await expect(dialog.getByLabel('Availability zone')).toHaveValue('us-east-1a');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the list has no serious accessibility violations', async ({ page }) => {
    await open(page, LIST);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
