/**
 * Customers end to end (issue 14 §1, §2): a live lead is converted from the existing-leads table,
 * then found in the customers list and opened; its status changes with a reason and its site secret
 * is shown once; its owner is found on the customer users page. The viewer sees customer users but
 * is refused a customer change by the API. The pages fit at 1280 and 375 px. Names carry a unique
 * tag so runs do not collide.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from './env';
import { hydrated, open, stateFile } from './fixtures';

const OI = '/owner-inventory/dashboard';
const EXISTING = `${OI}/leads/existing-leads`;
const CUSTOMERS = `${OI}/customers`;
const USERS = `${OI}/customers/users`;

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('.toast-success').filter({ hasText: text });

/** Registers a live lead through the API, as the registration form would. */
async function registerLead(page: Page, t: string) {
  const hosts = (await (await page.request.get('/api/v1/aws-light-sail/get-all-data-center?q=reseller-web-1')).json()).data as { id: string }[];
  const lead = { name: `Nadia ${t}`, company: `E2E Convert ${t}`, subdomain: `e2e-convert-${t}` };
  const res = await page.request.post('/api/v1/leads/create-lead', {
    data: { ...lead, email: `${lead.subdomain}@example.com`, phone: '+923001234567', dataCenterId: hosts[0]!.id },
  });
  expect(res.status()).toBe(201);
  return lead;
}

