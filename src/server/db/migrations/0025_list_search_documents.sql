-- Issue 9 §6: a list's search reads one trigram index instead of one per column. At 1,000,000 rows
-- each column's index read the posting lists of the search's common trigrams in full ('ben', 'enc'
-- … of 'bench777@' are in every row), so a search of four or five columns cost 40–60 ms; one index
-- over the columns joined by spaces reads them once. Each expression is spelled exactly as the
-- search text of its list (employeeSearchText, resellerSearchText, customerSearchText): PostgreSQL
-- uses an expression index only for the same expression.
DROP INDEX IF EXISTS "users_full_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_contact_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_employee_code_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_employee_search_idx" ON "users" USING gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email || ' ' || contact || ' ' || coalesce(employee_code, '')) gin_trgm_ops) WHERE is_super_admin = false and deleted_at is null;
--> statement-breakpoint
DROP INDEX IF EXISTS "resellers_first_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "resellers_last_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "resellers_email_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "resellers_city_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resellers_search_idx" ON "resellers" USING gin ((company_name || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || city) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "customers_owner_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "customers_owner_email_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "customers_subdomain_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_search_idx" ON "customers" USING gin ((business_name || ' ' || owner_name || ' ' || owner_email || ' ' || subdomain) gin_trgm_ops);
