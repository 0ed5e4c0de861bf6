/**
 * Fills a PGlite data dir with audit entries before a console starts on it (issue 11 §5): the usual
 * start-up data first (demo accounts, data centers, leads and their audit history), then entries in
 * bulk — one `insert … select` over generate_series — up to a total. Bulk entries are a second
 * apart in id order, so the log's time order and id order agree as they do in use; they cycle
 * through the demo accounts and the lead and instance actions.
 */
import { count, sql } from 'drizzle-orm';
import { auditLog } from '../src/server/audit/schema';
import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { prepareData } from '../src/server/db/seed';

/**
 * Seeds `dataDir` so that its audit log holds `total` entries (the demo history included).
 * @returns how long the bulk insert took, in ms (0 when there were enough already)
 */
export async function seedAuditLog(dataDir: string, total: number): Promise<number> {
  const handle = await openDatabase({ dataDir });
  try {
    await prepareData(handle, readConfig({ ...process.env, DATA_DIR: dataDir, CLOUD_PROVIDER: 'simulator' }));
    const { db } = handle;
    const [existing] = await db.select({ n: count() }).from(auditLog);
    const missing = total - (existing?.n ?? 0);
    if (missing <= 0) return 0;
    const start = performance.now();
    await db.execute(sql`
      with actors as (select array_agg(id order by email) ids, array_agg(coalesce(nullif(name, ''), first_name || ' ' || last_name) order by email) names from users)
      insert into audit_log (at, actor_id, actor_name, action, entity_type, entity_id, entity_label, changes, ip, user_agent, request_id)
      select now() - make_interval(secs => ${missing} - g + 3600),
        actors.ids[1 + g % 4], actors.names[1 + g % 4],
        (array['lead.update','lead.create','instance.reboot','lead.delete','instance.stop','instance.start'])[1 + g % 6],
        case when g % 6 in (2, 4, 5) then 'instance' else 'lead' end,
        'bench-' || (g % 5000), 'Bench Lead ' || (g % 5000),
        jsonb_build_object('notes', jsonb_build_array('note ' || g, 'note ' || (g + 1))),
        '203.0.113.' || (g % 250), 'bench', 'bench-' || g
      from generate_series(1, ${missing}::int) g, actors`);
    return performance.now() - start;
  } finally {
    await handle.close();
  }
}
