/**
 * axe on every page (issue 10 §6): each route of src/lib/routes.ts that a demo role may open, for
 * every demo role, at desktop width and at 375 px, without serious or critical violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../src/lib/routes';
import { ACCOUNTS, hydrated, stateFile, type AccountKey } from './fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** The first id a list of the API gives the role, or undefined when it may not read that list. */
async function firstId(page: Page, list: string): Promise<string | undefined> {
  const res = await page.request.get(`/api/v1/${list}`);
  return res.ok() ? (await res.json()).data[0]?.id : undefined;
}

/** The signed-in pages: every route pattern, with a real record for each `:id`. */
async function consolePaths(page: Page): Promise<string[]> {
  const ids: Record<string, string | undefined> = {
    '/general/data-center/:id': await firstId(page, 'aws-light-sail/get-all-data-center?pageSize=1'),
    '/customers/users/:id': await firstId(page, 'customer-users?pageSize=1'),
    '/customers/:id': await firstId(page, 'customers?pageSize=1'),
  };
  return ROUTES.filter((r) => !r.public && r.pattern !== '/forbidden').flatMap((r) => {
    if (!r.pattern.includes(':')) return [r.pattern];
    const id = Object.entries(ids).find(([tail]) => r.pattern.endsWith(tail))?.[1];
    return id ? [r.pattern.replace(':id', id)] : [];
  });
}

const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test(`the sign-in page has no serious accessibility violations (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const account of Object.keys(ACCOUNTS) as AccountKey[]) {
  test.describe(account, () => {
    test.use({ storageState: stateFile(account) });

    for (const [width, viewport] of Object.entries(WIDTHS)) {
      test(`every page it may open has no serious accessibility violations (${width})`, async ({ page }) => {
        test.setTimeout(600_000);
        await page.setViewportSize(viewport);
        const found: Record<string, string[]> = {};
        for (const path of await consolePaths(page)) {
          const response = await page.goto(path);
          // A page the role may not open answers 403 (issue 26 defect 12), one that moves redirects: each has its own turn.
          if (response?.status() === 403 || new URL(page.url()).pathname !== path) continue;
          await hydrated(page);
          const violations = await seriousViolations(page);
          if (violations.length) found[path] = violations;
        }
        expect(found).toEqual({});
      });
    }
  });
}
