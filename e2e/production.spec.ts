import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { freePort, tempDir } from './processes';

test('the server shuts down gracefully on SIGTERM and closes the database', async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  const child = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port), DATA_DIR: tempDir('oc-shutdown-') } });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(200);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  const events = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line).msg);
  expect(events).toEqual(expect.arrayContaining(['console listening', 'backend ready', 'shutting down', 'database closed']));
});

test('HSTS is sent over HTTPS only', async ({ request }) => {
  const plain = await request.get('/email-sent');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  const https = await request.get('/email-sent', { headers: { 'x-forwarded-proto': 'https' } });
  expect(https.headers()['strict-transport-security']).toContain('max-age=');
});

test('static assets are served compressed with a long cache', async ({ request, page }) => {
  await page.goto('/');
  // React's renderer: large enough to be compressed (tiny files are sent as they are).
  const script = await page.locator('astro-island').first().getAttribute('renderer-url');
  const response = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
});
