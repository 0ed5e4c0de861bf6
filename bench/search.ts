/**
 * The command palette's search as its tables grow (issue 29 §1, §3): `GET /api/v1/search` as the
 * super admin (every type searched) at 100 and 100,000 bench rows of each type (customers, customer
 * users, leads, resellers, employees, packages, data-center instances, roles), median round-trip
 * time over localhost, for a query that finds one row of each type and one that matches every bench
 * row. Target: within 50 ms at 100,000 rows per type, and flat (100,000 within 1.5 times 100).
 * Rows are added with `insert … select generate_series` into one PGlite data dir before the console
 * starts on it, as bench/list-scaling.ts does. Run alone: `npx tsx bench/search.ts` (after a build).
 */
import { sql } from 'drizzle-orm';
import { tempDir } from '../e2e/processes';
import type { Database } from '../src/server/db/client';
import { withData } from './seed-leads';
import { signInCookie, startConsole } from './server';

export const SEARCH_SIZES = [100, 100_000];
/** Issue 29 §1: the whole answer within this at 100,000 rows per type. */
export const SEARCH_TARGET_MS = 50;
/** Flat: the largest size within this many times the smallest. */
export const SEARCH_RATIO = 1.5;
/** Below this a difference is the timer's noise, not growth: ratios are taken of times at least this long. */
const NOISE_FLOOR_MS = 5;

/** Every bench row's title holds `pal` and its number in 6 digits: `pal000077` names one row of each type. */
const tokenOf = (g: string) => sql.raw(`'pal' || lpad(${g}::text, 6, '0')`);
const QUERIES = [
  { name: 'one row of each type', q: 'pal000077' },
  { name: 'every bench row', q: 'pal0' },
];

