-- Issue 15 §1: the dashboards' summary tables follow every change in its own transaction, by
-- statement-level triggers over transition tables (one grouped upsert per statement, so a bulk
-- insert of a million rows costs one aggregate, not a million upserts). Counts are backfilled last.

-- Leads created and converted per UTC hour.
CREATE OR REPLACE FUNCTION dashboard_leads_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_hourly AS d (metric, key, hour, n)
    SELECT metric, '', hour, count(*) FROM (
      SELECT 'lead_created' AS metric, date_trunc('hour', created_at, 'UTC') AS hour FROM new_rows
      UNION ALL
      SELECT 'lead_converted', date_trunc('hour', converted_at, 'UTC') FROM new_rows WHERE converted_at IS NOT NULL
    ) c GROUP BY metric, hour
    ON CONFLICT (metric, key, hour) DO UPDATE SET n = d.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_hourly AS d (metric, key, hour, n)
    SELECT metric, '', hour, -count(*) FROM (
      SELECT 'lead_created' AS metric, date_trunc('hour', created_at, 'UTC') AS hour FROM old_rows
      UNION ALL
      SELECT 'lead_converted', date_trunc('hour', converted_at, 'UTC') FROM old_rows WHERE converted_at IS NOT NULL
    ) c GROUP BY metric, hour
    ON CONFLICT (metric, key, hour) DO UPDATE SET n = d.n + excluded.n;
  ELSE
    -- Only the rows whose created_at or converted_at changed move between hours.
    INSERT INTO dashboard_hourly AS d (metric, key, hour, n)
    SELECT metric, '', hour, sum(delta) FROM (
      SELECT 'lead_created' AS metric, date_trunc('hour', nr.created_at, 'UTC') AS hour, 1 AS delta FROM new_rows nr JOIN old_rows o ON o.id = nr.id WHERE o.created_at <> nr.created_at
      UNION ALL
      SELECT 'lead_created', date_trunc('hour', o.created_at, 'UTC'), -1 FROM new_rows nr JOIN old_rows o ON o.id = nr.id WHERE o.created_at <> nr.created_at
      UNION ALL
      SELECT 'lead_converted', date_trunc('hour', nr.converted_at, 'UTC'), 1 FROM new_rows nr JOIN old_rows o ON o.id = nr.id
        WHERE nr.converted_at IS NOT NULL AND o.converted_at IS DISTINCT FROM nr.converted_at
      UNION ALL
      SELECT 'lead_converted', date_trunc('hour', o.converted_at, 'UTC'), -1 FROM new_rows nr JOIN old_rows o ON o.id = nr.id
        WHERE o.converted_at IS NOT NULL AND o.converted_at IS DISTINCT FROM nr.converted_at
    ) c GROUP BY metric, hour HAVING sum(delta) <> 0
    ON CONFLICT (metric, key, hour) DO UPDATE SET n = d.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_leads_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_leads_count();
--> statement-breakpoint
CREATE TRIGGER dashboard_leads_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_leads_count();
--> statement-breakpoint
CREATE TRIGGER dashboard_leads_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_leads_count();
--> statement-breakpoint

-- Lead activities per type, status and UTC hour.
CREATE OR REPLACE FUNCTION dashboard_lead_activities_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO dashboard_hourly AS d (metric, key, hour, n)
    SELECT 'lead_activity', type || ':' || status, date_trunc('hour', created_at, 'UTC'), count(*) FROM new_rows GROUP BY 2, 3
    ON CONFLICT (metric, key, hour) DO UPDATE SET n = d.n + excluded.n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO dashboard_hourly AS d (metric, key, hour, n)
    SELECT 'lead_activity', type || ':' || status, date_trunc('hour', created_at, 'UTC'), -count(*) FROM old_rows GROUP BY 2, 3
    ON CONFLICT (metric, key, hour) DO UPDATE SET n = d.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_lead_activities_insert AFTER INSERT ON lead_activities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_lead_activities_count();
