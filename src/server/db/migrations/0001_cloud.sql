CREATE TABLE "data_centers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"bundle_id" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"created_by" uuid,
	"state_name" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"availability_zone" text NOT NULL,
	"blueprint_id" text NOT NULL,
	"blueprint_name" text NOT NULL,
	"bundle_id" text NOT NULL,
	"cpu_count" integer NOT NULL,
	"ram_size_in_gb" double precision NOT NULL,
	"disk_size_in_gb" integer NOT NULL,
	"transfer_per_month_in_gb" integer NOT NULL,
	"username" text NOT NULL,
	"ssh_key_name" text NOT NULL,
	"is_static_ip" boolean DEFAULT false NOT NULL,
	"public_ip" text,
	"private_ip" text NOT NULL,
	"state" text NOT NULL,
	"target_state" text NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_centers" ADD CONSTRAINT "data_centers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_centers_region_name_idx" ON "data_centers" USING btree ("region","name");--> statement-breakpoint
CREATE INDEX "data_centers_created_idx" ON "data_centers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "data_centers_state_idx" ON "data_centers" USING btree ("state_name");--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_instances_region_name_idx" ON "simulated_instances" USING btree ("region","name");