-- Issue 9 §6: substring search over the lists that grow to 100,000 rows and more (customers, their
-- users, resellers, employees) finds its few rows through trigram indexes instead of reading them all,
-- as the leads list does since 0003.
CREATE INDEX IF NOT EXISTS "customers_business_name_trgm_idx" ON "customers" USING gin ("business_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_owner_name_trgm_idx" ON "customers" USING gin ("owner_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_owner_email_trgm_idx" ON "customers" USING gin ("owner_email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_subdomain_trgm_idx" ON "customers" USING gin ("subdomain" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resellers_company_name_trgm_idx" ON "resellers" USING gin ("company_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resellers_first_name_trgm_idx" ON "resellers" USING gin ("first_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resellers_last_name_trgm_idx" ON "resellers" USING gin ("last_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resellers_email_trgm_idx" ON "resellers" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resellers_city_trgm_idx" ON "resellers" USING gin ("city" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_users_name_trgm_idx" ON "customer_users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_users_email_trgm_idx" ON "customer_users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_full_name_trgm_idx" ON "users" USING gin ((first_name || ' ' || coalesce(last_name, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_contact_trgm_idx" ON "users" USING gin ("contact" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_employee_code_trgm_idx" ON "users" USING gin ("employee_code" gin_trgm_ops);
