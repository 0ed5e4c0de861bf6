import { expect, test } from '@playwright/test';
import { ACCOUNTS, hydrated, latestResetLink, open, signIn } from './fixtures';

test('forgot password → email sent → link from the outbox → reset → sign in with the new password', async ({ page }) => {
  const email = ACCOUNTS.viewer.email;
  await open(page, '/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/request-reset-password');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL('/email-sent');

  const link = await latestResetLink(email);
  await open(page, new URL(link).pathname);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('New password is required')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password', { exact: true }).fill('other');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('New password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your password has been reset')).toBeVisible();

  await signIn(page, email, 'a-brand-new-pass');
  await expect(page).toHaveURL(ACCOUNTS.viewer.home);

  // The link works once.
  await open(page, new URL(link).pathname);
  await page.getByLabel('New Password', { exact: true }).fill('another-new-pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('another-new-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
});
