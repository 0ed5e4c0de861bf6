CREATE TABLE "dns_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'A' NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dns_records_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lead_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"lead_name" text NOT NULL,
	"sub_domain" text NOT NULL,
	"error_message" text,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text NOT NULL,
	"subdomain" text NOT NULL,
	"data_center_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"last_error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_data_center_id_data_centers_id_fk" FOREIGN KEY ("data_center_id") REFERENCES "public"."data_centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activities_type_created_idx" ON "lead_activities" USING btree ("type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_activities_created_idx" ON "lead_activities" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_activities_lead_created_idx" ON "lead_activities" USING btree ("lead_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "leads_live_subdomain_idx" ON "leads" USING btree ("subdomain") WHERE status <> 'deleted';--> statement-breakpoint
CREATE INDEX "leads_listed_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'deleted';--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_data_center_status_idx" ON "leads" USING btree ("data_center_id","status");