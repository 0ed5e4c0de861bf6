/**
 * The list, row-action and dialog kits (issue 25 §1–§3, issue 26) on the screens built with them: a
 * header sorts one way and marks it ▲▼, the one search form keeps the other filters, a segment
 * keeps the search, the paginator pages by number and by cursor (Last, then Previous, from a keyset
 * list's end), a malformed link answers 400 and keeps its search; a row's "More" menu works by
 * keyboard (Enter, Space or ArrowDown open it, arrows move, Esc gives focus back); a row action asks in the one dialog shell (focus on Cancel, Esc
 * closes, focus back on the button that opened it), a form dialog adds a record, an action runs at
 * once, and the first click hydrates the host without a hydration error. Records made here carry a
 * unique tag, so the tests run in parallel on the demo data.
 */
import { expect, test } from '@playwright/test';
import { open, stateFile } from './fixtures';

const PACKAGES = '/owner-inventory/dashboard/packages';
const RESELLERS = '/owner-inventory/dashboard/resellers/all-resellers';
const DEPARTMENTS = '/owner-universe/dashboard/users/departments';
const DESIGNATIONS = '/owner-universe/dashboard/users/designation';

test.use({ storageState: stateFile('superadmin') });

test('a sortable header orders one way, then the other, and its default order has no sort in the URL', async ({ page }) => {
  await open(page, `${PACKAGES}?status=active`);
  const price = page.getByRole('columnheader', { name: 'Price' });
  await price.getByRole('link').click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/status=active/);
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  await expect(price).toContainText('▲');
  await price.getByRole('link').click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  await expect(price).toContainText('▼');
  await expect(page.getByRole('row').nth(1)).toContainText('Agency Reseller 50');
  await page.getByRole('columnheader', { name: /Name/ }).getByRole('link').click();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('the search form keeps the segment filter and starts at page 1, a segment keeps the search, Clear starts again', async ({ page }) => {
  await open(page, `${DESIGNATIONS}?status=active&page=2`);
  await page.getByLabel('Department').selectOption({ label: 'Engineering' });
  await page.getByRole('searchbox', { name: 'Search designations' }).fill('engineer');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect(page).not.toHaveURL(/page=/);
  const rows = page.getByRole('row').filter({ hasText: 'Engineer' });
  await expect(rows).toHaveCount(3);
  await expect(page.locator('tbody tr')).toHaveCount(3);

  await page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/q=engineer/);
  await expect(page.getByText('No designation matches these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(DESIGNATIONS);
  await expect(page.locator('tbody tr')).toHaveCount(10);
});

test('the paginator pages by number and by cursor with one look', async ({ page }) => {
  await open(page, DESIGNATIONS);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText(/11–\d+ of \d+/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await open(page, RESELLERS);
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/after=[\w-]+/);
  await expect(pager).toContainText(/11–20 of \d+/);
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(pager).toContainText(/1–10 of \d+/);
});

test('a keyset list follows Last, then Previous, to the rows those pages hold, with First and Last on every page (issue 28 §4)', async ({ page }) => {
  await open(page, `${PACKAGES}?pageSize=4`);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const names = async () => (await page.locator('tbody tr td:first-child .font-medium').allTextContents()).map((name) => name.trim());
  const all = ((await (await page.request.get('/api/v1/packages?pageSize=100')).json()).data as { name: string }[]).map((p) => p.name);
  const pages = Math.ceil(all.length / 4);
  expect(pages).toBeGreaterThanOrEqual(3);
  await expect(pager.getByText('First', { exact: true })).toHaveAttribute('aria-disabled', 'true');

  await pager.getByRole('link', { name: 'Last' }).click();
  await expect(page).toHaveURL(/[?&]last=1/);
  await expect(pager.getByRole('link', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByText('Next', { exact: true })).toHaveAttribute('aria-disabled', 'true');
  await expect(pager.getByText('Last', { exact: true })).toHaveAttribute('aria-disabled', 'true');
  expect(await names()).toEqual(all.slice((pages - 1) * 4));

  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/[?&]before=[\w-]+/);
  await expect(pager.getByRole('link', { name: `Page ${pages - 1}` })).toHaveAttribute('aria-current', 'page');
  expect(await names()).toEqual(all.slice((pages - 2) * 4, (pages - 1) * 4));
  await expect(pager.getByRole('link', { name: 'Last' })).toBeVisible();
  await pager.getByRole('link', { name: 'First' }).click();
  expect(await names()).toEqual(all.slice(0, 4));
});

test('a malformed value in a shared link answers 400 saying what is wrong; the search keeps the rest of the link', async ({ page }) => {
  const response = await page.goto(`${DEPARTMENTS}?q=eng&status=nope`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search departments' })).toHaveValue('eng');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Engineering' })).toBeVisible();
});

