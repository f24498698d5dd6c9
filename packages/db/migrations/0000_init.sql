CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_site_path" UNIQUE("site_id","path")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"url" jsonb NOT NULL,
	"icon" text,
	"image" text,
	"badge" jsonb,
	"product_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page_key" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"ignore_layout" boolean DEFAULT false NOT NULL,
	"show_breadcrumbs" boolean DEFAULT true NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	CONSTRAINT "pages_site_lang_slug" UNIQUE("site_id","lang","slug"),
	CONSTRAINT "pages_site_id_page_key_lang_unique" UNIQUE("site_id","page_key","lang")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "site_contents" (
	"site_id" integer NOT NULL,
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "site_contents_site_id_key_lang_pk" PRIMARY KEY("site_id","key","lang")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"theme" text NOT NULL,
	"languages" jsonb NOT NULL,
	"main_language" text NOT NULL,
	"currency" text DEFAULT 'MDL' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_token_unique" UNIQUE("token"),
	CONSTRAINT "sites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"show_on" text,
	"image" text NOT NULL,
	"image_mobile" text,
	"url" jsonb,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_contents" ADD CONSTRAINT "site_contents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_site" ON "menu_items" USING btree ("site_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "shops_site" ON "shops" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "slides_site" ON "slides" USING btree ("site_id","position");