/**
 * Lists as their tables grow (issues 12 §8, 13 §5, 14 §6, 28 §4): every keyset-paged list rendered by
 * the server at a small size and at 100,000 rows (and employees, resellers, customers and customer
 * users at 1,000,000): at each size the first page, the next (its link from the first), the last
 * (its Last link), the previous (the last page's Previous link) and a search for one row, server time
 * (median). Issue 28 §4: each at 100,000 rows within 1.5 times its time at the small size. Issue 9 §6:
 * at 1,000,000 rows each under 50 ms, with a search for a bulk row (number 777) and the last page of
 * a search whose few hits lie all over the table. Rows are added in bulk with
 * `insert … select generate_series` into one PGlite data dir per list before the console starts on
 * it. The employees list's data dir also serves the export of 100,000 employees.
 */
import { sql } from 'drizzle-orm';
import { tempDir } from '../e2e/processes';
import type { Database } from '../src/server/db/client';
import { exportFile } from './employees-io';
import { medianGet } from './leads';
import { withData } from './seed-leads';
import { signInCookie, startConsole, type RunningConsole } from './server';

/** The large size of the lists of issue 9 §6. */
const BIG = 1_000_000;
/** Issue 28 §4: every list at this size within RATIO times its time at its smallest size. */
const RATIO_AT = 100_000;
const RATIO = 1.5;
/** The word of the one row the search of every size finds (markRow). */
const NEEDLE = 'Zephyrine';
/** The employees export is measured at this many employees (issue 12 §5). */
const EXPORT_AT = 100_000;
/**
 * Requests of each page per side before the measured ones, and measured ones (the median is kept).
 * With 7, a few slow views on this shared VM moved a median enough to flip a ratio (issue 28 §4:
 * departments' next page at 1.57 times in one run, within 1.5 in the runs before).
 */
const RUNS = { warmUp: 2, samples: 15 };
/**
 * Views of the list's first page on each console before anything is measured. A console starts
 * fresh for each list, and its first few dozen views run code still being compiled: in one bench the
 * first pages at 100,000 rows came out at 1.57 times (data centers) and 1.48 times (packages) their
 * small size. Alone, their medians were 16.6 and 29.4 ms against 10.9 and 16.1 at 100 rows, while
 * the pages measured next on the same consoles took 8–12 ms on both. With these views first, the
 * first pages came out at 1.05 and 0.89 times, every sample between 7 and 22 ms.
 */
const CONSOLE_WARM_UP_VIEWS = 40;
/** Issue 9 §6: first, next, last and a search at BIG rows, server time. */
const TARGET_MS = 50;

interface ScaledList {
  name: string;
  path: string;
  /** What a rendered first page holds. */
  expect: RegExp;
  /** `?q=` that finds one bulk row (number 777), for a list measured at BIG rows. */
  search?: string;
  sizes: number[];
  /** Adds bulk rows numbered from..to (inclusive). */
  seed(db: Database, from: number, to: number): Promise<void>;
  /** Puts NEEDLE in the searched text of bulk row `n` (the smallest size's last row), so that one search finds one row at every size. */
  markRow(db: Database, n: number): Promise<void>;
  /** Rows of the list in the demo data, counted before seeding. */
  count(db: Database): Promise<number>;
}

