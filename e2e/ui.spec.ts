/**
 * Everyday use (issue 10 §2–§5): list state in the URL, phone widths, live data-center badges,
 * phone validation, the confirm dialog's keyboard behaviour, visible focus, the skip link and the
 * drawer's groups.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, open, stateFile } from './fixtures';

const OI = '/owner-inventory/dashboard';
const TRACKER = `${OI}/leads/all-leads-status-tracker`;
const DATA_CENTERS = `${OI}/general/data-center`;
const API = '/api/v1';
const trackerRows = (page: Page) => page.getByRole('tabpanel').locator('tbody tr');
const firstNumber = (page: Page) => trackerRows(page).first().locator('td').first();

test.use({ storageState: stateFile('superadmin') });

test('the tracker keeps its tab, page and search through reload and Back', async ({ page }) => {
  await open(page, TRACKER);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(firstNumber(page)).toHaveText('11');

  await page.reload();
  await hydrated(page);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(firstNumber(page)).toHaveText('11');

  await page.getByRole('tab', { name: 'Deleted Leads' }).click();
  await expect(page).toHaveURL(/tab=deleted/);
  await expect(page).not.toHaveURL(/page=/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Created Leads' })).toHaveAttribute('aria-selected', 'true');
  await expect(firstNumber(page)).toHaveText('11');

  const search = page.getByRole('searchbox', { name: 'Search lead activities' });
  await search.fill('staging-london');
  await expect(page).toHaveURL(/q=staging-london/);
  const found = await trackerRows(page).count();
  await page.reload();
  await hydrated(page);
  await expect(search).toHaveValue('staging-london');
  await expect(trackerRows(page)).toHaveCount(found);
});

test.describe('on a phone', () => {
  const LISTS = [`${OI}/leads/all-leads`, `${OI}/leads/existing-leads`, TRACKER, DATA_CENTERS, `${OI}/leads/all-leads?q=zz-none-zz`];

  for (const width of [320, 375]) {
    test(`no list page scrolls sideways at ${width} px, and a scrolled table keeps its first column`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      for (const path of LISTS) {
        await open(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBe(0);
      }
      for (const path of [TRACKER, DATA_CENTERS]) {
        await open(page, path);
        const region = page.getByRole('region', { name: /table$/ }).first();
        await region.evaluate((el) => el.scrollBy({ left: 2000 }));
        await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        const frame = (await region.boundingBox())!;
        const firstCell = (await region.locator('tbody tr').first().locator('td').first().boundingBox())!;
        expect(firstCell.x, path).toBeGreaterThanOrEqual(frame.x - 1);
      }
    });
  }
});

test('a data center in transition settles on the list and the detail page without a reload', async ({ page }) => {
  const name = `settle-${Date.now().toString(36)}`;
  const created = await page.request.post(`${API}/aws-light-sail/create-instance`, {
    data: { instanceName: name, region: 'eu-north-1', availabilityZone: 'eu-north-1a', blueprintId: 'ubuntu_22_04', bundleId: 'nano_3_0' },
  });
  expect(created.status()).toBe(201);
  const id: string = (await created.json()).data.id;
  await expect.poll(async () => (await (await page.request.get(`${API}/aws-light-sail/get-data-center/${id}`)).json()).data.instance_state.name).toBe('running');

  const stop = await page.request.post(`${API}/aws-light-sail/stop-instance`, { data: { instanceName: name, region: 'eu-north-1' } });
  expect(stop.status()).toBe(200);
  await open(page, `${DATA_CENTERS}?q=${name}`);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const row = page.getByRole('row').filter({ hasText: name });
  // The simulator takes 1.5 s to stop: the list drew 'Stopping' and follows it to 'Stopped'.
  await expect(row).toContainText(/Stopping|Stopped/);
  await expect(row).toContainText('Stopped', { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  const start = await page.request.post(`${API}/aws-light-sail/start-instance`, { data: { instanceName: name, region: 'eu-north-1' } });
  expect(start.status()).toBe(200);
  await open(page, `${DATA_CENTERS}/${id}`);
  await expect(page.getByRole('status', { name: 'Instance state' })).toHaveText('Running', { timeout: 10_000 });

  await page.request.delete(`${API}/aws-light-sail/delete-instance`, { data: { instanceName: name, region: 'eu-north-1' } });
});

test('a phone number that is invalid for its country is refused in the browser and by the API', async ({ page }) => {
  await open(page, `${OI}/leads/registration`);
  const phone = page.getByRole('textbox', { name: 'Phone Number' });
  await phone.click();
  // The widget (intl-tel-input and its utilities) loads on this first focus.
  await expect(page.getByRole('button', { name: /Pakistan: change the country/ })).toBeVisible();
  await phone.pressSequentially('123');
  await page.getByRole('button', { name: 'Add Lead' }).click();
  await expect(page.getByText('Phone Number is invalid')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  const res = await page.request.patch(`${API}/auth/updateMe`, { data: { email: 'superadmin@example.com', name: 'Sara Admin', contact: '+92 123', is_super_admin: true } });
  expect(res.status()).toBe(400);
  expect((await res.json()).message).toBe('Phone Number is invalid');
});

test('the confirm dialog starts on Cancel, keeps Tab inside, closes on Esc and gives focus back', async ({ page }) => {
  await open(page, `${OI}/leads/all-leads`);
  // Delete is a rare action, in the row's "More" menu (issue 26); the menu gives focus back to its button.
  const opener = page.getByRole('button', { name: /^More actions for / }).first();
  const leadName = ((await opener.getAttribute('aria-label')) ?? '').replace(/^More actions for /, '');
  await opener.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: `Delete ${leadName}` }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete lead' });
  await expect(dialog).toContainText(`Delete the lead ${leadName}?`);
  await expect(dialog).toBeVisible();
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const action = dialog.getByRole('button', { name: 'Delete' });
  await expect(cancel).toBeFocused();
  // Cancel comes first, then the destructive action, styled as such.
  await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Delete']);
  await expect(action).toHaveClass(/btn-danger/);
  await page.keyboard.press('Tab');
  await expect(action).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(action).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('every button style shows its focus ring at once', async ({ page }) => {
  await open(page, `${DATA_CENTERS}?q=reseller-web-1`);
  await expectRingAtOnce('btn-primary', page.getByRole('button', { name: 'Create instance' }));
  const detail = await page.getByRole('link', { name: 'reseller-web-1', exact: true }).getAttribute('href');
  await open(page, detail!);
  await expectRingAtOnce('btn-secondary (link)', page.getByRole('link', { name: /Back to Data Centers/ }));
  await expectRingAtOnce('btn-secondary', page.locator('button.btn-secondary:enabled').first());
  await expectRingAtOnce('btn-danger', page.getByRole('button', { name: 'Delete' }));
});

/** Focuses `target` without a pointer and reads its ring in the same task: a fading ring would still be another colour. */
async function expectRingAtOnce(name: string, target: ReturnType<Page['locator']>): Promise<void> {
  const ring = await target.evaluate((el) => {
    (el as HTMLElement).focus();
    const style = getComputedStyle(el);
    return { visible: el.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });
  expect(ring, name).toEqual({ visible: true, style: 'solid', width: '2px', color: 'rgb(79, 70, 229)' });
}

test('the skip link is the first stop of the keyboard and jumps to the content', async ({ page }) => {
  await open(page, OI);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test.describe('drawer groups at 375 px', () => {
  test.use({ storageState: stateFile('inventory'), viewport: { width: 375, height: 740 }, hasTouch: true });

  test('open and close with a tap, Enter or Space, and hold their first link', async ({ page }) => {
    await open(page, OI);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const group = page.locator('#sidebar summary', { hasText: 'Leads' });
    const first = page.locator('#sidebar').getByRole('link', { name: 'All Leads' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.tap();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toBeVisible();
    await expect(page).toHaveURL(OI);
    await group.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeHidden();
    await group.press(' ');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await first.click();
    await expect(page).toHaveURL(`${OI}/leads/all-leads`);
  });
});

test("no id repeats on a page of several islands, before and after they hydrate (each island's ids carry its own prefix)", async ({ page }) => {
  const repeated = () => page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  await open(page, '/owner-universe/dashboard/users/employees');
  expect(await page.locator('astro-island').count()).toBeGreaterThanOrEqual(4);
  expect(await repeated()).toEqual([]);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await repeated()).toEqual([]);
});
