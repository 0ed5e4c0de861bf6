/**
 * Bulk actions at 1,000 rows on every list that has them (issue 29 §2–§3): 1,000 rows of each kind
 * are added to a fresh data dir in bulk before the console starts on it, then each action is one
 * POST /<plural>/bulk choosing them by a filter, as "Select all N matching" does. Target: each whole
 * answer within 5 s, every row done.
 */
import { sql } from 'drizzle-orm';
import { tempDir } from '../e2e/processes';
import { withData } from './seed-leads';
import { signInCookie, startConsole } from './server';

const ROWS = 1000;
export const BULK_TARGET_MS = 5000;

interface BulkRun {
  list: string;
  path: string;
  body: Record<string, unknown>;
}

/** In order: the leads are retried (failed → active) before they are deleted (each active lead's record removed). */
const RUNS: BulkRun[] = [
  { list: 'resellers: suspend', path: '/resellers/bulk', body: { action: 'suspend', filter: { q: 'Benchbulk', status: 'active' }, reason: 'Bench: region closed' } },
  { list: 'employees: disable', path: '/employees/bulk', body: { action: 'disable', filter: { q: 'benchbulk', status: 'active' } } },
  { list: 'employees: resend invitation', path: '/employees/bulk', body: { action: 'resend', filter: { q: 'benchinvite', status: 'invited' } } },
  { list: 'leads: retry', path: '/leads/bulk', body: { action: 'retry', filter: { q: 'Benchbulk Co', status: 'failed' } } },
  { list: 'leads: delete', path: '/leads/bulk', body: { action: 'delete', filter: { q: 'Benchbulk Co', status: 'active' } } },
  { list: 'customers: suspend', path: '/customers/bulk', body: { action: 'suspend', filter: { q: 'Benchbulk', status: 'active' }, reason: 'Bench: card declined' } },
];

/** ROWS rows of each kind the runs choose, in one `insert … select` each. */
async function seed(dataDir: string): Promise<void> {
  await withData(dataDir, async ({ db }) => {
    const rows = sql`generate_series(1, ${ROWS}::int) g`;
    await db.execute(sql`
      insert into resellers (company_name, first_name, last_name, email, phone, city, status, source)
      select 'Benchbulk Hosting ' || g, 'Bench', 'Owner', 'benchbulk' || g || '@bench.example', '+923331234567', 'Quetta', 'active', 'staff' from ${rows}`);
    for (const [name, status] of [['benchbulk', 'active'], ['benchinvite', 'invited']] as const) {
      await db.execute(sql`
        insert into users (email, password_hash, first_name, last_name, role_id, status)
        select ${name} || g || '@example.com', '!', ${name}, 'Member ' || g, (select id from roles where name = 'viewer'), ${status} from ${rows}`);
    }
    await db.execute(sql`
      insert into leads (name, email, phone, company, subdomain, data_center_id, status, last_error)
      select 'Benchbulk Lead ' || g, 'benchbulk' || g || '@example.org', '+923001234567', 'Benchbulk Co', 'benchbulk-' || g,
        (select id from data_centers where state_name = 'running' order by name limit 1), 'failed', 'Bench: the instance was stopped' from ${rows}`);
    await db.execute(sql`
      with pkgs as (select array_agg(id order by code) as ids from packages)
      insert into customers (business_name, owner_name, owner_email, owner_phone, package_id, status, billing_cycle, current_period_start, current_period_end, subdomain)
      select 'Benchbulk Customer ' || g, 'Bench Owner', 'benchbulk' || g || '@bench.example', '+923001234567', pkgs.ids[1], 'active', 'monthly', now(), now() + interval '30 days', 'benchbulk-customer-' || g
      from pkgs, ${rows}`);
    await db.execute(sql`vacuum analyze`);
  });
}

export interface BulkMeasure {
  list: string;
  rows: number;
  done: number;
  ms: number;
}

/** The time of each bulk run of ROWS rows, in ms. */
export async function measureBulk(): Promise<BulkMeasure[]> {
  const dataDir = tempDir('oc-bench-bulk-');
  await seed(dataDir);
  const running = await startConsole({ DATA_DIR: dataDir });
  try {
    const cookie = await signInCookie(running.url);
    const results: BulkMeasure[] = [];
    for (const run of RUNS) {
      const start = performance.now();
      const response = await fetch(`${running.url}/api/v1${run.path}`, { method: 'POST', headers: { cookie, origin: running.url, 'content-type': 'application/json' }, body: JSON.stringify(run.body) });
      const answer = (await response.json()) as { message: string; data: { done: string[] } };
      const ms = performance.now() - start;
      if (!response.ok) throw new Error(`${run.path} answered ${response.status}: ${answer.message}`);
      results.push({ list: run.list, rows: ROWS, done: answer.data.done.length, ms });
    }
    return results;
  } finally {
    await running.stop();
  }
}

/** Prints the measurements; false when a target is missed or a row was not done. */
export function printBulk(results: BulkMeasure[]): boolean {
  const met = (r: BulkMeasure) => r.ms <= BULK_TARGET_MS && r.done === r.rows;
  console.log(`\nBulk actions (issue 29 §2: ${ROWS.toLocaleString('en-US')} rows of each list in one request, target ${BULK_TARGET_MS / 1000} s each)`);
  console.table(results.map((r) => ({ action: r.list, rows: r.rows, done: r.done, ms: r.ms.toFixed(0), target: met(r) ? 'ok' : 'MISSED' })));
  return results.every(met);
}

// Run alone: tsx bench/bulk.ts (after a build).
if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = printBulk(await measureBulk()) ? 0 : 1;