async function countOf(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

const LISTS: ScaledList[] = [
  {
    name: 'employees',
    path: '/owner-universe/dashboard/human-resource/employees',
    expect: /of [\d,]+/,
    search: 'bench777@',
    sizes: [100, EXPORT_AT, BIG],
    markRow: (db, n) => db.execute(sql`update users set last_name = ${NEEDLE} where email = ${`bench${n}@example.com`}`).then(() => undefined),
    count: (db) => countOf(db, sql`select count(*) as n from users where not is_super_admin and deleted_at is null`),
    seed: (db, from, to) =>
      db.execute(sql`
        insert into users (email, password_hash, first_name, last_name, contact, role_id, status, employee_code, department_id, designation_id, joined_on)
        select 'bench' || g || '@example.com', 'x', 'Bench' || g, 'Person', '+92301' || lpad(g::text, 7, '0'),
          (select id from roles where name = 'viewer'), 'active', 'BEN-' || lpad(g::text, 7, '0'),
          (select id from departments order by name limit 1), (select id from designations order by title limit 1), current_date
        from generate_series(${from}::int, ${to}::int) g`).then(() => undefined),
  },
  {
    name: 'resellers',
    path: '/owner-inventory/dashboard/resellers/all-resellers',
    expect: /of [\d,]+/,
    search: 'reseller777@',
    sizes: [100, RATIO_AT, BIG],
    markRow: (db, n) => db.execute(sql`update resellers set city = ${NEEDLE} where email = ${`reseller${n}@bench.example`}`).then(() => undefined),
    count: (db) => countOf(db, sql`select count(*) as n from resellers`),
    seed: (db, from, to) =>
      db.execute(sql`
        insert into resellers (company_name, first_name, last_name, email, phone, city, status, source, created_at)
        select 'Bench Reseller ' || g, 'Bench', 'Owner ' || g, 'reseller' || g || '@bench.example', '+92301' || lpad(g::text, 7, '0'),
          'Karachi', case when g % 10 = 0 then 'pending' else 'active' end, 'staff', now() - make_interval(mins => g)
        from generate_series(${from}::int, ${to}::int) g`).then(() => undefined),
  },
  {
    name: 'customers',
    path: '/owner-inventory/dashboard/customers',
    expect: /of [\d,]+/,
    search: 'customer777@',
    sizes: [100, RATIO_AT, BIG],
    markRow: (db, n) => db.execute(sql`update customers set owner_name = ${NEEDLE} where owner_email = ${`customer${n}@bench.example`}`).then(() => undefined),
    count: (db) => countOf(db, sql`select count(*) as n from customers`),
    seed: (db, from, to) =>
      db.execute(sql`
        with pkgs as (select array_agg(id order by code) as ids from packages)
        insert into customers (business_name, owner_name, owner_email, owner_phone, package_id, status, billing_cycle, current_period_start, current_period_end, subdomain, created_at)
        select 'Bench Customer ' || g, 'Bench Owner', 'customer' || g || '@bench.example', '+92301' || lpad(g::text, 7, '0'), pkgs.ids[1 + g % array_length(pkgs.ids, 1)],
          'active', 'monthly', now(), now() + interval '30 days', 'bench-customer-' || g, now() - make_interval(mins => g)
        from pkgs, generate_series(${from}::int, ${to}::int) g`).then(() => undefined),
  },
  {
    name: 'customer users',
    path: '/owner-inventory/dashboard/customers/users',
    expect: /of [\d,]+/,
    search: 'user777@',
    sizes: [1_000, RATIO_AT, BIG],
    markRow: (db, n) => db.execute(sql`update customer_users set name = ${NEEDLE} where email = ${`user${n}@bench.example`}`).then(() => undefined),
    count: (db) => countOf(db, sql`select count(*) as n from customer_users`),
    seed: (db, from, to) =>
      db.execute(sql`
        with owners as (select array_agg(id order by created_at) as ids from customers)
        insert into customer_users (customer_id, name, email, phone, role, status, last_seen_at)
        select owners.ids[1 + g % array_length(owners.ids, 1)], 'Bench User ' || g, 'user' || g || '@bench.example', '+92301' || lpad(g::text, 7, '0'),
          case when g % 10 = 0 then 'admin' else 'staff' end, 'active', now() - make_interval(mins => g)
        from owners, generate_series(${from}::int, ${to}::int) g`).then(() => undefined),
  },
  {
    name: 'packages',
    path: '/owner-inventory/dashboard/packages',
    expect: /of [\d,]+/,
    sizes: [100, RATIO_AT],
    count: (db) => countOf(db, sql`select count(*) as n from packages`),
    seed: (db, from, to) =>
      db.execute(sql`
        insert into packages (name, code, monthly_price, yearly_price, status)
        select 'Bench Package ' || g, 'BENCH-' || g, (g % 100) * 100, (g % 100) * 1000, case when g % 10 = 0 then 'draft' else 'active' end
        from generate_series(${from}::int, ${to}::int) g`).then(() => undefined),
    markRow: (db, n) => db.execute(sql`update packages set name = ${`${NEEDLE} Plan`} where code = ${`BENCH-${n}`}`).then(() => undefined),
  },
  {
    name: 'business categories',
    path: '/owner-inventory/dashboard/general/business-categories',
    expect: /of [\d,]+/,
    sizes: [100, RATIO_AT],
    count: (db) => countOf(db, sql`select count(*) as n from business_categories`),
    seed: (db, from, to) =>
      db.execute(sql`
        insert into business_categories (name, slug, sort_order)
        select 'Bench Category ' || g, 'bench-' || g, g % 50 from generate_series(${from}::int, ${to}::int) g`).then(() => undefined),
    markRow: (db, n) => db.execute(sql`update business_categories set name = ${NEEDLE} where slug = ${`bench-${n}`}`).then(() => undefined),
  },
  {
    name: 'departments',
    path: '/owner-universe/dashboard/users/departments',
    expect: /of [\d,]+/,
    sizes: [100, RATIO_AT],
    count: (db) => countOf(db, sql`select count(*) as n from departments`),
    seed: (db, from, to) =>
      db.execute(sql`
        insert into departments (name, code)
        select 'Bench Department ' || g, 'BEN' || g from generate_series(${from}::int, ${to}::int) g`).then(() => undefined),
    markRow: (db, n) => db.execute(sql`update departments set name = ${NEEDLE} where code = ${`BEN${n}`}`).then(() => undefined),
  },
  {
    name: 'designations',
    path: '/owner-universe/dashboard/users/designation',
    expect: /of [\d,]+/,
    sizes: [100, RATIO_AT],
    count: (db) => countOf(db, sql`select count(*) as n from designations`),
    // Spread over the demo departments: thousands of designations in each.
    seed: (db, from, to) =>
      db.execute(sql`
        with depts as (select array_agg(id order by code) as ids from departments)
        insert into designations (title, department_id, level)
        select 'Bench Title ' || g, depts.ids[1 + g % array_length(depts.ids, 1)], 1 + g % 20
        from depts, generate_series(${from}::int, ${to}::int) g`).then(() => undefined),
    markRow: (db, n) => db.execute(sql`update designations set title = ${NEEDLE} where title = ${`Bench Title ${n}`}`).then(() => undefined),
  },
  {
    name: 'data centers',
    path: '/owner-inventory/dashboard/general/data-center',
    expect: /of [\d,]+/,
    sizes: [100, RATIO_AT],
    count: (db) => countOf(db, sql`select count(*) as n from data_centers`),
    // Copies of a settled demo instance (the list refreshes those in transition from the cloud first).
    seed: (db, from, to) =>
      db.execute(sql`
        insert into data_centers (name, region, bundle_id, price, created_by, state_name, snapshot, created_at)
        select 'bench-' || g, d.region, d.bundle_id, d.price, d.created_by, d.state_name, d.snapshot, now() - make_interval(mins => g)
        from (select * from data_centers where state_name = 'running' order by name limit 1) d, generate_series(${from}::int, ${to}::int) g`).then(() => undefined),
    markRow: (db, n) => db.execute(sql`update data_centers set name = ${NEEDLE.toLowerCase()} where name = ${`bench-${n}`}`).then(() => undefined),
  },
];

export interface ListScaleRow {
  list: string;
  rows: number;
  /** Issue 28 §4, at every size: the first page, the next, the last, the last page's previous, a search for one row. */
  pages: { firstMs: number; nextMs: number; lastMs: number; previousMs: number; searchMs: number };
  /**
   * At BIG rows only (issue 9 §6): a search for one bulk row (777), and the last page of a search
   * whose few hits lie all over the table (`77777`).
   */
  deep?: { searchMs: number; searchLastMs: number };
}

export interface ListScaling {
  rows: ListScaleRow[];
  exports: Awaited<ReturnType<typeof exportFile>>[];
  exportedEmployees: number;
}

/** Grows `list` in `dataDir` to `total` rows; the number of rows it then holds. */
async function grow(list: ScaledList, dataDir: string, total: number): Promise<number> {
  return withData(dataDir, async ({ db }) => {
    const have = await list.count(db);
    if (have < total) await list.seed(db, have + 1, total);
    await list.markRow(db, list.sizes[0]!);
    // PGlite has no autovacuum: fresh statistics and a visibility map, as a production server would have.
    await db.execute(sql`vacuum analyze`);
    return Math.max(have, total);
  });
}

/** The lists' names, in the order they are measured. */
export const LIST_NAMES = LISTS.map((l) => l.name);

/**
 * Measures every list, or those named in `only` (e.g. `['customers']`, to measure one list apart),
 * at each of its sizes up to `maxRows` (all of them by default). The sizes issue 28 §4 compares (the
 * smallest and RATIO_AT) are measured side by side: a console on each, every request alternating
 * between them, so that a shared machine's load weighs on both alike. BIG is measured alone after.
 */
export async function measureListScaling(only?: readonly string[], maxRows = Infinity): Promise<ListScaling> {
  const rows: ListScaleRow[] = [];
  let exports: ListScaling['exports'] = [];
  let exportedEmployees = 0;
  for (const list of LISTS.filter((l) => !only || only.includes(l.name))) {
    const sizes = list.sizes.filter((n) => n <= maxRows);
    const compared = sizes.filter((n) => n <= RATIO_AT);
    const dataDirs = compared.map(() => tempDir(`oc-bench-${list.name.replaceAll(' ', '-')}-`));
    const totals: number[] = [];
    for (const [i, size] of compared.entries()) totals.push(await grow(list, dataDirs[i]!, size));
    const consoles: RunningConsole[] = [];
    try {
      for (const dataDir of dataDirs) consoles.push(await startConsole({ DATA_DIR: dataDir }));
      const sides = await Promise.all(consoles.map(async (c) => ({ url: c.url, cookie: await signInCookie(c.url) })));
      const pages = await everyPage(sides, list);
      compared.forEach((_, i) => rows.push({ list: list.name, rows: totals[i]!, pages: pages[i]! }));
      const exporter = compared.indexOf(EXPORT_AT);
      if (list.name === 'employees' && exporter >= 0) {
        const { url, cookie } = sides[exporter]!;
        const pid = consoles[exporter]!.pid!;
        exportedEmployees = totals[exporter]!;
        exports = [await exportFile(url, cookie, pid, 'xlsx'), await exportFile(url, cookie, pid, 'pdf')];
      }
    } finally {
      await Promise.all(consoles.map((c) => c.stop()));
    }
    for (const size of sizes.filter((n) => n > RATIO_AT)) {
      const dataDir = dataDirs.at(-1) ?? tempDir(`oc-bench-${list.name.replaceAll(' ', '-')}-`);
      const total = await grow(list, dataDir, size);
      const running = await startConsole({ DATA_DIR: dataDir });
      try {
        const side = { url: running.url, cookie: await signInCookie(running.url) };
        const [pages] = await everyPage([side], list);
        rows.push({ list: list.name, rows: total, pages: pages!, ...(size === BIG ? { deep: await deepSearches(running.url, list, side.cookie) } : {}) });
      } finally {
        await running.stop();
      }
    }
  }
  return { rows, exports, exportedEmployees };
}

const linked = (html: string, rel: string) => html.match(new RegExp(`<a href="([^"]+)"[^>]*${rel}`))?.[1]?.replaceAll('&amp;', '&');

/** A running console and its signed-in cookie. */
interface Side {
  url: string;
  cookie: string;
}

/** Median time and last answer of GET `paths[i]` on `sides[i]`, for every side, each request alternating between the sides. */
async function medianGets(sides: readonly Side[], paths: readonly string[], expect: RegExp): Promise<{ ms: number; html: string }[]> {
  const times: number[][] = sides.map(() => []);
  const html: string[] = sides.map(() => '');
  for (let run = 0; run < RUNS.warmUp + RUNS.samples; run++) {
    for (const [i, side] of sides.entries()) {
      const got = await medianGet(`${side.url}${paths[i]}`, side.cookie, expect, { warmUp: 0, samples: 1 });
      html[i] = got.html;
      if (run >= RUNS.warmUp) times[i]!.push(got.ms);
    }
  }
  return times.map((t, i) => ({ ms: t.sort((a, b) => a - b)[Math.floor(t.length / 2)]!, html: html[i]! }));
}

/**
 * On every side at once, after CONSOLE_WARM_UP_VIEWS of the first page: the first page, the next
 * (the first's Next link), the last (its Last link), the last's Previous link, and a search for NEEDLE.
 */
async function everyPage(sides: readonly Side[], list: ScaledList): Promise<ListScaleRow['pages'][]> {
  for (let view = 0; view < CONSOLE_WARM_UP_VIEWS; view++) {
    for (const side of sides) await medianGet(`${side.url}${list.path}`, side.cookie, list.expect, { warmUp: 0, samples: 1 });
  }
  const first = await medianGets(sides, sides.map(() => list.path), list.expect);
  const hrefs = first.map((page) => ({ next: linked(page.html, 'rel="next"'), last: linked(page.html, '>\\s*Last\\s*<') }));
  if (hrefs.some((h) => !h.next || !h.last)) throw new Error(`the first page of ${list.name} has no Next or Last link`);
  const next = await medianGets(sides, hrefs.map((h) => h.next!), /11&ndash;20 of /);
  const last = await medianGets(sides, hrefs.map((h) => h.last!), /aria-disabled="true">\s*Next/);
  const previousHrefs = last.map((page) => linked(page.html, 'rel="prev"'));
  if (previousHrefs.some((href) => !href?.includes('before='))) throw new Error(`the last page of ${list.name} has no keyset Previous link`);
  const previous = await medianGets(sides, previousHrefs as string[], /rel="next"/);
  const search = await medianGets(sides, sides.map(() => `${list.path}?q=${NEEDLE}`), /1&ndash;1 of 1\b/);
  return sides.map((_, i) => ({ firstMs: first[i]!.ms, nextMs: next[i]!.ms, lastMs: last[i]!.ms, previousMs: previous[i]!.ms, searchMs: search[i]!.ms }));
}

/** Issue 9 §6 at BIG rows: a search for one bulk row, and the last page of a search with hits all over the table. */
async function deepSearches(url: string, list: ScaledList, cookie: string): Promise<NonNullable<ListScaleRow['deep']>> {
  const search = await medianGet(`${url}${list.path}?q=${encodeURIComponent(list.search ?? NEEDLE)}`, cookie, /1&ndash;1 of 1\b/);
  const searchLast = await medianGet(`${url}${list.path}?q=77777&last=1`, cookie, /aria-disabled="true">\s*Next/);
  return { searchMs: search.ms, searchLastMs: searchLast.ms };
}

/** Each page's time at RATIO_AT rows over its time at the list's smallest size; undefined when the list was not measured at both. */
function ratios(r: ListScaling, row: ListScaleRow): Record<keyof ListScaleRow['pages'], number> | undefined {
  const small = r.rows.find((other) => other.list === row.list);
  if (row.rows !== RATIO_AT || !small || small === row) return undefined;
  const entries = Object.entries(row.pages).map(([page, ms]) => [page, ms / small.pages[page as keyof ListScaleRow['pages']]]);
  return Object.fromEntries(entries) as Record<keyof ListScaleRow['pages'], number>;
}

/**
 * Prints the table; true when every list at RATIO_AT rows is within RATIO times its smallest size on
 * every page (issue 28 §4), and every list's first, next, last and searches at BIG rows within TARGET_MS (issue 9 §6).
 */
export function printListScaling(r: ListScaling): boolean {
  console.log(
    `\nLists as they grow: server time (median), signed in as the super admin; at ${RATIO_AT.toLocaleString('en-US')} rows within ${RATIO} times the smallest size (issue 28 §4), ` +
      `under ${TARGET_MS} ms at ${BIG.toLocaleString('en-US')} rows (issue 9 §6)`,
  );
  const ms = (n: number | undefined) => n?.toFixed(1) ?? '';
  const times = (row: ListScaleRow, page: keyof ListScaleRow['pages']) => {
    const ratio = ratios(r, row)?.[page];
    return `${ms(row.pages[page])}${ratio === undefined ? '' : ` (${ratio.toFixed(2)}x)`}`;
  };
  console.table(
    r.rows.map((row) => ({
      list: row.list,
      rows: row.rows.toLocaleString('en-US'),
      'first ms': times(row, 'firstMs'),
      'next ms': times(row, 'nextMs'),
      'previous ms': times(row, 'previousMs'),
      'last ms': times(row, 'lastMs'),
      'search ms': times(row, 'searchMs'),
      'search 777 ms': ms(row.deep?.searchMs),
      'search, last page ms': ms(row.deep?.searchLastMs),
    })),
  );
  if (r.exports.length) {
    console.log(`Employees export at ${r.exportedEmployees.toLocaleString('en-US')} employees, server RSS sampled every 50 ms`);
    console.table(
      r.exports.map((e) => ({ format: e.format, seconds: e.s.toFixed(1), 'size kB': Math.round(e.bytes / 1024), 'RSS before MB': e.rssBeforeMb.toFixed(0), 'peak RSS MB': e.peakRssMb.toFixed(0) })),
    );
  }
  const unflat = r.rows.filter((row) => Object.values(ratios(r, row) ?? {}).some((ratio) => ratio > RATIO));
  console.log(
    unflat.length
      ? `OVER ${RATIO} times the small list's time at ${RATIO_AT.toLocaleString('en-US')} rows: ${unflat.map((row) => row.list).join(', ')}`
      : `Every list's first, next, previous, last and search at ${RATIO_AT.toLocaleString('en-US')} rows within ${RATIO} times its small size.`,
  );
  const big = r.rows.filter((row) => row.deep);
  const over = big.filter((row) => Math.max(...Object.values(row.pages), ...Object.values(row.deep!)) >= TARGET_MS);
  if (big.length) console.log(over.length ? `OVER the ${TARGET_MS} ms target: ${over.map((row) => row.list).join(', ')}` : `Every list's first, next, last and search within ${TARGET_MS} ms.`);
  return over.length === 0 && unflat.length === 0;
}

// Run alone after a build: `npx tsx bench/list-scaling.ts [list …]` (e.g. `'data centers'`; DIST_DIR
// picks the build) measures those lists, or every list, one at a time with a table each, and exits 1
// when one misses a target. MAX_ROWS=100000 leaves out the 1,000,000-row sizes (issue 28 §4 alone).
if (import.meta.url === `file://${process.argv[1]}`) {
  const named = process.argv.slice(2);
  let met = true;
  for (const name of named.length ? named : LIST_NAMES) met = printListScaling(await measureListScaling([name], Number(process.env.MAX_ROWS) || Infinity)) && met;
  process.exitCode = met ? 0 : 1;
}
