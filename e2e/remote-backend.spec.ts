import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures';
import { freePort, startServer, stopServer, tempDir } from './processes';

// The console with API_URL reads a separate backend (npm run api) over HTTP and proxies /api/v1 to it.
test.describe.configure({ mode: 'serial' });
let api: ChildProcess | undefined;
let console_: ChildProcess | undefined;
let consoleUrl = '';
let consoleDataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const apiPort = await freePort();
  api = await startServer('npm', ['run', 'api', '--silent'], { PORT: String(apiPort), DATA_DIR: tempDir('oc-api-') }, `http://127.0.0.1:${apiPort}/api/v1/health`);
  const consolePort = await freePort();
  consoleUrl = `http://127.0.0.1:${consolePort}`;
  console_ = await startServer(
    'node',
    ['scripts/serve.mjs'],
    { PORT: String(consolePort), API_URL: `http://127.0.0.1:${apiPort}/api/v1`, DATA_DIR: (consoleDataDir = tempDir('oc-console-')) },
    `${consoleUrl}/healthz`,
  );
});

test.afterAll(async () => {
  await stopServer(console_);
  await stopServer(api);
});

test('signs in through a console whose backend is remote', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: consoleUrl });
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.viewer.email);
  await expect(page).toHaveURL(`${consoleUrl}${ACCOUNTS.viewer.home}`);
  await expect(page.getByRole('banner')).toContainText(ACCOUNTS.viewer.name);
  // The backend's device cookie reaches the browser, and travels back through the console (issue 27 §8).
  expect((await context.cookies()).find((c) => c.name === 'signInDevice')).toMatchObject({ path: '/api/v1/auth', httpOnly: true, sameSite: 'Lax' });
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${consoleUrl}/`);
  await signIn(page, ACCOUNTS.viewer.email);
  await expect(page).toHaveURL(`${consoleUrl}${ACCOUNTS.viewer.home}`);
  await context.close();
  // Its pages read the remote backend only: the console opened no database of its own.
  expect(fs.existsSync(path.join(consoleDataDir, 'pglite'))).toBe(false);
});

test('a page whose backend is down answers the 503 page without a stack trace (issue 9 §1)', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL: consoleUrl });
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.viewer.email);
  await stopServer(api);
  const response = await page.goto('/owner-inventory/dashboard');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'The database is unavailable. Try again shortly.' })).toBeVisible();
  // No stack frame such as "at render (file.mjs:12:3)" reaches the browser.
  await expect(page.locator('body')).not.toContainText(/\bat \S+ \(|\.m?[jt]s:\d+/);
  await context.close();
});
