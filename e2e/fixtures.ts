/**
 * Shared e2e helpers: the demo accounts, their saved sessions, and reading the mail outbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_STATE_DIR } from './env';

export const DEMO_PASSWORD = 'demo-password';

export const ACCOUNTS = {
  superadmin: { email: 'superadmin@example.com', name: 'Sara Admin', home: '/owner-universe/dashboard', role: 'Super Admin' },
  inventory: { email: 'inventory@example.com', name: 'Imran', home: '/owner-inventory/dashboard', role: 'Inventory Manager' },
  hr: { email: 'hr@example.com', name: 'Hina', home: '/owner-universe/dashboard', role: 'HR Manager' },
  viewer: { email: 'viewer@example.com', name: 'Vera', home: '/owner-inventory/dashboard', role: 'Viewer' },
} as const;

export type AccountKey = keyof typeof ACCOUNTS;

/** The saved browser state of a signed-in account (written by auth.setup.ts). */
export const stateFile = (account: AccountKey) => path.join(E2E_STATE_DIR, `${account}.json`);

/** Waits until every island of the page that hydrates on its own has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  // The page's module scripts (the row actions' one click listener among them) have run by then:
  // a click on a page still loading, as after an action's reload, would otherwise be lost.
  await page.waitForLoadState('domcontentloaded');
  // Islands that hydrate on an event (client:event) or once scrolled into view (client:visible)
  // wait for that by design.
  await expect(page.locator('astro-island[ssr]:not([client="event"]):not([client="visible"])')).toHaveCount(0);
}

/** Opens `path` and waits for its islands. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Signs in through the form and waits for the dashboard, its scripts run (a Logout clicked sooner is lost). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await open(page, '/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/owner-(universe|inventory)\/dashboard/);
  await hydrated(page);
}

/** The reset link of the newest message to `to` in the e2e server's outbox. */
export async function latestResetLink(to: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let link: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.includes(to)).sort() : [];
      const newest = files.at(-1);
      link = newest ? JSON.parse(fs.readFileSync(path.join(outbox, newest), 'utf8')).link : undefined;
      return link;
    })
    .toBeTruthy();
  return link!;
}
