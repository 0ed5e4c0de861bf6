/**
 * The phone field keeps what is typed (issue 26 defect 1): clicking or tabbing into it and typing at
 * once, at a person's speed, while its widget (intl-tel-input and libphonenumber's utilities) is still
 * arriving, leaves every digit in the field and the focus in it; the placeholder is a Pakistani
 * example beside +92, and the form receives the number written internationally.
 */
import { expect, test, type Page } from '@playwright/test';
import { open, stateFile } from './fixtures';

const FORMS = [
  { path: '/owner-inventory/dashboard/leads/registration', label: 'Phone Number', before: 'Email', submit: 'Add Lead' },
  { path: '/owner-universe/dashboard/human-resource/employees/employee-registration', label: 'Contact', before: 'Email', submit: 'Register and send invitation' },
  { path: '/owner-inventory/dashboard/resellers/reseller-registration', label: 'Phone Number', before: 'Email', submit: 'Register Reseller' },
];

test.use({ storageState: stateFile('superadmin') });

/** Holds back every script and style the page asks for from now on (the widget's chunk among them). */
async function slowChunks(page: Page): Promise<void> {
  await page.route('**/_astro/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

for (const form of FORMS) {
  for (const how of ['click', 'Tab'] as const) {
    test(`${form.label} on ${form.path.split('/').at(-1)}: reached by ${how}, a number typed at once stays whole`, async ({ page }) => {
      await open(page, form.path);
      await slowChunks(page);
      const phone = page.getByRole('textbox', { name: form.label, exact: true });
      await expect(phone).toHaveAttribute('placeholder', '301 2345678');
      if (how === 'click') await phone.click();
      else {
        await page.getByRole('textbox', { name: form.before, exact: true }).focus();
        await page.keyboard.press('Tab');
      }
      await page.keyboard.type('3001239876', { delay: 80 });

      await expect(page.getByRole('button', { name: /^\+92 Pakistan: change the country/ })).toBeVisible();
      await expect(phone).toBeFocused();
      await expect(phone).toHaveValue('300 1239876');
      await expect(phone).toHaveAttribute('placeholder', '301 2345678');

      // The other required fields are empty: the form refuses them, not the number.
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    });
  }
}

test('another country shows its own example number, and the number follows it', async ({ page }) => {
  await open(page, '/owner-inventory/dashboard/leads/registration');
  const phone = page.getByRole('textbox', { name: 'Phone Number', exact: true });
  await phone.click();
  await page.getByRole('button', { name: /^\+92 Pakistan: change the country/ }).click();
  await page.getByRole('combobox', { name: /search/i }).fill('United Kingdom');
  // As a person reads "1 result found" before choosing: a click while the list still filters can
  // land on a row the filter then replaces, and nothing is chosen.
  const countries = page.getByRole('listbox', { name: 'List of countries' }).getByRole('option');
  await expect(countries).toHaveCount(1);
  await countries.filter({ hasText: 'United Kingdom' }).click();
  await expect(page.getByRole('button', { name: /^\+44 United Kingdom: change the country/ })).toBeVisible();
  await expect(phone).toHaveAttribute('placeholder', '7400 123456');
  await expect(phone).toBeFocused();
  await page.keyboard.type('7400123456', { delay: 50 });
  await expect(phone).toHaveValue('7400 123456');
});