test('a row\'s More menu works by keyboard, runs its action in a confirmation that starts on Cancel, and Esc gives focus back', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await open(page, `${DEPARTMENTS}?q=Human`);
  const more = page.getByRole('button', { name: 'More actions for Human Resources' });
  const menu = page.getByRole('menu', { name: 'More actions for Human Resources' });
  const archive = menu.getByRole('menuitem', { name: 'Archive Human Resources' });
  const remove = menu.getByRole('menuitem', { name: 'Delete Human Resources' });
  await expect(page.getByRole('row').filter({ hasText: 'Human Resources' }).getByRole('button', { name: 'Edit Human Resources' })).toBeVisible();
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await expect(menu).toBeHidden();
  for (const key of ['Enter', 'Space', 'ArrowDown']) {
    await more.focus();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press(key);
    await expect(menu).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(archive).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(remove).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(archive).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
  }
  // It opens under its button, right edges aligned, above the table frame's edge.
  await page.keyboard.press('Enter');
  const [button, list] = [await more.boundingBox(), await menu.boundingBox()];
  expect(Math.round(list!.y - (button!.y + button!.height))).toBe(4);
  expect(Math.abs(list!.x + list!.width - (button!.x + button!.width))).toBeLessThan(1);

  // An item runs its action through the one channel: the confirmation starts on Cancel, Esc closes
  // it and focus goes back to the menu's button.
  await page.keyboard.press('End');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Delete department' });
  await expect(dialog).toContainText('Delete Human Resources and its designations?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
  // The first click hydrated the host: React drew what the server had drawn first (no error #418).
  expect(errors.filter((e) => /react|hydrat/i.test(e))).toEqual([]);

  await more.click();
  await remove.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.toast-error').filter({ hasText: /This department has \d+ employees/ })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a form dialog adds a record, an action runs at once, and a confirmed one removes it', async ({ page }) => {
  const tag = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();
  const name = `E2E Kit ${tag}`;
  await open(page, DEPARTMENTS);
  const add = page.getByRole('button', { name: 'Add department' });
  await add.click();
  const form = page.getByRole('dialog', { name: 'Add department' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  await form.getByRole('button', { name: 'Add department' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Code').fill(`K${tag}`.slice(0, 10));
  await form.getByRole('button', { name: 'Add department' }).click();
  await expect(page.locator('.toast-success')).toBeVisible();

  await open(page, `${DEPARTMENTS}?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: `Archive ${name}` }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Archived');
  await row.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete department' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.toast-success').filter({ hasText: `${name} has been deleted.` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test("a list's filter choices are kept between views, and a new department is a choice on the next view", async ({ page }) => {
  const EMPLOYEES = '/owner-universe/dashboard/users/employees';
  const tag = `Kept ${Date.now().toString(36)}`;
  await open(page, EMPLOYEES);
  const department = page.getByLabel('Department');
  await expect(department.getByRole('option', { name: 'Engineering' })).toHaveCount(1);
  await expect(department.getByRole('option', { name: tag })).toHaveCount(0);
  const created = await page.request.post('/api/v1/departments', { data: { name: tag, code: `K${Date.now().toString(36).slice(-6)}` } });
  expect(created.status()).toBe(201);
  await open(page, EMPLOYEES);
  await expect(department.getByRole('option', { name: tag })).toHaveCount(1);
});
