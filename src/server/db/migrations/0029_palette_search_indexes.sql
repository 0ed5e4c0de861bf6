-- Issue 29 §1: the command palette searches packages (name, code) and roles (name as shown, code,
-- description) as their lists do; one trigram index per column, as the leads list has since 0003,
-- finds a search's few rows without reading the table (500 ms at 100,000 rows on PGlite), and serves
-- the lists' own q too.
CREATE INDEX IF NOT EXISTS "packages_name_trgm_idx" ON "packages" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "packages_code_trgm_idx" ON "packages" USING gin ("code" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "roles_label_trgm_idx" ON "roles" USING gin ("label" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "roles_name_trgm_idx" ON "roles" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "roles_description_trgm_idx" ON "roles" USING gin ("description" gin_trgm_ops);
