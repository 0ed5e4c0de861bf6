import { createPglite } from '../src/server/db/client';
const c = await createPglite('/tmp/h15-big/pglite');
await c.exec(`drop index if exists audit_log_action_at_idx; drop index if exists lead_activities_type_created_status_idx; drop index if exists leads_converted_idx; drop index if exists customers_status_package_cycle_idx;`);
const r = await c.query(`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 2`);
console.log(r.rows);
await c.exec(`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
await c.close();
