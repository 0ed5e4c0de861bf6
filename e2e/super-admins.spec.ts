/**
 * Super admins end to end (issue 11 §3, §5): invite a super admin from the list, take the link from
 * the outbox, set the password and sign in as them; revoke, resend and delete an invitation from the
 * row actions, each destructive one confirmed by name; the list on a phone. Accounts made here carry
 * a unique email, so the tests run in parallel on the demo data.
 */
import { expect, test, type Page } from '@playwright/test';
import { latestResetLink, open, signIn, stateFile } from './fixtures';

const LIST = '/owner-universe/dashboard/users/list-of-super-admin';

const toast = (page: Page, text: string | RegExp) => page.locator('.toast-success').filter({ hasText: text });

function fresh(label: string) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `E2E ${label} ${tag}`, email: `e2e-${label}-${tag}@example.com`.toLowerCase() };
}

test.describe('as a super admin', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('invite a super admin, who sets a password from the mailed link and signs in', async ({ page, browser }) => {
    const person = fresh('invite');
    await open(page, LIST);
    await page.getByRole('button', { name: 'Add super admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add super admin' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(person.name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
    // The phone widget attaches to the field on its first focus; wait for it, then type.
    await dialog.getByRole('textbox', { name: 'Contact' }).focus();
    await expect(dialog.getByRole('button', { name: /Pakistan: change the country/ })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Contact' }).fill('3001234567');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, `Invitation sent to ${person.email}.`)).toBeVisible();

    await open(page, `${LIST}?q=${encodeURIComponent(person.email)}`);
    const row = page.getByRole('row').filter({ hasText: person.name });
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();

    const link = new URL(await latestResetLink(person.email));
    // A browser of their own: the test's context carries the super admin's session.
    const invited = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const theirs = await invited.newPage();
    await open(theirs, `${link.pathname}${link.search}`);
    await expect(theirs.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await theirs.getByLabel('New Password', { exact: true }).fill('invited-password');
    await theirs.getByLabel('Confirm Password', { exact: true }).fill('invited-password');
    // An invitation sets a first password: nothing on the page speaks of resetting (issue 26 defect 11).
    await expect(theirs.getByText(/reset/i)).toHaveCount(0);
    await theirs.getByRole('button', { name: 'Set password' }).click();
    await expect(theirs).toHaveURL('/');
    await signIn(theirs, person.email, 'invited-password');
    await open(theirs, `${LIST}?q=${encodeURIComponent(person.email)}`);
    const own = theirs.getByRole('row').filter({ hasText: person.name });
    await expect(own.getByText('(you)')).toBeVisible();
    await expect(own.getByText('Active', { exact: true })).toBeVisible();
    // Nobody disables or deletes their own account: the row offers neither.
    await expect(own.getByRole('button')).toHaveCount(0);
    await invited.close();

    // The link worked once: opened again, its page says so before any form (issue 10 §1).
    await open(page, `${link.pathname}${link.search}`);
    await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  });

  test('revoke, resend and delete an invitation from the row, confirming by name', async ({ page }) => {
    const person = fresh('rows');
    const created = await page.request.post('/api/v1/super-admins', { data: { ...person, contact: '+923001234567' } });
    expect(created.status()).toBe(201);
    await open(page, `${LIST}?q=${encodeURIComponent(person.email)}`);

    // Revoking and deleting are rare: they are in the row's "More" menu.
    const fromMenu = async (action: string) => {
      await page.getByRole('button', { name: `More actions for ${person.name}` }).click();
      await page.getByRole('menuitem', { name: `${action} ${person.name}` }).click();
    };
    await fromMenu('Revoke invite');
    const confirm = page.getByRole('dialog', { name: 'Revoke invitation' });
    await expect(confirm).toContainText(person.name);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(page, `The invitation of ${person.name} has been revoked.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: person.name }).getByText('Link expired or revoked')).toBeVisible();

    await page.getByRole('button', { name: `Resend invite ${person.name}` }).click();
    await expect(toast(page, `Invitation sent again to ${person.email}.`)).toBeVisible();
    await expect(page.getByText('Link expired or revoked')).toHaveCount(0);

    await fromMenu('Delete');
    const remove = page.getByRole('dialog', { name: 'Delete super admin' });
    await expect(remove).toContainText(person.email);
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(remove).toBeHidden();
    await fromMenu('Delete');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `${person.name} has been deleted.`)).toBeVisible();
    await expect(page.getByText('No record found')).toBeVisible();
  });

  test('the demo list has a second page, and on a phone every account is listed without the page scrolling sideways', async ({ page }) => {
    await open(page, `${LIST}?page=2`);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, LIST);
    // The list kit's table: only its frame scrolls, with the names kept in view (list-layout.spec.ts).
    const rows = page.getByRole('table', { name: 'List of Super Admin' }).locator(':scope > tbody > tr');
    await expect(rows.first()).toBeVisible();
    await expect(rows).toHaveCount(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('as a viewer', () => {
  test.use({ storageState: stateFile('viewer') });

  test('the page is not theirs', async ({ page }) => {
    expect((await page.goto(LIST))?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  });
});
