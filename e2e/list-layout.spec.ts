/**
 * Every list page on the list kit fits an office screen and a phone (issue 26 "Lists at an ordinary
 * office screen"): at 1280 × 800 the table does not scroll sideways and each row's actions and
 * status stand on one line; at 390 px nothing but the table's frame scrolls sideways. Add a list
 * here when it moves onto the kit: its path, and the demo account that sees its actions if not the
 * super admin.
 */
import { test } from '@playwright/test';
import { open, stateFile, type AccountKey } from './fixtures';
import { expectListFits, expectNoSidewaysScroll } from './layout';

const LISTS: { path: string; as?: AccountKey }[] = [
  { path: '/owner-inventory/dashboard/packages' },
  { path: '/owner-inventory/dashboard/forms/list-of-packages' },
  { path: '/owner-inventory/dashboard/resellers/all-resellers' },
  { path: '/owner-inventory/dashboard/resellers/list-of-online-resellers' },
  { path: '/owner-inventory/dashboard/general/business-categories' },
  { path: '/owner-universe/dashboard/users/departments' },
  { path: '/owner-universe/dashboard/users/designation' },
  { path: '/owner-inventory/dashboard/customers' },
  { path: '/owner-inventory/dashboard/customers/users' },
  { path: '/owner-inventory/dashboard/packages/update-packages-request' },
  { path: '/owner-inventory/dashboard/leads/all-leads' },
  { path: '/owner-inventory/dashboard/leads/existing-leads' },
  { path: '/owner-inventory/dashboard/general/data-center' },
  { path: '/owner-inventory/dashboard/leads/all-leads-status-tracker' },
  { path: '/owner-universe/dashboard/users/employees' },
  { path: '/owner-universe/dashboard/users/roles' },
  { path: '/owner-universe/dashboard/users/list-of-super-admin' },
  { path: '/owner-universe/dashboard/users/permission' },
  { path: '/owner-universe/dashboard/settings/audit-log' },
];

for (const { path, as = 'superadmin' } of LISTS) {
  test.describe(path, () => {
    test.use({ storageState: stateFile(as) });
    test(`fits 1280 px and scrolls only its table at 390 px (as ${as})`, async ({ page }) => {
      await open(page, path);
      await expectListFits(page);
      await expectNoSidewaysScroll(page);
    });
  });
}
