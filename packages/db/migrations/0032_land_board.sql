CREATE TABLE "advert_attribute_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_attribute_options_key" UNIQUE("attribute_id","key")
);
--> statement-breakpoint
CREATE TABLE "advert_attribute_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"advert_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"option_id" integer,
	"number_value" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "advert_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"category_id" integer,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_attributes_site_key" UNIQUE("site_id","key")
);
--> statement-breakpoint
CREATE TABLE "advert_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_categories_site_slug" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "advert_favorites" (
	"user_id" integer NOT NULL,
	"advert_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advert_favorites_user_id_advert_id_pk" PRIMARY KEY("user_id","advert_id")
);
--> statement-breakpoint
CREATE TABLE "advert_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"advert_id" integer NOT NULL,
	"path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"type" text DEFAULT 'sale' NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"price_eur" numeric(14, 2) NOT NULL,
	"area" numeric(14, 4) NOT NULL,
	"area_unit" text DEFAULT 'ari' NOT NULL,
	"area_m2" numeric(16, 2) NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"region_id" integer,
	"location_id" integer,
	"sector_id" integer,
	"address" text,
	"cadastral_number" text,
	"is_negotiable_price" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"hidden_reason" text,
	"phone_views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"renewed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adverts_site_slug" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "board_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"level" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"lat" double precision,
	"lon" double precision,
	CONSTRAINT "board_places_site_parent_slug" UNIQUE("site_id","parent_id","slug")
);
--> statement-breakpoint
CREATE TABLE "complaint_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "complaint_categories_site_key" UNIQUE("site_id","key")
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"advert_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"reporter_id" integer,
	"reporter_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"lei_per_unit" numeric(12, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_site_id_currency_pk" PRIMARY KEY("site_id","currency")
);
--> statement-breakpoint
CREATE TABLE "user_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_emails_site_email" UNIQUE("site_id","email")
);
--> statement-breakpoint
CREATE TABLE "user_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"is_auth" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_phones_site_phone" UNIQUE("site_id","phone")
);
--> statement-breakpoint
ALTER TABLE "advert_attribute_options" ADD CONSTRAINT "advert_attribute_options_attribute_id_advert_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."advert_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_attribute_values" ADD CONSTRAINT "advert_attribute_values_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_attribute_values" ADD CONSTRAINT "advert_attribute_values_attribute_id_advert_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."advert_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_attribute_values" ADD CONSTRAINT "advert_attribute_values_option_id_advert_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."advert_attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_attributes" ADD CONSTRAINT "advert_attributes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_attributes" ADD CONSTRAINT "advert_attributes_category_id_advert_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."advert_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_categories" ADD CONSTRAINT "advert_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_favorites" ADD CONSTRAINT "advert_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_favorites" ADD CONSTRAINT "advert_favorites_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_images" ADD CONSTRAINT "advert_images_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_category_id_advert_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."advert_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_region_id_board_places_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."board_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_location_id_board_places_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."board_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_sector_id_board_places_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."board_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_places" ADD CONSTRAINT "board_places_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_categories" ADD CONSTRAINT "complaint_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_category_id_complaint_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."complaint_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_emails" ADD CONSTRAINT "user_emails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_emails" ADD CONSTRAINT "user_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_phones" ADD CONSTRAINT "user_phones_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_phones" ADD CONSTRAINT "user_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_attribute_values_advert" ON "advert_attribute_values" USING btree ("advert_id");--> statement-breakpoint
CREATE INDEX "advert_attribute_values_option" ON "advert_attribute_values" USING btree ("attribute_id","option_id");--> statement-breakpoint
CREATE INDEX "advert_images_advert" ON "advert_images" USING btree ("advert_id","position");--> statement-breakpoint
CREATE INDEX "adverts_listing_newest" ON "adverts" USING btree ("site_id","published_at" DESC NULLS LAST) WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_listing_price" ON "adverts" USING btree ("site_id","price_eur") WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_listing_area" ON "adverts" USING btree ("site_id","area_m2") WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_listing_place" ON "adverts" USING btree ("site_id","region_id","location_id","sector_id") WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_map" ON "adverts" USING btree ("site_id","lat","lon") WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_owner" ON "adverts" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "adverts_expiring" ON "adverts" USING btree ("expires_at") WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "board_places_site_parent" ON "board_places" USING btree ("site_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "complaints_site_status" ON "complaints" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "user_emails_user" ON "user_emails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_phones_user" ON "user_phones" USING btree ("user_id");