-- Substring search ("%term%", any case) over the lists: trigram indexes let it find the few
-- matching rows of a million without reading them all.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_company_trgm_idx" ON "leads" USING gin ("company" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_subdomain_trgm_idx" ON "leads" USING gin ("subdomain" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "data_centers_name_trgm_idx" ON "data_centers" USING gin ("name" gin_trgm_ops);
