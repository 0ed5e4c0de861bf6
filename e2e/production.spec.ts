import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { CHROMIUM_ACCEPT_ENCODING } from '../bench/throughput';
import { DEMO_PASSWORD, stateFile } from './fixtures';
import { freePort, tempDir } from './processes';

test('the server shuts down gracefully on SIGTERM and closes the database', async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const child = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port), DATA_DIR: tempDir('oc-shutdown-') } });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  const events = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line).msg);
  expect(events).toEqual(expect.arrayContaining(['console listening', 'backend ready', 'shutting down', 'database closed']));
});

test('HSTS is sent over HTTPS only: a peer that is not a trusted proxy cannot claim it', async ({ request }) => {
  const plain = await request.get('/email-sent');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  // No TRUSTED_PROXIES here; from a trusted proxy it is sent (observability.spec.ts).
  const claimed = await request.get('/email-sent', { headers: { 'x-forwarded-proto': 'https' } });
  expect(claimed.headers()['strict-transport-security']).toBeUndefined();
});

test('static assets are served compressed with a long cache', async ({ request, page }) => {
  await page.goto('/');
  // React's renderer: large enough to be compressed (tiny files are sent as they are).
  const script = await page.locator('astro-island').first().getAttribute('renderer-url');
  const response = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('the bench loads pages with the Accept-Encoding of this Chromium, and is answered in brotli as it is', async ({ page }) => {
  const response = await page.goto('/');
  expect((await response!.request().allHeaders())['accept-encoding']).toBe(CHROMIUM_ACCEPT_ENCODING);
  expect(response!.headers()['content-encoding']).toBe('br');
});

test.describe('a page seen again', () => {
  test.use({ storageState: stateFile('inventory') });

  test('comes compressed as it was while nothing changed, and shows a change at once', async ({ page }) => {
    const name = `Kept page ${Date.now()}`;
    const list = `/owner-inventory/dashboard/general/business-categories?q=${encodeURIComponent(name)}`;
    await page.goto(list);
    await expect(page.getByText(name)).toHaveCount(0);
    const again = await page.reload();
    expect(again!.headers()['content-encoding']).toBe('br');
    expect(again!.headers()['cache-control']).toBe('no-store');

    const created = await page.request.post('/api/v1/business-categories', { data: { name } });
    expect(created.status()).toBe(201);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Business categories' })).toContainText(name);
  });
});

test.describe('signed in', () => {
  test.use({ storageState: stateFile('viewer') });

  test('a signed-in page is never cached, its hashed assets are cached for good', async ({ page, request }) => {
    const response = await page.goto('/owner-inventory/dashboard');
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toBe('no-store');
    const asset = await page.locator('link[rel="stylesheet"][href^="/_astro/"]').first().getAttribute('href');
    const cached = await request.get(asset!);
    expect(cached.headers()['cache-control']).toContain('immutable');
  });
});

test('a session cookie that cannot be a token is no session, on public and console pages alike', async ({ page, context, baseURL }) => {
  for (const path of ['/', '/owner-inventory/dashboard']) {
    await context.addCookies([{ name: 'authToken', value: 'a%00b', url: baseURL! }]);
    const started = Date.now();
    await page.goto(path);
    expect(Date.now() - started).toBeLessThan(2000);
    // The sign-in page, keeping a console page as the place to return to (issue 10 §1).
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/(\\?next=.*)?$`));
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'authToken')).toBeUndefined();
  }
});

test.describe('the API answers JSON to every client', () => {
  test('a Bearer client logs out without an Origin header', async ({ request, baseURL }) => {
    // Signed in outside `request`, so that its calls carry no cookie: Bearer only.
    const login = await fetch(`${baseURL}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL! },
      body: JSON.stringify({ email: 'hr@example.com', password: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const logout = await request.post('/api/v1/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(200);
    expect(logout.headers()['cache-control']).toBe('no-store');
    expect((await logout.json()).message).toEqual(expect.any(String));
    expect((await request.get('/api/v1/auth/getMe', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  });

  test('a write that is not JSON gets a JSON 400, a malformed URL a JSON 400', async ({ request }) => {
    const text = await request.post('/api/v1/auth/login', { headers: { 'content-type': 'text/plain' }, data: 'email=a' });
    expect(text.status()).toBe(400);
    expect(await text.json()).toEqual({ message: 'Invalid input' });
    for (const path of ['/api/v1/%ff', '/api/v1/leads/get-all-lead?q=%ff']) {
      const malformed = await request.get(path);
      expect(malformed.status()).toBe(400);
      expect(await malformed.json()).toEqual({ message: 'Malformed URL' });
    }
  });
});

test.describe('islands on the server', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('each is drawn once per view (scripts/tag-islands.mjs) and still opens', async ({ page }) => {
    await page.goto('/owner-universe/dashboard/users/employees');
    // React numbers its renders in the page: a second, checking render of an island would skip one.
    const prefixes = await page.locator('astro-island').evaluateAll((islands) => islands.map((i) => i.getAttribute('prefix')));
    expect(prefixes.length).toBeGreaterThanOrEqual(4);
    expect(prefixes).toEqual(prefixes.map((_, i) => `r${i}`));
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
