/**
 * People end to end (issue 12 §3, §8): HR registers an employee, who takes the invitation from the
 * outbox, sets a password, signs in and sees their role's menu; HR then disables them and their open
 * session ends. Departments (with their heads' names) and designations lists on a desktop and a phone. Accounts made here carry
 * a unique email, so the tests run in parallel on the demo data.
 */
import { expect, test, type Page } from '@playwright/test';
import { latestResetLink, open, signIn, stateFile } from './fixtures';

const LIST = '/owner-universe/dashboard/human-resource/employees';
const REGISTER = `${LIST}/employee-registration`;

const toast = (page: Page, text: string | RegExp) => page.locator('.toast-success').filter({ hasText: text });

test.describe('as an HR manager', () => {
  test.use({ storageState: stateFile('hr') });

  test('register an employee, who accepts the invitation, signs in with their role, and is signed out when disabled', async ({ page, browser }) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `e2e-emp-${tag}@example.com`;
    await open(page, REGISTER);
    await page.getByRole('button', { name: 'Register and send invitation' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Erin');
    await page.getByRole('textbox', { name: 'Last name' }).fill(`Tester ${tag}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    // The phone widget loads on the field's first focus (issue 9 §5); wait for it, then type.
    await page.getByRole('textbox', { name: 'Contact' }).focus();
    await expect(page.getByRole('button', { name: /Pakistan: change the country/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Contact' }).fill('3001234567');
    await expect(page.getByLabel('Designation')).toBeDisabled();
    await page.getByLabel('Department').selectOption({ label: 'Human Resources' });
    await page.getByLabel('Designation').selectOption({ label: 'HR Officer' });
    // An HR manager may only give roles whose permissions they hold: never an inventory or super admin role.
    const roleOptions = page.getByLabel('Role').locator('option');
    await expect(roleOptions.filter({ hasText: /^HR Manager$/ })).toHaveCount(1);
    await expect(roleOptions.filter({ hasText: /Inventory Manager|Super Admin/ })).toHaveCount(0);
    await page.getByLabel('Role').selectOption({ label: 'HR Manager' });
    await page.getByRole('button', { name: 'Register and send invitation' }).click();
    await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
    await expect(page).toHaveURL(LIST);

    const link = new URL(await latestResetLink(email));
    const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const them = await theirs.newPage();
    await open(them, `${link.pathname}${link.search}`);
    await them.getByLabel('New Password', { exact: true }).fill('employee-password');
    await them.getByLabel('Confirm Password', { exact: true }).fill('employee-password');
    await them.getByRole('button', { name: 'Set password' }).click();
    await expect(them).toHaveURL('/');
    await signIn(them, email, 'employee-password');
    // The hr_manager menu: user management only, and the top bar names the role.
    const tabs = them.getByRole('navigation', { name: /User management|Inventory/ }).locator(':scope > ul > li > a, :scope > ul > li > details > summary');
    await expect(tabs).toHaveText(['Dashboard', 'Users', 'Help', 'Settings']);
    await expect(them.locator('[data-role-name]')).toHaveText('HR Manager');

    await open(page, `${LIST}?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    // Disable is in the row's "More" menu (issue 26: the row's actions fit 1280 px).
    await row.getByRole('button', { name: /^More actions for Erin/ }).click();
    await page.getByRole('menuitem', { name: /^Disable Erin/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable employee' });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page, /has been disabled/)).toBeVisible();

    // Their open session ended: the next page sends them to sign in.
    await them.goto('/owner-universe/dashboard/users/departments');
    await expect(them.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await theirs.close();
  });

  test("the departments list names each department's head", async ({ page }) => {
    const departments = (await (await page.request.get('/api/v1/departments')).json()).data as Array<{ name: string; headEmployeeId: string | null }>;
    const headed = departments.filter((d) => d.headEmployeeId);
    expect(headed.length).toBeGreaterThan(1);
    const heads = (await (await page.request.get(`/api/v1/employees?ids=${headed.map((d) => d.headEmployeeId).join(',')}`)).json()).data as Array<{ id: string; first_name: string; last_name: string }>;
    await open(page, '/owner-universe/dashboard/users/departments');
    for (const department of headed) {
      const head = heads.find((e) => e.id === department.headEmployeeId)!;
      await expect(page.getByRole('row').filter({ hasText: department.name })).toContainText(`${head.first_name} ${head.last_name}`);
    }
  });

  for (const width of [1280, 375]) {
    test(`departments, designations and employees lists at ${width} px`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of [
        ['/owner-universe/dashboard/users/departments', 'Departments'],
        ['/owner-universe/dashboard/users/designation?page=2', 'Designation'],
        ['/owner-universe/dashboard/users/employees?status=active&sort=-joined', 'Employees'],
        [REGISTER, 'Employee Registration'],
      ] as const) {
        await open(page, path);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        await page.screenshot({ path: info.outputPath(`${heading.toLowerCase().replace(/ /g, '-')}-${width}.png`), fullPage: true });
      }
      // Deleting a department that has employees is refused: e2e/list-kit.spec.ts.
    });
  }
});