test.describe('as the inventory manager', () => {
  test.use({ storageState: stateFile('inventory') });

  test('converts a lead from existing leads, opens the customer, changes its status and finds its users', async ({ page }) => {
    const t = tag();
    const lead = await registerLead(page, t);

    await open(page, `${EXISTING}?q=${lead.subdomain}`);
    await page.getByRole('button', { name: `Convert ${lead.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Convert ${lead.company} to a customer` });
    await expect(dialog.getByLabel('Trial days')).toHaveValue('14');
    await dialog.getByRole('button', { name: 'Convert' }).click();
    await expect(dialog.getByText('Package is required')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Package' }).selectOption({ label: 'Business' });
    await dialog.getByRole('combobox', { name: 'Billing cycle' }).selectOption('yearly');
    await dialog.getByRole('button', { name: 'Convert' }).click();
    await expect(toast(page, `${lead.company} is now a customer.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: lead.name });
    await expect(row).toContainText('Converted');
    await expect(row.getByRole('button', { name: `Convert ${lead.name}` })).toHaveCount(0);

    await open(page, `${CUSTOMERS}?q=${t}`);
    const customerRow = page.getByRole('row').filter({ hasText: lead.company });
    await expect(customerRow).toContainText('Trial');
    await expect(customerRow).toContainText('Business');
    await customerRow.getByRole('link', { name: lead.company }).click();
    await hydrated(page);
    await expect(page.getByRole('heading', { name: lead.company }).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Package history' })).toContainText('Conversion');
    const users = page.getByRole('table', { name: `Users of ${lead.company}` });
    await expect(users.getByRole('link', { name: lead.name })).toHaveAttribute('href', /\/owner-inventory\/dashboard\/customers\/users\/[0-9a-f-]{36}$/);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('suspended');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText('A reason is required to change the status')).toBeVisible();
    await page.getByLabel('Reason').fill('Card declined twice');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(toast(page, 'Customer updated successfully')).toBeVisible();
    await expect(page.getByText('Card declined twice')).toBeVisible();

    await page.getByRole('button', { name: 'Create site secret' }).click();
    const secret = page.getByRole('dialog', { name: 'Site secret' });
    await expect(secret.getByRole('textbox', { name: 'Site secret' })).toHaveValue(/^oss_/);
    await secret.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Rotate site secret' })).toBeVisible();

    await page.getByRole('link', { name: 'Open in Customer Users' }).click();
    await expect(page).toHaveURL(new RegExp(`${USERS}\\?customer=`));
    const userRow = page.getByRole('row').filter({ hasText: lead.name });
    await expect(userRow).toContainText(lead.company);
    await expect(userRow).toContainText('Owner');
    await open(page, `${USERS}?q=${encodeURIComponent(lead.name)}`);
    await expect(page.getByRole('row').filter({ hasText: lead.name }).getByRole('link', { name: lead.name })).toBeVisible();
  });

  test('finds the reseller by a search of its name when there are too many to list, and converts with it', async ({ page }) => {
    const t = tag();
    const lead = await registerLead(page, t);
    // The demo data has a few dozen resellers; the first answer is told there are more, as past 200.
    await page.route(
      (url) => url.pathname.endsWith('/api/v1/leads/convert-options') && !url.searchParams.has('reseller_q'),
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        await route.fulfill({ response, json: { ...body, data: { ...body.data, moreResellers: true } } });
      },
    );

    await open(page, `${EXISTING}?q=${lead.subdomain}`);
    await page.getByRole('button', { name: `Convert ${lead.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Convert ${lead.company} to a customer` });
    const reseller = dialog.getByRole('combobox', { name: 'Reseller' });
    await expect(dialog.getByText('The first 200 by name; type more of a name to find others.')).toBeVisible();
    const listed = (await reseller.locator('option').allTextContents()).slice(1);
    const wanted = listed.at(-1)!;
    await dialog.getByRole('searchbox', { name: 'Find a reseller' }).fill(wanted.slice(1, -1).toLowerCase());
    await expect(reseller.locator('option')).not.toHaveCount(listed.length + 1);
    await reseller.selectOption({ label: wanted });
    await dialog.getByRole('searchbox', { name: 'Find a reseller' }).fill(`no such reseller ${t}`);
    await expect(dialog.getByText(`No active reseller's name holds “no such reseller ${t}”.`)).toBeVisible();
    await expect(reseller.locator('option:checked')).toHaveText(wanted);

    await dialog.getByRole('combobox', { name: 'Package' }).selectOption({ label: 'Business' });
    await dialog.getByRole('button', { name: 'Convert' }).click();
    await expect(toast(page, `${lead.company} is now a customer.`)).toBeVisible();
    await open(page, `${CUSTOMERS}?q=${t}`);
    await expect(page.getByRole('row').filter({ hasText: lead.company })).toContainText(wanted);
  });

  test('pages the list sorted by name with Next, Previous, a page number and the last page, keeping the order', async ({ page }) => {
    // Descending: the customers other tests convert ("E2E Convert …") sort after the first pages.
    await open(page, `${CUSTOMERS}?sort=-name`);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    // The name's cell is the first, or the one after the row's checkbox (issue 29 §2).
    const names = () => page.locator('tbody tr :is(td:first-child:not(:has(input[data-select])), td:has(> input[data-select]) + td) a').allTextContents();
    const expected = ((await (await page.request.get('/api/v1/customers?sort=-name&pageSize=20')).json()).data as { businessName: string }[]).map((c) => c.businessName);
    const first = await names();
    expect(first).toEqual(expected.slice(0, 10));

    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]after=/);
    await expect(pager).toContainText('11–20 of');
    const second = await names();
    expect(second).toEqual(expected.slice(10, 20));

    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(pager).toContainText('21–30 of');
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/[?&]before=/);
    expect(await names()).toEqual(second);
    await pager.getByRole('link', { name: 'Page 1' }).click();
    expect(await names()).toEqual(first);

    await pager.getByRole('link', { name: /^Page \d+$/ }).last().click();
    await expect(page).toHaveURL(/[?&]last=1/);
    await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    // A new sort starts at the first page, cursor dropped.
    await page.getByRole('link', { name: /Business \/ Owner/ }).click();
    await expect(page).toHaveURL(/sort=name(&|$)/);
    await expect(page).not.toHaveURL(/after=|before=|last=/);
  });

  for (const width of [1280, 375]) {
    test(`the customers pages fit at ${width} px without serious accessibility violations`, async ({ page }) => {
      // Three pages, each checked by axe: slower than one click-through on a busy machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const id = (await (await page.request.get('/api/v1/customers?status=active')).json()).data[0].id as string;
      for (const [name, url] of [['list', CUSTOMERS], ['detail', `${CUSTOMERS}/${id}`], ['users', USERS]] as const) {
        await open(page, url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(0);
        const violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(violations.map((v) => `${v.id}: ${v.help}`), `${name} at ${width}`).toEqual([]);
        await page.screenshot({ path: path.join(E2E_RESULTS_DIR, `customers-${name}-${width}.png`), fullPage: true });
      }
    });
  }
});

test.describe('as the viewer', () => {
  test.use({ storageState: stateFile('viewer') });

  test('sees customer users, but no status form, and the API refuses a customer change', async ({ page }) => {
    await open(page, USERS);
    await expect(page.getByRole('table', { name: 'Customer Users' }).getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('button', { name: /Impersonate/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('owner');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/role=owner/);
    await expect(page.getByRole('row').filter({ hasText: 'Owner' }).first()).toBeVisible();

    const id = (await (await page.request.get('/api/v1/customers')).json()).data[0].id as string;
    await open(page, `${CUSTOMERS}/${id}`);
    await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change status' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /site secret/ })).toHaveCount(0);
    const res = await page.request.patch(`/api/v1/customers/${id}`, { data: { status: 'cancelled', reason: 'Not allowed' } });
    expect(res.status()).toBe(403);
  });
});
