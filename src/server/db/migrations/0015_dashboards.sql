CREATE INDEX "lead_activities_type_created_status_idx" ON "lead_activities" USING btree ("type","created_at","status");--> statement-breakpoint
CREATE INDEX "leads_converted_idx" ON "leads" USING btree ("converted_at") WHERE converted_at is not null;--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "customers_status_package_cycle_idx" ON "customers" USING btree ("status","package_id","billing_cycle","created_at");