/** Adds `n` bench rows to every type the palette searches. */
export async function seedEveryType(db: Database, n: number): Promise<void> {
  const t = tokenOf('g');
  const series = sql`generate_series(1, ${n}::int) g`;
  await db.execute(sql`
    with pkgs as (select array_agg(id order by code) as ids from packages)
    insert into customers (business_name, owner_name, owner_email, owner_phone, package_id, status, billing_cycle, current_period_start, current_period_end, subdomain, created_at)
    select 'Bench Customer ' || ${t}, 'Bench Owner', 'customer' || g || '@bench.example', '+92301' || lpad(g::text, 7, '0'), pkgs.ids[1 + g % array_length(pkgs.ids, 1)],
      'active', 'monthly', now(), now() + interval '30 days', 'bench-customer-' || g, now() - make_interval(mins => g)
    from pkgs, ${series}`);
  await db.execute(sql`
    with owners as (select array_agg(id order by created_at) as ids from customers)
    insert into customer_users (customer_id, name, email, phone, role, status, last_seen_at)
    select owners.ids[1 + g % array_length(owners.ids, 1)], 'Bench User ' || ${t}, 'user' || g || '@bench.example', '+92301' || lpad(g::text, 7, '0'), 'staff', 'active', now()
    from owners, ${series}`);
  await db.execute(sql`
    insert into leads (name, email, phone, company, subdomain, data_center_id, status, created_by, created_at, updated_at)
    select 'Bench Lead ' || ${t}, 'lead' || g || '@bench.example', '+92300' || lpad(g::text, 7, '0'), 'Bench Company ' || (g % 5000), 'bench-lead-' || g,
      (select id from data_centers where state_name = 'running' order by created_at limit 1), 'active',
      (select id from users where email = 'superadmin@example.com'), now() - make_interval(mins => g), now() - make_interval(mins => g)
    from ${series}`);
  await db.execute(sql`
    insert into resellers (company_name, first_name, last_name, email, phone, city, status, source, created_at)
    select 'Bench Reseller ' || ${t}, 'Bench', 'Owner', 'reseller' || g || '@bench.example', '+92301' || lpad(g::text, 7, '0'), 'Karachi', 'active', 'staff', now() - make_interval(mins => g)
    from ${series}`);
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, contact, role_id, status, employee_code, joined_on)
    select 'bench' || g || '@example.com', 'x', 'Bench', ${t}, '+92301' || lpad(g::text, 7, '0'), (select id from roles where name = 'viewer'), 'active', 'BEN-' || lpad(g::text, 7, '0'), current_date
    from ${series}`);
  await db.execute(sql`
    insert into packages (name, code, status) select 'Bench Package ' || ${t}, 'BENCH-' || g, 'active' from ${series}`);
  await db.execute(sql`
    insert into data_centers (name, region, bundle_id, price, state_name, snapshot)
    select 'bench-instance-' || ${t}, 'us-east-1', 'small_3_0', 10, 'running', '{}'::jsonb from ${series}`);
  await db.execute(sql`
    insert into roles (name, label, description) select 'bench_role_' || g, 'Bench Role ' || ${t}, 'A bench role' from ${series}`);
  // PGlite has no autovacuum: fresh statistics and a visibility map, as a production server would have.
  await db.execute(sql`vacuum analyze`);
}

export interface SearchTiming {
  rowsPerType: number;
  query: string;
  found: number;
  ms: number;
}

/** Median of `runs` GETs of `url` after `warmUp`, and the last answer's result count. */
async function medianSearch(url: string, cookie: string, warmUp = 20, runs = 41): Promise<{ ms: number; found: number }> {
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < warmUp + runs; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = (await response.json()) as { data?: unknown[] };
    if (i >= warmUp) times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    found = body.data?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, found };
}

/** Measures the search at every size, each on a data dir of its own. */
export async function measureSearch(): Promise<SearchTiming[]> {
  const timings: SearchTiming[] = [];
  for (const size of SEARCH_SIZES) {
    const dataDir = tempDir('oc-bench-search-');
    await withData(dataDir, ({ db }) => seedEveryType(db, size));
    const console_ = await startConsole({ DATA_DIR: dataDir });
    try {
      const cookie = await signInCookie(console_.url);
      for (const { name, q } of QUERIES) {
        const { ms, found } = await medianSearch(`${console_.url}/api/v1/search?q=${encodeURIComponent(q)}`, cookie);
        timings.push({ rowsPerType: size, query: name, found, ms });
      }
    } finally {
      await console_.stop();
    }
  }
  return timings;
}

/** Prints the table; true when every target is met. */
export function printSearch(timings: readonly SearchTiming[]): boolean {
  const [small, big] = [SEARCH_SIZES[0], SEARCH_SIZES.at(-1)];
  const at = (size: number | undefined, query: string) => timings.find((t) => t.rowsPerType === size && t.query === query);
  const rows = QUERIES.map(({ name }) => {
    const [a, b] = [at(small, name)!, at(big, name)!];
    const ratio = Math.max(b.ms, NOISE_FLOOR_MS) / Math.max(a.ms, NOISE_FLOOR_MS);
    return { query: name, found: b.found, small: a.ms, big: b.ms, ratio, met: b.ms <= SEARCH_TARGET_MS && ratio <= SEARCH_RATIO };
  });
  console.log(`\nCommand palette search (issue 29 §1; GET /api/v1/search as the super admin, median ms; target ${SEARCH_TARGET_MS} ms at ${big?.toLocaleString('en-US')} rows per type, flat within ${SEARCH_RATIO}×)`);
  console.table(
    rows.map((r) => ({
      query: r.query,
      results: r.found,
      [`${small?.toLocaleString('en-US')} rows/type`]: r.small.toFixed(1),
      [`${big?.toLocaleString('en-US')} rows/type`]: r.big.toFixed(1),
      ratio: r.ratio.toFixed(2),
      target: r.met ? 'met' : 'MISSED',
    })),
  );
  return rows.every((r) => r.met);
}

// Run alone: `npx tsx bench/search.ts` measures the search only and exits 1 when a target is missed.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = printSearch(await measureSearch()) ? 0 : 1;
}
