/**
 * Fills a PGlite data dir with leads before a console starts on it (issue 5 point 6): the usual
 * start-up data first (demo accounts, their five data centers and thirty leads), then leads in bulk
 * — one `insert … select` over generate_series — up to a total, and optionally CREATION activities
 * for the status tracker. Bulk leads are spread over the demo data centers, a minute apart, newest
 * first by number; one in twenty failed (on the stopped instance, with its message), one in fifty
 * deleted, the rest active.
 */
import { count, eq, like, sql } from 'drizzle-orm';
import { readConfig } from '../src/server/config';
import { dataCenters } from '../src/server/data-centers/schema';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { prepareData } from '../src/server/db/seed';
import { leadActivities, leads } from '../src/server/leads/schema';

/** Bulk leads have subdomains bench-1, bench-2, … and names 'Bench Lead 1', … */
export const BENCH_SUBDOMAIN = 'bench-';

/** Opens `dataDir` with the start-up data in place (demo data, simulator), runs `work`, closes it. */
export async function withData<T>(dataDir: string, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir });
  try {
    await prepareData(handle, readConfig({ ...process.env, DATA_DIR: dataDir, CLOUD_PROVIDER: 'simulator' }));
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Seeds `dataDir` so that its leads table holds `total` rows (demo leads included).
 * @returns how long the bulk insert took, in ms (0 when there were enough already)
 */
export async function seedLeads(dataDir: string, total: number): Promise<number> {
  return withData(dataDir, async ({ db }) => {
    const [existing] = await db.select({ n: count() }).from(leads);
    const [bench] = await db.select({ n: count() }).from(leads).where(like(leads.subdomain, `${BENCH_SUBDOMAIN}%`));
    const missing = total - (existing?.n ?? 0);
    if (missing <= 0) return 0;
    const hosts = await db.select({ id: dataCenters.id, name: dataCenters.name, state: dataCenters.stateName }).from(dataCenters).orderBy(dataCenters.name);
    const running = hosts.filter((h) => h.state === 'running').map((h) => h.id);
    const stopped = hosts.find((h) => h.state === 'stopped');
    if (running.length === 0 || !stopped) throw new Error('the demo data centers are missing');
    const first = (bench?.n ?? 0) + 1;
    const start = performance.now();
    await db.execute(sql`
      insert into leads (name, email, phone, company, subdomain, data_center_id, status, last_error, created_by, created_at, updated_at)
      select 'Bench Lead ' || g, 'lead' || g || '@bench' || (g % 997) || '.example', '+92300' || lpad((g % 10000000)::text, 7, '0'),
        'Bench Company ' || (g % 5000), ${BENCH_SUBDOMAIN} || g,
        case when g % 20 = 0 then ${stopped.id}::uuid else (${sql.raw(`array[${running.map((id) => `'${id}'`).join(',')}]`)}::uuid[])[1 + g % ${running.length}] end,
        case when g % 20 = 0 then 'failed' when g % 50 = 1 then 'deleted' else 'active' end,
        case when g % 20 = 0 then ${`The data center ${stopped.name} is not running (it is stopped).`} end,
        (select id from users where email = 'superadmin@example.com'),
        now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(${first}::int, ${first + missing - 1}::int) g`);
    // PGlite has no autovacuum: without fresh statistics the planner misjudges the searches, and
    // without a visibility map the capped counts cannot be index-only scans.
    await db.execute(sql`vacuum analyze leads`);
    return performance.now() - start;
  });
}

/**
 * Gives the newest bulk leads one CREATION activity each until the tracker's 'Created Leads' tab
 * holds at least `total` activities (its API sends at most 10,000).
 * @returns how long the insert took, in ms
 */
export async function seedActivities(dataDir: string, total: number): Promise<number> {
  return withData(dataDir, async ({ db }) => {
    const [existing] = await db.select({ n: count() }).from(leadActivities).where(eq(leadActivities.type, 'CREATION'));
    const missing = total - (existing?.n ?? 0);
    if (missing <= 0) return 0;
    const start = performance.now();
    await db.execute(sql`
      insert into lead_activities (lead_id, lead_name, sub_domain, error_message, status, type, created_at)
      select id, name, subdomain, last_error, case when status = 'failed' then 'FAILED' else 'SUCCESS' end, 'CREATION', created_at
      from leads where subdomain like ${`${BENCH_SUBDOMAIN}%`}
      order by created_at desc limit ${missing}`);
    await db.execute(sql`vacuum analyze lead_activities`);
    return performance.now() - start;
  });
}
