import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Port of the console under test; the build must exist (npm run test:e2e builds first). */
export const E2E_PORT = Number(process.env.E2E_PORT || 4400);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

// Debian's Chromium where there is one (no browser download here); elsewhere Playwright's own.
const systemChromium = '/usr/bin/chromium';
const launchOptions = fs.existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    }
  : {};

const use = { ...devices['Desktop Chrome'], baseURL, launchOptions };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/, use },
    { name: 'main', testMatch: /\.spec\.ts/, testIgnore: /credentials\.spec\.ts/, dependencies: ['setup'], use },
    // Changes passwords and revokes sessions, so it runs after everything that reuses them.
    { name: 'credentials', testMatch: /credentials\.spec\.ts/, dependencies: ['main'], use },
  ],
  webServer: {
    command: 'rm -rf data-e2e && node scripts/serve.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: 'data-e2e',
      SIMULATOR_DELAY_MS: '1500',
      LOG_LEVEL: 'silent',
    },
  },
});
