/**
 * Lists as their tables grow (issues 12 §8, 13 §5, 14 §6: employees, resellers, customers, customer users): the first page of a
 * server-rendered list at a small and a large row count, and at the large one the next page, the last page and a search for
 * one row (issue 9 §6: each under 50 ms at 1,000,000 rows), server time (median), which must stay flat. Rows are added
 * in bulk with `insert … select generate_series` into one PGlite data dir per list before the console
 * starts on it. The employees list's data dir also serves the export of 100,000 employees.
 */
import { sql } from 'drizzle-orm';
import { tempDir } from '../e2e/processes';
import type { Database } from '../src/server/db/client';
import { exportFile } from './employees-io';
import { medianGet } from './leads';
import { withData } from './seed-leads';
import { signInCookie, startConsole } from './server';

/** The large size of every list (issue 9 §6). */
const BIG = 1_000_000;
/** The employees export is measured at this many employees (issue 12 §5). */
const EXPORT_AT = 100_000;
/** Issue 9 §6: first, next, last and a search at BIG rows, server time. */
const TARGET_MS = 50;

interface ScaledList {
  name: string;
  path: string;
  /** What a rendered first page holds. */
  expect: RegExp;
  /** `?q=` that finds one bulk row (number 777); bulk rows exist from the largest size on. */
  search: string;
  sizes: number[];
  /** Adds bulk rows numbered from..to (inclusive). */
  seed(db: Database, from: number, to: number): Promise<void>;
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
    sizes: [100, BIG],
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
    sizes: [100, BIG],
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
    sizes: [1_000, BIG],
    count: (db) => countOf(db, sql`select count(*) as n from customer_users`),
    seed: (db, from, to) =>
      db.execute(sql`
        with owners as (select array_agg(id order by created_at) as ids from customers)
        insert into customer_users (customer_id, name, email, phone, role, status, last_seen_at)
        select owners.ids[1 + g % array_length(owners.ids, 1)], 'Bench User ' || g, 'user' || g || '@bench.example', '+92301' || lpad(g::text, 7, '0'),
          case when g % 10 = 0 then 'admin' else 'staff' end, 'active', now() - make_interval(mins => g)
        from owners, generate_series(${from}::int, ${to}::int) g`).then(() => undefined),
  },
];

export interface ListScaleRow {
  list: string;
  rows: number;
  firstPageMs: number;
  /**
   * At the largest size only: the next page (its link from the first), the last page, a search for one
   * bulk row, and the last page of a search whose few hits lie all over the table (`77777`).
   */
  deep?: { nextPageMs: number; lastPageMs: number; searchMs: number; searchLastMs: number };
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
    // PGlite has no autovacuum: fresh statistics and a visibility map, as a production server would have.
    await db.execute(sql`vacuum analyze`);
    return Math.max(have, total);
  });
}

/** Measures every list, or those named in `only` (e.g. `['customers']`, to measure one list apart). */
export async function measureListScaling(only?: readonly string[]): Promise<ListScaling> {
  const rows: ListScaleRow[] = [];
  let exports: ListScaling['exports'] = [];
  let exportedEmployees = 0;
  for (const list of LISTS.filter((l) => !only || only.includes(l.name))) {
    const dataDir = tempDir(`oc-bench-${list.name}-`);
    for (const size of list.sizes) {
      const total = await grow(list, dataDir, size);
      const running = await startConsole({ DATA_DIR: dataDir });
      try {
        const cookie = await signInCookie(running.url);
        const first = await medianGet(`${running.url}${list.path}`, cookie, list.expect);
        const largest = size === Math.max(...list.sizes);
        rows.push({ list: list.name, rows: total, firstPageMs: first.ms, ...(largest ? { deep: await deepPages(running.url, list, cookie, first.html) } : {}) });
        if (list.name === 'employees' && size === EXPORT_AT) {
          exportedEmployees = total;
          exports = [await exportFile(running.url, cookie, running.pid!, 'xlsx'), await exportFile(running.url, cookie, running.pid!, 'pdf')];
        }
      } finally {
        await running.stop();
      }
    }
  }
  return { rows, exports, exportedEmployees };
}

/** The next page (by the first page's Next link), the last page (its Last link) and a search for one row. */
async function deepPages(url: string, list: ScaledList, cookie: string, firstHtml: string): Promise<NonNullable<ListScaleRow['deep']>> {
  const linked = (rel: string) => firstHtml.match(new RegExp(`<a href="([^"]+)"[^>]*${rel}`))?.[1]?.replaceAll('&amp;', '&');
  const nextHref = linked('rel="next"');
  const lastHref = linked('>\\s*Last\\s*<') ?? `${list.path}?last=1`;
  if (!nextHref) throw new Error(`the first page of ${list.name} has no Next link`);
  const next = await medianGet(`${url}${nextHref}`, cookie, /11–20 of /);
  const last = await medianGet(`${url}${lastHref}`, cookie, /aria-disabled="true">\s*Next/);
  const search = await medianGet(`${url}${list.path}?q=${encodeURIComponent(list.search)}`, cookie, /1–1 of 1\b/);
  const searchLast = await medianGet(`${url}${list.path}?q=77777&last=1`, cookie, /aria-disabled="true">\s*Next/);
  return { nextPageMs: next.ms, lastPageMs: last.ms, searchMs: search.ms, searchLastMs: searchLast.ms };
}

/** Prints the table; true when every list's first, next, last and search at BIG rows is within TARGET_MS. */
export function printListScaling(r: ListScaling): boolean {
  console.log(`\nLists as they grow: server time (median), signed in as the super admin; target ${TARGET_MS} ms at ${BIG.toLocaleString('en-US')} rows (issue 9 §6)`);
  const ms = (n: number | undefined) => n?.toFixed(1) ?? '';
  console.table(
    r.rows.map((row) => ({
      list: row.list,
      rows: row.rows.toLocaleString('en-US'),
      'first ms': ms(row.firstPageMs),
      'next ms': ms(row.deep?.nextPageMs),
      'last ms': ms(row.deep?.lastPageMs),
      'search ms': ms(row.deep?.searchMs),
      'search, last page ms': ms(row.deep?.searchLastMs),
    })),
  );
  if (r.exports.length) {
    console.log(`Employees export at ${r.exportedEmployees.toLocaleString('en-US')} employees, server RSS sampled every 50 ms`);
    console.table(
      r.exports.map((e) => ({ format: e.format, seconds: e.s.toFixed(1), 'size kB': Math.round(e.bytes / 1024), 'RSS before MB': e.rssBeforeMb.toFixed(0), 'peak RSS MB': e.peakRssMb.toFixed(0) })),
    );
  }
  const big = r.rows.filter((row) => row.deep);
  const over = big.filter((row) => Math.max(row.firstPageMs, ...Object.values(row.deep!)) >= TARGET_MS);
  console.log(over.length ? `OVER the ${TARGET_MS} ms target: ${over.map((row) => row.list).join(', ')}` : `Every list's first, next, last and search within ${TARGET_MS} ms.`);
  return over.length === 0;
}
