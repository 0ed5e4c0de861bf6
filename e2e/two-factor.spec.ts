/**
 * Two-factor sign-in and sessions in the browser (issue 16 §4), on a dedicated account created here
 * (the demo accounts sign in elsewhere without a second factor): enrol from Profile → Security with a
 * code computed from the shown key, sign in with a code, then with a recovery code, and sign out
 * another session from the Security tab.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { DEMO_PASSWORD, latestResetLink, open } from './fixtures';

test.use({ storageState: { cookies: [], origins: [] } });

const PASSWORD = 'two-factor-password';
const code = (secret: string, steps = 0) => new TOTP({ secret }).generate({ timestamp: Date.now() + steps * 30_000 });

/** A new active super admin, invited by the demo super admin through the API. */
async function createAccount(request: APIRequestContext, baseURL: string): Promise<string> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-2fa-${tag}@example.com`;
  const headers = { origin: baseURL };
  await request.post('/api/v1/auth/login', { data: { email: 'superadmin@example.com', password: DEMO_PASSWORD }, headers });
  const created = await request.post('/api/v1/super-admins', { data: { name: `E2E Twofactor ${tag}`, email, contact: '+12025550123' }, headers });
  expect(created.status()).toBe(201);
  const token = new URL(await latestResetLink(email)).pathname.split('/').pop()!;
  const accepted = await request.post('/api/v1/auth/reset-password', { data: { token, password: PASSWORD, confirmPassword: PASSWORD }, headers });
  expect(accepted.status()).toBe(200);
  return email;
}

async function password(page: Page, email: string): Promise<void> {
  await open(page, '/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('enrol, sign in with a code and a recovery code, and sign out another session', async ({ page, context, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const email = await createAccount(api, baseURL!);

  await password(page, email);
  await expect(page).toHaveURL(/\/owner-universe\/dashboard/);
  await open(page, '/profile?tab=security');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(code(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const shown = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const codes = (await shown.allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  // Signed out, the password alone no longer signs in: the code step follows.
  await context.clearCookies();
  await password(page, email);
  await page.getByLabel('Code from your authenticator app').fill(code(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/owner-universe\/dashboard/);

  await context.clearCookies();
  await password(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/owner-universe\/dashboard/);

  // Another session, elsewhere: signed in through the API with another recovery code.
  const first = await api.post('/api/v1/auth/login', { data: { email, password: PASSWORD }, headers: { origin: baseURL! } });
  const { challenge } = (await first.json()).data;
  const other = await api.post('/api/v1/auth/login/verify', { data: { challenge, recoveryCode: codes[1] }, headers: { origin: baseURL! } });
  expect(other.status()).toBe(200);

  await open(page, '/profile?tab=security');
  await expect(page.getByText('This device')).toBeVisible();
  const signOut = page.getByRole('button', { name: 'Sign out', exact: true });
  const before = await signOut.count();
  expect(before).toBeGreaterThanOrEqual(1);
  await signOut.first().click();
  await expect(signOut).toHaveCount(before - 1);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(signOut).toHaveCount(0);
  expect((await api.get('/api/v1/auth/getMe')).status()).toBe(401);
  await expect(page.getByText('Failed attempt').or(page.getByText('Signed in')).first()).toBeVisible();
  await api.dispose();
});