--> statement-breakpoint
CREATE TRIGGER dashboard_lead_activities_update AFTER UPDATE ON lead_activities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_lead_activities_count();
--> statement-breakpoint
CREATE TRIGGER dashboard_lead_activities_delete AFTER DELETE ON lead_activities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_lead_activities_count();
--> statement-breakpoint

-- Customers per status, package and billing cycle; and per UTC day of creation (customers come a
-- few a day; a day keeps a year of them to a few thousand rows), by status (`customer_added`) and,
-- of the active ones, by package and cycle (`active_added`, for the MRR).
CREATE OR REPLACE FUNCTION dashboard_customers_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO customer_counts AS d (status, package_id, billing_cycle, n)
    SELECT status, package_id, billing_cycle, count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (status, package_id, billing_cycle) DO UPDATE SET n = d.n + excluded.n;
    INSERT INTO dashboard_hourly AS d (metric, key, hour, n)
    SELECT metric, key, hour, count(*) FROM (
      SELECT 'customer_added' AS metric, status AS key, date_trunc('day', created_at, 'UTC') AS hour FROM new_rows
      UNION ALL
      SELECT 'active_added', package_id || '|' || billing_cycle, date_trunc('day', created_at, 'UTC') FROM new_rows WHERE status = 'active'
    ) c GROUP BY 1, 2, 3
    ON CONFLICT (metric, key, hour) DO UPDATE SET n = d.n + excluded.n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO customer_counts AS d (status, package_id, billing_cycle, n)
    SELECT status, package_id, billing_cycle, -count(*) FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (status, package_id, billing_cycle) DO UPDATE SET n = d.n + excluded.n;
    INSERT INTO dashboard_hourly AS d (metric, key, hour, n)
    SELECT metric, key, hour, -count(*) FROM (
      SELECT 'customer_added' AS metric, status AS key, date_trunc('day', created_at, 'UTC') AS hour FROM old_rows
      UNION ALL
      SELECT 'active_added', package_id || '|' || billing_cycle, date_trunc('day', created_at, 'UTC') FROM old_rows WHERE status = 'active'
    ) c GROUP BY 1, 2, 3
    ON CONFLICT (metric, key, hour) DO UPDATE SET n = d.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_customers_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_customers_count();
--> statement-breakpoint
CREATE TRIGGER dashboard_customers_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_customers_count();
--> statement-breakpoint
CREATE TRIGGER dashboard_customers_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_customers_count();
--> statement-breakpoint

-- What exists already.
INSERT INTO dashboard_hourly (metric, key, hour, n)
SELECT 'lead_created', '', date_trunc('hour', created_at, 'UTC'), count(*) FROM leads GROUP BY 3;
--> statement-breakpoint
INSERT INTO dashboard_hourly (metric, key, hour, n)
SELECT 'lead_converted', '', date_trunc('hour', converted_at, 'UTC'), count(*) FROM leads WHERE converted_at IS NOT NULL GROUP BY 3;
--> statement-breakpoint
INSERT INTO dashboard_hourly (metric, key, hour, n)
SELECT 'lead_activity', type || ':' || status, date_trunc('hour', created_at, 'UTC'), count(*) FROM lead_activities GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO customer_counts (status, package_id, billing_cycle, n)
SELECT status, package_id, billing_cycle, count(*) FROM customers GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_hourly (metric, key, hour, n)
SELECT 'customer_added', status, date_trunc('day', created_at, 'UTC'), count(*) FROM customers GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_hourly (metric, key, hour, n)
SELECT 'active_added', package_id || '|' || billing_cycle, date_trunc('day', created_at, 'UTC'), count(*) FROM customers WHERE status = 'active' GROUP BY 2, 3;
--> statement-breakpoint
-- PGlite has no autovacuum: without statistics the planner would scan the summaries whole.
ANALYZE dashboard_hourly;
--> statement-breakpoint
ANALYZE customer_counts;
