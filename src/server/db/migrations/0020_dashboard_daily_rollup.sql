-- Issue 15 §1: dashboard_daily follows dashboard_hourly in the same transaction. A row trigger on
-- the summary is cheap: the statement triggers of 0017 write one grouped row per hour touched.
CREATE OR REPLACE FUNCTION dashboard_daily_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO dashboard_daily AS d (metric, key, day, n)
    VALUES (NEW.metric, NEW.key, date_trunc('day', NEW.hour, 'UTC'), NEW.n)
    ON CONFLICT (metric, key, day) DO UPDATE SET n = d.n + excluded.n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO dashboard_daily AS d (metric, key, day, n)
    VALUES (OLD.metric, OLD.key, date_trunc('day', OLD.hour, 'UTC'), -OLD.n)
    ON CONFLICT (metric, key, day) DO UPDATE SET n = d.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_daily_rollup AFTER INSERT OR UPDATE OR DELETE ON dashboard_hourly FOR EACH ROW EXECUTE FUNCTION dashboard_daily_rollup();
--> statement-breakpoint
INSERT INTO dashboard_daily (metric, key, day, n)
SELECT metric, key, date_trunc('day', hour, 'UTC'), sum(n) FROM dashboard_hourly GROUP BY 1, 2, 3;
--> statement-breakpoint
-- PGlite has no autovacuum: without statistics the planner would scan the summary whole.
ANALYZE dashboard_daily;
