CREATE INDEX "customers_name_id_idx" ON "customers" USING btree ("business_name","id");--> statement-breakpoint
CREATE INDEX "customer_users_name_idx" ON "customer_users" USING btree ("name","id");