DROP INDEX "resellers_status_company_idx";--> statement-breakpoint
DROP INDEX "resellers_company_idx";--> statement-breakpoint
DROP INDEX "resellers_created_idx";--> statement-breakpoint
CREATE INDEX "resellers_commission_idx" ON "resellers" USING btree ("commission_basis_points","company_name","id");--> statement-breakpoint
CREATE INDEX "resellers_queue_idx" ON "resellers" USING btree ((case when "status" = 'pending' then "created_at" end),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "upgrade_requests_queue_idx" ON "upgrade_requests" USING btree ((case when "status" = 'pending' then "created_at" end),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "upgrade_requests_created_idx" ON "upgrade_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resellers_status_company_idx" ON "resellers" USING btree ("status","company_name","id");--> statement-breakpoint
CREATE INDEX "resellers_company_idx" ON "resellers" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "resellers_created_idx" ON "resellers" USING btree ("created_at","id");