CREATE TABLE "customer_counts" (
	"status" text NOT NULL,
	"package_id" uuid NOT NULL,
	"billing_cycle" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "customer_counts_status_package_id_billing_cycle_pk" PRIMARY KEY("status","package_id","billing_cycle")
);
--> statement-breakpoint
CREATE TABLE "dashboard_hourly" (
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "dashboard_hourly_metric_key_hour_pk" PRIMARY KEY("metric","key","hour")
);
--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at");