/**
 * The first row-action click of a list hydrates its action host without a hydration mismatch (issue
 * 26 defect 9: React error #418 in the console on online resellers, all resellers and upgrade
 * requests): the host's first render must be what the server drew, whatever the click asked for.
 * Each list is opened afresh, its first row action clicked (in the row or in its "More" menu), the
 * dialog shown and cancelled: nothing changes.
 */
import { expect, test, type Page } from '@playwright/test';
import { open, stateFile } from './fixtures';

test.use({ storageState: stateFile('superadmin') });

/** Console errors and uncaught errors of `page` that tell of a hydration mismatch. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const keep = (text: string) => /#418|hydrat/i.test(text) && errors.push(text);
  page.on('console', (message) => message.type() === 'error' && keep(message.text()));
  page.on('pageerror', (error) => keep(`${error.message}\n${error.stack ?? ''}`));
  return errors;
}

/** Clicks the first row action of the list on `page`: a row's button, or the first item of its "More" menu. */
const inRow = (page: Page) => page.locator('[data-row-actions]').first().locator('button[data-action]').first().click();
async function inMenu(page: Page) {
  const actions = page.locator('[data-row-actions]').first();
  await actions.getByRole('button', { name: /^More actions for / }).click();
  await actions.getByRole('menuitem').first().click();
}

const LISTS = [
  { name: 'online resellers', path: '/owner-inventory/dashboard/resellers/list-of-online-resellers', click: inRow },
  { name: 'all resellers', path: '/owner-inventory/dashboard/resellers/all-resellers', click: inMenu },
  // By its name, as the queue's Approve was before the action kit.
  { name: 'upgrade requests', path: '/owner-inventory/dashboard/packages/update-packages-request?status=pending', click: (page: Page) => page.getByRole('button', { name: /^Approve / }).first().click() },
];

for (const { name, path, click } of LISTS) {
  test(`the first row action on ${name} opens its dialog with no hydration mismatch`, async ({ page }) => {
    const errors = hydrationErrors(page);
    await open(page, path);
    await click(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(errors, 'hydration errors in the console').toEqual([]);
  });
}
