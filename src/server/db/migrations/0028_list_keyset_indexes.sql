-- Issue 28 §4: packages, business categories, departments and designations are keyset-paged like
-- the other lists: each order is one index (ties by id), and each search one trigram index over the
-- list's search text, spelled exactly as the list searches it (PACKAGE_SEARCH, CATEGORY_SEARCH,
-- DEPARTMENT_SEARCH, DESIGNATION_SEARCH): PostgreSQL uses an expression index only for the same expression.
DROP INDEX "business_categories_order_idx";--> statement-breakpoint
CREATE INDEX "packages_name_id_idx" ON "packages" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "packages_price_idx" ON "packages" USING btree ("monthly_price","name","id");--> statement-breakpoint
CREATE INDEX "departments_name_id_idx" ON "departments" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "designations_order_idx" ON "designations" USING btree ("department_id","level",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "business_categories_order_idx" ON "business_categories" USING btree ("sort_order","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "packages_search_idx" ON "packages" USING gin ((name || ' ' || code) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "business_categories_search_idx" ON "business_categories" USING gin ((name || ' ' || slug) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "departments_search_idx" ON "departments" USING gin ((name || ' ' || code) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "designations_title_trgm_idx" ON "designations" USING gin (title gin_trgm_ops);
