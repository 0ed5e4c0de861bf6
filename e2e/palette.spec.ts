/**
 * The command palette end to end (issue 29 §1, §3): Ctrl+K opens it from any page, part of a demo
 * customer's name finds the customer, Enter opens its page, and it is then among the recents an
 * empty query shows; Up and Down move, Esc closes and gives the focus back; the top bar's search
 * button opens it at 390 px too, without sideways scrolling. Photographed open at 1280 and 390 px.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from './env';
import { open, stateFile } from './fixtures';
import { expectNoSidewaysScroll } from './layout';

const OI = '/owner-inventory/dashboard';

test.use({ storageState: stateFile('inventory') });

/** A demo customer: its id and business name. */
async function demoCustomer(page: Page): Promise<{ id: string; businessName: string }> {
  const res = await page.request.get('/api/v1/customers?sort=name&pageSize=1');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: string; businessName: string }[] }).data[0]!;
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const field = (page: Page) => palette(page).getByRole('combobox', { name: 'Search pages and records' });

test('Ctrl+K finds a customer by part of its name, Enter opens it, and it is recent after', async ({ page }) => {
  const customer = await demoCustomer(page);
  const part = customer.businessName.slice(2, -1);
  await open(page, `${OI}/settings/general`);
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await field(page).fill(part);
  const option = palette(page).getByRole('option', { name: new RegExp(customer.businessName) }).first();
  await expect(option).toBeVisible();
  await expect(palette(page).getByRole('group', { name: 'Customers' })).toBeVisible();
  await expect(option.locator('mark').first()).toHaveText(part);
  // The first option is active: the best customer is the one named.
  await expect(palette(page).getByRole('option', { selected: true })).toContainText(customer.businessName);
  await page.screenshot({ path: path.join(E2E_RESULTS_DIR, 'palette-1280.png') });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${OI}/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.businessName })).toBeVisible();

  await page.keyboard.press('Control+k');
  await expect(field(page)).toHaveValue('');
  const recents = palette(page).getByRole('group', { name: 'Recent' }).getByRole('option');
  await expect(recents.first()).toContainText(customer.businessName);
  await expect(recents.nth(1)).toContainText('General');
});

test('Up and Down move through the results, Esc closes and gives the focus back', async ({ page }) => {
  await open(page, OI);
  const opener = page.getByRole('link', { name: 'Skip to content' });
  await opener.focus();
  await page.keyboard.press('Control+k');
  await field(page).fill('leads');
  const options = palette(page).getByRole('option');
  await expect(options.first()).toContainText('All Leads');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(opener).toBeFocused();

  // The top bar's button opens it again; Esc gives the focus back to the button.
  const button = page.getByRole('button', { name: 'Jump to a page or record' });
  await button.click();
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('at 390 px the search button opens it, it fits, and Enter opens the customer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await demoCustomer(page);
  await open(page, OI);
  await page.getByRole('button', { name: 'Jump to a page or record' }).click();
  await field(page).fill(customer.businessName.slice(0, -1));
  await expect(palette(page).getByRole('option', { name: new RegExp(customer.businessName) }).first()).toBeVisible();
  const box = (await palette(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: path.join(E2E_RESULTS_DIR, 'palette-390.png') });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${OI}/customers/${customer.id}`);
});
