/**
 * Fills a PGlite data dir with data centers before a console starts on it (issue 4 point 7): the
 * usual start-up data first (demo accounts and their five instances), then simulated instances and
 * their console records in bulk — one `insert … select` over generate_series per table — up to
 * `total`. Rows are settled (running, every seventh stopped without a public IP) across the 13
 * regions, the catalogue's bundles and blueprints, created a minute apart, by the demo super admin.
 */
import { count, sql } from 'drizzle-orm';
import { STATE_CODES } from '../src/lib/data-centers/model';
import { REGION_CODES } from '../src/lib/data-centers/regions';
import { BLUEPRINTS, BUNDLES } from '../src/server/cloud/catalog';
import { DEFAULT_KEY_PAIR, SIMULATED_ACCOUNT_ID } from '../src/server/cloud/simulator';
import { readConfig } from '../src/server/config';
import { dataCenters } from '../src/server/data-centers/schema';
import { openDatabase } from '../src/server/db/client';
import { prepareData } from '../src/server/db/seed';

/** Bulk rows are named bench-00001, bench-00002, … */
export const BENCH_PREFIX = 'bench-';

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const values = (rows: Array<Array<string | number>>) =>
  rows.map((row) => `(${row.map((v) => (typeof v === 'number' ? String(v) : text(v))).join(', ')})`).join(', ');

/** The catalogue as CTEs, indexed from 0 so that `g % count` picks a row. */
const CATALOGUE = sql.raw(`
  regions(i, code) as (values ${values(REGION_CODES.map((code, i) => [i, code]))}),
  bundles(i, id, cpu, ram, disk, transfer, price) as (values ${values(
    BUNDLES.map((b, i) => [i, b.id, b.cpuCount, b.ramSizeInGb, b.diskSizeInGb, b.transferPerMonthInGb, b.price]),
  )}),
  blueprints(i, id, name, username) as (values ${values(BLUEPRINTS.map((b, i) => [i, b.id, b.name, b.username]))})`);

/**
 * Seeds `dataDir` so that it holds `total` data centers (at least the five demo ones).
 * @returns how long the bulk inserts took, in ms
 */
export async function seedDataCenters(dataDir: string, total: number): Promise<number> {
  const handle = await openDatabase({ dataDir });
  try {
    await prepareData(handle, readConfig({ ...process.env, DATA_DIR: dataDir, CLOUD_PROVIDER: 'simulator' }));
    const { db } = handle;
    const start = performance.now();
    const [existing] = await db.select({ n: count() }).from(dataCenters);
    const missing = total - (existing?.n ?? 0);
    if (missing <= 0) return 0;

    await db.execute(sql`
      with ${CATALOGUE}
      insert into simulated_instances (name, region, availability_zone, blueprint_id, blueprint_name, bundle_id, cpu_count,
        ram_size_in_gb, disk_size_in_gb, transfer_per_month_in_gb, username, ssh_key_name, is_static_ip, public_ip, private_ip,
        state, target_state, settles_at, created_at)
      select ${BENCH_PREFIX} || lpad(g::text, 5, '0'), r.code, r.code || 'a', bp.id, bp.name, b.id, b.cpu, b.ram, b.disk, b.transfer,
        bp.username, ${DEFAULT_KEY_PAIR}, false,
        case when g % 7 = 0 then null else '198.18.' || (g / 250 % 256) || '.' || (g % 250 + 1) end,
        '172.26.' || (g / 250 % 256) || '.' || (g % 250 + 1),
        st.name, st.name, now() - interval '1 day', now() - make_interval(mins => g)
      from generate_series(1, ${missing}::int) g
      join regions r on r.i = g % ${REGION_CODES.length}
      join bundles b on b.i = g % ${BUNDLES.length}
      join blueprints bp on bp.i = g % ${BLUEPRINTS.length}
      cross join lateral (select case when g % 7 = 0 then 'stopped' else 'running' end as name) st`);

    // The console's records: the instance as last seen, shaped like CloudInstance (src/server/cloud/provider.ts).
    await db.execute(sql`
      with ${CATALOGUE}
      insert into data_centers (name, region, bundle_id, price, created_by, state_name, snapshot, refreshed_at, created_at)
      select s.name, s.region, s.bundle_id, b.price, (select id from users where email = 'superadmin@example.com'), s.state,
        jsonb_build_object(
          'name', s.name,
          'arn', 'arn:aws:lightsail:' || s.region || ':' || ${SIMULATED_ACCOUNT_ID} || ':Instance/' || s.id,
          'region', s.region, 'availabilityZone', s.availability_zone,
          'blueprintId', s.blueprint_id, 'blueprintName', s.blueprint_name, 'bundleId', s.bundle_id,
          'sshKeyName', s.ssh_key_name, 'username', s.username, 'isStaticIp', s.is_static_ip,
          'publicIpAddress', s.public_ip, 'privateIpAddress', s.private_ip,
          'hardware', jsonb_build_object('cpuCount', s.cpu_count, 'ramSizeInGb', s.ram_size_in_gb, 'disks', jsonb_build_array(
            jsonb_build_object('attachedTo', s.name, 'attachmentState', 'attached', 'sizeInGb', s.disk_size_in_gb,
              'path', '/dev/xvda', 'iops', greatest(100, 3 * s.disk_size_in_gb)))),
          'networking', jsonb_build_object('monthlyTransfer', jsonb_build_object('gbPerMonthAllocated', s.transfer_per_month_in_gb)),
          'state', jsonb_build_object('name', s.state,
            'code', case s.state when 'running' then ${STATE_CODES.running}::int else ${STATE_CODES.stopped}::int end),
          'createdAt', to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
        now(), s.created_at
      from simulated_instances s
      join bundles b on b.id = s.bundle_id
      where s.name like ${`${BENCH_PREFIX}%`}`);
    // PGlite has no autovacuum: without fresh statistics the planner misjudges the searches, and
    // without a visibility map the capped counts cannot be index-only scans.
    await db.execute(sql`vacuum analyze data_centers`);
    await db.execute(sql`vacuum analyze simulated_instances`);
    return performance.now() - start;
  } finally {
    await handle.close();
  }
}
