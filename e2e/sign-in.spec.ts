import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, hydrated, open } from './fixtures';

/** Fills and sends the sign-in form on the current page. */
async function submit(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a wrong password is shown in the toast and under the field, which is cleared and focused; the email stays', async ({ page }) => {
  await open(page, '/');
  await submit(page, ACCOUNTS.inventory.email, 'not-the-password');
  await expect(page.locator('#toaster').getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription('Invalid email or password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.inventory.email);

  // Typing the right one is all it takes.
  await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(ACCOUNTS.inventory.home);
});

test('the validator loads once the form is reached, not with the page, and still checks an empty form', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // yup arrives in the chunk of the shared schemas' locale (src/lib/schemas/locale.ts).
  const validatorLoaded = () => scripts.some((path) => /^\/_astro\/locale\./.test(path));
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  expect(validatorLoaded()).toBe(false);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');
  expect(validatorLoaded()).toBe(true);
});

test('five failures lock that email, and a colleague at the same address still signs in', async ({ page }) => {
  await open(page, '/');
  for (let i = 0; i < 5; i++) {
    await submit(page, 'office-typo@example.com', `wrong-pass-${i}`);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Invalid email or password');
  }
  await submit(page, 'office-typo@example.com', 'wrong-pass-6');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Too many failed sign-in attempts. Try again in 15 minutes.',
  );

  await submit(page, ACCOUNTS.hr.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(ACCOUNTS.hr.home);
});

test('a deep link survives sign-in', async ({ page }) => {
  const target = '/owner-inventory/dashboard/leads/all-leads?q=acme';
  await page.goto(target);
  await expect(page).toHaveURL(`/?next=${encodeURIComponent(target)}`);
  await hydrated(page);
  await submit(page, ACCOUNTS.inventory.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(target);

  // Signed in, the sign-in page itself forwards to a safe next.
  await page.goto(`/?next=${encodeURIComponent('/profile')}`);
  await expect(page).toHaveURL('/profile');
});

for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example/owner-inventory/dashboard', '/%2F%2Fevil.example']) {
  test(`a hostile next (${hostile}) lands on the dashboard`, async ({ page }) => {
    await open(page, `/?next=${encodeURIComponent(hostile)}`);
    await submit(page, ACCOUNTS.viewer.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(ACCOUNTS.viewer.home);
  });
}

test('an unknown reset link says so when it opens, with a way to ask for a new one', async ({ page }) => {
  await open(page, '/reset-password/never-issued-token');
  await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/request-reset-password');
});
