import { createPglite } from '../src/server/db/client';
const c = await createPglite('/tmp/h15-big/pglite');
const q = async (s: string) => { const t = performance.now(); const r = await c.query(s); console.log((performance.now() - t).toFixed(1), 'ms'); return r; };
for (const s of [
  `select count(*) from customer_counts`,
  `select status, package_id, billing_cycle, n from customer_counts where n <> 0`,
  `explain analyze select status, package_id, billing_cycle, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), count(*) from customers where created_at >= now() - interval '30 days' and created_at < now() group by 1,2,3,4`,
  `select count(*), min(created_at), max(created_at) from customers`,
  `explain analyze select to_char(hour at time zone 'UTC','YYYY-MM-DD'), key, hour >= now() - interval '365 days', sum(n)::int from dashboard_hourly where metric = 'lead_activity' and key like 'CREATION:%' and hour >= now() - interval '730 days' and hour < now() group by 1,2,3`,
]) { const r = await q(s); console.log(JSON.stringify(r.rows).slice(0, 1500)); }
await c.close();
