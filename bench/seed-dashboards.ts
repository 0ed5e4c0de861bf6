/**
 * Fills a PGlite data dir for the dashboards bench (issue 15 §4): leads and their CREATION
 * activities through seed-leads.ts, then customers converted from the newest bulk leads — spread
 * over the demo packages, both cycles and every status — with the leads marked converted.
 */
import { count, like, sql } from 'drizzle-orm';
import { readConfig } from '../src/server/config';
import { customers } from '../src/server/customers/schema';
import { openDatabase } from '../src/server/db/client';
import { prepareData } from '../src/server/db/seed';
import { BENCH_SUBDOMAIN } from './seed-leads';

/**
 * Gives `dataDir` at least `total` bench customers (one per bulk lead, newest leads first).
 * @returns how long the insert took, in ms (0 when there were enough already)
 */
export async function seedCustomers(dataDir: string, total: number): Promise<number> {
  const handle = await openDatabase({ dataDir });
  try {
    await prepareData(handle, readConfig({ ...process.env, DATA_DIR: dataDir, CLOUD_PROVIDER: 'simulator' }));
    const { db } = handle;
    const [existing] = await db.select({ n: count() }).from(customers).where(like(customers.subdomain, `${BENCH_SUBDOMAIN}%`));
    const missing = total - (existing?.n ?? 0);
    if (missing <= 0) return 0;
    const start = performance.now();
    await db.execute(sql`
      with picked as (
        select l.id, l.name, l.email, l.phone, l.company, l.subdomain, l.data_center_id, l.created_at,
          row_number() over (order by l.created_at desc) as n
        from leads l
        where l.subdomain like ${`${BENCH_SUBDOMAIN}%`} and l.status = 'active'
          and not exists (select 1 from customers c where c.lead_id = l.id)
        order by l.created_at desc
        limit ${missing}
      ), pkgs as (
        select array_agg(id order by code) as ids from packages
      )
      insert into customers (business_name, owner_name, owner_email, owner_phone, package_id, status, billing_cycle,
        current_period_start, current_period_end, subdomain, data_center_id, lead_id, created_at, updated_at)
      select p.company || ' ' || p.n, p.name, p.email, p.phone, pkgs.ids[1 + p.n % array_length(pkgs.ids, 1)],
        (array['active','active','active','trial','past_due','suspended','cancelled'])[1 + p.n % 7],
        case when p.n % 4 = 0 then 'yearly' else 'monthly' end,
        p.created_at, p.created_at + interval '30 days', p.subdomain, p.data_center_id, p.id,
        p.created_at + interval '1 hour', p.created_at + interval '1 hour'
      from picked p, pkgs`);
    await db.execute(sql`update leads l set converted_at = c.created_at from customers c where c.lead_id = l.id and l.converted_at is null`);
    // PGlite has no autovacuum: fresh statistics and a visibility map keep the plans index-only.
    await db.execute(sql`vacuum analyze customers`);
    await db.execute(sql`vacuum analyze leads`);
    return performance.now() - start;
  } finally {
    await handle.close();
  }
}
