/**
 * Keyset-paged list pages (issue 9 §6, issue 28 §4) given a shared link whose cursor does not fit the list's
 * order: the page answers 400, says why where the list would be, and keeps its search and filters
 * usable, instead of a 200 page that lists nothing.
 */
import { expect, test } from '@playwright/test';
import { stateFile } from './fixtures';

test.use({ storageState: stateFile('superadmin') });

const LISTS = [
  '/owner-universe/dashboard/human-resource/employees',
  '/owner-inventory/dashboard/customers',
  '/owner-inventory/dashboard/customers/users',
  '/owner-inventory/dashboard/resellers/all-resellers',
  '/owner-inventory/dashboard/packages/update-packages-request',
  '/owner-inventory/dashboard/leads/all-leads',
  '/owner-inventory/dashboard/leads/existing-leads',
  '/owner-inventory/dashboard/packages',
  '/owner-inventory/dashboard/general/business-categories',
  '/owner-inventory/dashboard/general/data-center',
  '/owner-universe/dashboard/users/departments',
  '/owner-universe/dashboard/users/designation',
];
const CURSOR = Buffer.from(JSON.stringify(['x']), 'utf8').toString('base64url');

test('a page link whose cursor belongs to another order answers 400 with the reason, on every keyset list', async ({ page }) => {
  for (const list of LISTS) {
    // One key value, where every order has two keys or more (ties break by id): the shape of a cursor, not of this order's.
    const response = await page.goto(`${list}?after=${CURSOR}`);
    expect(response?.status(), list).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid page cursor' }), list).toBeVisible();
    await expect(page.getByRole('searchbox').first(), list).toBeVisible();
  }
});
