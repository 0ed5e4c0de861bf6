import { createPglite } from '../src/server/db/client';
const c = await createPglite('/tmp/h15-big/pglite');
await c.exec(`
drop trigger if exists dashboard_leads_insert on leads; drop trigger if exists dashboard_leads_update on leads; drop trigger if exists dashboard_leads_delete on leads;
drop trigger if exists dashboard_lead_activities_insert on lead_activities; drop trigger if exists dashboard_lead_activities_update on lead_activities; drop trigger if exists dashboard_lead_activities_delete on lead_activities;
drop trigger if exists dashboard_customers_insert on customers; drop trigger if exists dashboard_customers_update on customers; drop trigger if exists dashboard_customers_delete on customers;
drop function if exists dashboard_leads_count(); drop function if exists dashboard_lead_activities_count(); drop function if exists dashboard_customers_count();
truncate dashboard_hourly; truncate customer_counts;`);
await c.exec(`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
console.log((await c.query(`select count(*) from drizzle.__drizzle_migrations`)).rows);
await c.close();
