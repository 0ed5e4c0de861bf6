/**
 * Pages never answer 5xx for a bad query or id (issue 27 §9): every route of the route table, as
 * each demo account, is asked with malformed ids, a page number past any list, a NUL and a lone
 * surrogate in the search and junk in every parameter a page reads; a bad query is the visitor's
 * doing (400), a malformed or unknown id is not found (404), never a 502. The routes come from
 * src/lib/routes.ts, so a page added later is swept too.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTES } from '../src/lib/routes';
import { ACCOUNTS, stateFile, type AccountKey } from './fixtures';

const OI = '/owner-inventory/dashboard';

/** Values for a route's `:id` (or `:token`): not an id, a NUL, far too long, right-shaped but unknown, a bidi control. */
const IDS = ['abc', '%00', '1'.repeat(300), '00000000-0000-4000-8000-000000000000', '%E2%80%AE'];

/** What the issue names: a page past any list and a NUL in the search. */
const REQUIRED = ['page=9223372036854775807', 'q=%00'];

/** Junk in the other parameters pages read (search, paging, cursors, filters, tabs, forms, ids). */
const JUNK = [
  'q=%ED%A0%80',
  `q=${'x'.repeat(5000)}`,
  'page=-1',
  'page=1e300',
  'sort=%00',
  'status=%00',
  'after=%00',
  'before=zz',
  'last=%00',
  'tab=%00',
  'period=%00',
  'edit=%00',
  'edit=abc',
  'id=abc',
  'lead=abc',
  'new=1&edit=%00',
  'form=new',
  'role=%00',
  'module=%00',
  'department=%00',
  'customer=%00',
  'package=%00',
  'reseller=%00',
  'category=%00',
  'actor=%00',
  'from=%00',
  'to=zz',
  'invite=1',
];

/**
 * Every URL to try: each route with each id value, and each with the queries and, with
 * `junk`, every other one. The super admin, who reads every parameter (an edit form, a lead), gets
 * the junk; the other accounts get the malformed ids and the two queries.
 */
function urls(junk: boolean): string[] {
  const out: string[] = [];
  for (const { pattern } of ROUTES) {
    const paths = pattern.includes(':') ? IDS.map((id) => pattern.replace(/:\w+/, id)) : [pattern];
    // The areas to come (OJ, OA) draw one placeholder page: the two queries are enough.
    const queries = junk && !/^\/owner-(jungle|analytic)\//.test(pattern) ? [...REQUIRED, ...JUNK] : REQUIRED;
    for (const path of paths) for (const query of ['', ...queries]) out.push(query ? `${path}?${query}` : path);
  }
  return out;
}

async function failures(request: APIRequestContext, junk: boolean): Promise<string[]> {
  const failed: string[] = [];
  for (const url of urls(junk)) {
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() >= 500) failed.push(`${response.status()} ${url.slice(0, 160)}`);
  }
  return failed;
}

for (const account of Object.keys(ACCOUNTS) as AccountKey[]) {
  test.describe(account, () => {
    test.use({ storageState: stateFile(account) });
    test(`no page answers 5xx to a malformed id or query, as ${account}`, async ({ page }) => {
      test.setTimeout(240_000);
      expect(await failures(page.request, account === 'superadmin')).toEqual([]);
    });
  });
}

test.describe('the pages the round found', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('a customer user page of a malformed id is not found (404), as a customer page is', async ({ page }) => {
    expect((await page.goto(`${OI}/customers/abc`))?.status()).toBe(404);
    expect((await page.goto(`${OI}/customers/users/abc`))?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('Customer user not found.');
  });

  test('the data-center list refuses (400) a page past any list and a NUL in the search, and says why', async ({ page }) => {
    expect((await page.goto(`${OI}/general/data-center?page=9223372036854775807`))?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('Page must be a whole number');
    expect((await page.goto(`${OI}/general/data-center?q=%00`))?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('Search contains a character that is not allowed');
  });

  test('lists that showed a refusal as a 200 answer 400: roles, business categories, leads', async ({ page }) => {
    for (const path of [`/owner-universe/dashboard/users/roles`, `${OI}/general/business-categories`, `${OI}/leads/all-leads`, `${OI}/leads/existing-leads`]) {
      expect((await page.goto(`${path}?q=%00`))?.status(), path).toBe(400);
      await expect(page.getByRole('alert'), path).toContainText('Search contains a character that is not allowed');
    }
  });
});
