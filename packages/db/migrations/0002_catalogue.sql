CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"country" text,
	CONSTRAINT "brands_site_slug" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"show_18_popup" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_translations_category_id_lang_pk" PRIMARY KEY("category_id","lang"),
	CONSTRAINT "category_translations_site_lang_path" UNIQUE("site_id","lang","path")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"linked_id" integer NOT NULL,
	"kind" text NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "product_links_product_id_kind_linked_id_pk" PRIMARY KEY("product_id","kind","linked_id")
);
--> statement-breakpoint
CREATE TABLE "product_spec_values" (
	"product_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "product_spec_values_product_id_value_id_pk" PRIMARY KEY("product_id","value_id")
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stock_product_id_shop_id_pk" PRIMARY KEY("product_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"seo_keywords" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_translations_product_id_lang_pk" PRIMARY KEY("product_id","lang"),
	CONSTRAINT "product_translations_site_lang_slug" UNIQUE("site_id","lang","slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"brand_id" integer,
	"main_category_id" integer,
	"price" double precision NOT NULL,
	"old_price" double precision,
	"multiplicity" double precision DEFAULT 1 NOT NULL,
	"weight_gr" integer,
	"is_recipe" boolean DEFAULT false NOT NULL,
	"home_delivery" boolean DEFAULT true NOT NULL,
	"card_payment_available" boolean DEFAULT true NOT NULL,
	"loyalty_give" integer DEFAULT 0 NOT NULL,
	"sort_priority" integer DEFAULT 0 NOT NULL,
	"stock_total" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"image_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_site_code" UNIQUE("site_id","code")
);
--> statement-breakpoint
CREATE TABLE "specification_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"specification_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "specification_values_spec_key" UNIQUE("specification_id","key")
);
--> statement-breakpoint
CREATE TABLE "specifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"sp_key" text NOT NULL,
	"type" text DEFAULT 'checkbox' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "specifications_site_key" UNIQUE("site_id","sp_key")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_linked_id_products_id_fk" FOREIGN KEY ("linked_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spec_values" ADD CONSTRAINT "product_spec_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spec_values" ADD CONSTRAINT "product_spec_values_value_id_specification_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."specification_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_values" ADD CONSTRAINT "specification_values_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specifications" ADD CONSTRAINT "specifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_site_parent" ON "categories" USING btree ("site_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "category_translations_site_slug" ON "category_translations" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "product_categories_category" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_spec_values_value" ON "product_spec_values" USING btree ("value_id");--> statement-breakpoint
CREATE INDEX "product_translations_slug" ON "product_translations" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "products_site_price" ON "products" USING btree ("site_id","price");--> statement-breakpoint
CREATE INDEX "products_site_created" ON "products" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "product_translations_search_trgm" ON "product_translations" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_translations_fts" ON "product_translations" USING gin ((
  CASE "lang"
    WHEN 'ro' THEN to_tsvector('romanian'::regconfig, sf_unaccent("title" || ' ' || "short_description"))
    WHEN 'ru' THEN to_tsvector('russian'::regconfig, "title" || ' ' || "short_description")
    WHEN 'en' THEN to_tsvector('english'::regconfig, "title" || ' ' || "short_description")
    ELSE to_tsvector('simple'::regconfig, "title" || ' ' || "short_description")
  END));
