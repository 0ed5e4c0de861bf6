CREATE TABLE "reseller_packages" (
	"reseller_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	CONSTRAINT "reseller_packages_reseller_id_package_id_pk" PRIMARY KEY("reseller_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"category_id" uuid,
	"city" text NOT NULL,
	"country" text DEFAULT 'Pakistan' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"commission_basis_points" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"decision_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resellers_commission_check" CHECK ("resellers"."commission_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "reseller_packages" ADD CONSTRAINT "reseller_packages_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_packages" ADD CONSTRAINT "reseller_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_category_id_business_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reseller_packages_package_idx" ON "reseller_packages" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resellers_email_lower_idx" ON "resellers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "resellers_category_idx" ON "resellers" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "resellers_status_company_idx" ON "resellers" USING btree ("status","company_name");--> statement-breakpoint
CREATE INDEX "resellers_company_idx" ON "resellers" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "resellers_created_idx" ON "resellers" USING btree ("created_at");