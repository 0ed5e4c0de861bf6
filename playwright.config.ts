import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

import { E2E_DATA_DIR, E2E_PORT, E2E_RESULTS_DIR } from './e2e/env';

// The console under test is the production build (npm run test:e2e builds first).
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
  outputDir: E2E_RESULTS_DIR,
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
    command: `rm -rf ${E2E_DATA_DIR} && node scripts/serve.mjs`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      DIST_DIR: process.env.DIST_DIR || 'dist',
      SIMULATOR_DELAY_MS: '1500',
      LOG_LEVEL: 'silent',
    },
  },
});
