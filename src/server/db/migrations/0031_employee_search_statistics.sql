-- Issue 29 §1: PostgreSQL does not use a partial index's expression statistics to estimate a
-- condition, so "the employee search text contains q" (users_employee_search_idx, 0025) was always
-- guessed to match 0.8 % of the staff. A query that matches nearly every row then read the whole
-- index (12 ms at 100,000 employees) instead of the first rows of the table. Statistics on the same
-- expression give the planner the real share.
CREATE STATISTICS IF NOT EXISTS "users_employee_search_stats" ON (coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email || ' ' || contact || ' ' || coalesce(employee_code, '')) FROM "users";
--> statement-breakpoint
ANALYZE "users";
