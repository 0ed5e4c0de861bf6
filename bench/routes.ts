/**
 * Per-route weight and server time (issue "console shell", point 11): for every route of the spec,
 * the JavaScript Chromium loads before any interaction (gzip, js-size.ts), its HTML (gzip) and the
 * median time the server takes to answer, signed in as the super admin.
 */
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../src/lib/routes';
import { pageJs, withBrowser } from './js-size';
import { RENDER_EVERY_TIME } from './throughput';

/** DESIGN.md budgets, gzip bytes. */
export const BUDGET = { noIsland: 10 * 1024, withIslands: 90 * 1024 };

export interface RouteRow {
  path: string;
  islands: number;
  jsBytes: number;
  htmlBytes: number;
  medianMs: number;
  withinBudget: boolean;
}

const SAMPLES = 7;

/**
 * Lists are server-rendered (DESIGN.md "Lists"), and so are the dashboards (issue 15 §1): these
 * pages are held to the no-island budget even if an island is added to them by mistake. Row actions
 * load on a click (client:event), which does not count.
 */
export const LIST_PAGES: ReadonlySet<string> = new Set([
  '/owner-inventory/dashboard/packages',
  '/owner-inventory/dashboard/forms/list-of-packages',
  '/owner-inventory/dashboard/general/business-categories',
  '/owner-universe/dashboard/help/list-of-packages',
  '/owner-inventory/dashboard/resellers/all-resellers',
  '/owner-inventory/dashboard/resellers/list-of-online-resellers',
  '/owner-inventory/dashboard/customers',
  '/owner-inventory/dashboard/customers/users',
  '/owner-inventory/dashboard/packages/update-packages-request',
  '/owner-universe/dashboard',
  '/owner-inventory/dashboard',
]);

async function timeGet(url: string, cookie: string | undefined): Promise<{ ms: number; html: string; status: number }> {
  const start = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie, ...RENDER_EVERY_TIME } : {}, redirect: 'manual' });
  const html = await response.text();
  return { ms: performance.now() - start, html, status: response.status };
}

/** The id of the first record an API list gives (e.g. 'customers?pageSize=1'), to open its detail page with. */
async function firstId(url: string, cookie: string, list: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/${list}`, { headers: { cookie } });
  const id = ((await response.json()) as { data?: Array<{ id: string }> }).data?.[0]?.id;
  if (!id) throw new Error(`no record in ${list} to measure its detail page with (${response.status})`);
  return id;
}

/** The parameters of every route pattern on the console at `url`: a real record for each detail page's `:id`. */
export async function routeParams(url: string, cookie: string): Promise<(pattern: string) => Record<string, string>> {
  const ids: Record<string, string> = {
    '/general/data-center/:id': await firstId(url, cookie, 'aws-light-sail/get-all-data-center?pageSize=1'),
    '/customers/users/:id': await firstId(url, cookie, 'customer-users?pageSize=1'),
    '/customers/:id': await firstId(url, cookie, 'customers?pageSize=1'),
  };
  return (pattern) => {
    const tail = Object.keys(ids).find((end) => pattern.endsWith(end));
    return { token: 'sample-token', ...(tail ? { id: ids[tail]! } : {}) };
  };
}

/** Replaces each `:param` of a pattern with the value `params` gives for that pattern, or a placeholder. */
function concrete(pattern: string, params: (pattern: string) => Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => params(pattern)[name] ?? 'sample');
}

/** The path of every route of src/lib/routes.ts, with `params` in place of its `:param`s. */
export function routePaths(params: (pattern: string) => Record<string, string>): string[] {
  return ROUTES.map((route) => concrete(route.pattern, params));
}

/** Measures every route of src/lib/routes.ts against the console at `url`. */
export async function measureRoutes(url: string, cookie: string, params: (pattern: string) => Record<string, string>): Promise<RouteRow[]> {
  return withBrowser(url, cookie, async (signedIn, anonymous) => {
    const rows: RouteRow[] = [];
    for (const route of ROUTES) {
      const path = concrete(route.pattern, params);
      const auth = route.public ? undefined : cookie;
      const times: number[] = [];
      let last = { ms: 0, html: '', status: 0 };
      for (let i = 0; i < SAMPLES; i++) {
        last = await timeGet(`${url}${path}`, auth);
        times.push(last.ms);
      }
      if (last.status !== 200 && last.status !== 403) throw new Error(`${path} answered ${last.status}`);
      times.sort((a, b) => a - b);
      const islands = (last.html.match(/<astro-island(?![^>]*client="event")/g) ?? []).length;
      const js = await pageJs(route.public ? anonymous : signedIn, `${url}${path}`);
      rows.push({
        path,
        islands,
        jsBytes: js.bytes,
        htmlBytes: gzipSync(last.html).length,
        medianMs: times[Math.floor(times.length / 2)]!,
        withinBudget: js.bytes <= (islands > 0 && !LIST_PAGES.has(path) ? BUDGET.withIslands : BUDGET.noIsland),
      });
    }
    return rows;
  });
}
