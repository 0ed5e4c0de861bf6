CREATE TABLE "business_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_upgrades" (
	"package_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "package_upgrades_package_id_target_id_pk" PRIMARY KEY("package_id","target_id"),
	CONSTRAINT "package_upgrades_not_self_check" CHECK ("package_upgrades"."package_id" <> "package_upgrades"."target_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"category_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"monthly_price" integer DEFAULT 0 NOT NULL,
	"yearly_price" integer DEFAULT 0 NOT NULL,
	"setup_fee" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"limit_users" integer,
	"limit_storage_gb" integer,
	"limit_transfer_gb" integer,
	"limit_custom_domains" integer,
	"limit_email_accounts" integer,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reseller_visible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_money_check" CHECK ("packages"."monthly_price" >= 0 and "packages"."yearly_price" >= 0 and "packages"."setup_fee" >= 0)
);
--> statement-breakpoint
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
ALTER TABLE "leads" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "package_upgrades" ADD CONSTRAINT "package_upgrades_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_upgrades" ADD CONSTRAINT "package_upgrades_target_id_packages_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_category_id_business_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_packages" ADD CONSTRAINT "reseller_packages_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_packages" ADD CONSTRAINT "reseller_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_category_id_business_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_categories_name_lower_idx" ON "business_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "business_categories_slug_idx" ON "business_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "business_categories_order_idx" ON "business_categories" USING btree ("sort_order","name");--> statement-breakpoint
CREATE INDEX "package_upgrades_target_idx" ON "package_upgrades" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_name_lower_idx" ON "packages" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "packages_code_idx" ON "packages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "packages_category_idx" ON "packages" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "packages_status_name_idx" ON "packages" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "reseller_packages_package_idx" ON "reseller_packages" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resellers_email_lower_idx" ON "resellers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "resellers_category_idx" ON "resellers" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "resellers_status_company_idx" ON "resellers" USING btree ("status","company_name");--> statement-breakpoint
CREATE INDEX "resellers_company_idx" ON "resellers" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "resellers_created_idx" ON "resellers" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_category_id_business_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_category_idx" ON "leads" USING btree ("category_id");