CREATE TABLE "shop_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"phone" text,
	"email" text,
	"body" text,
	"wished_date" date,
	"product_id" integer,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_requests" ADD CONSTRAINT "shop_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_requests" ADD CONSTRAINT "shop_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_requests_site_kind" ON "shop_requests" USING btree ("site_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_requests_newsletter_email" ON "shop_requests" USING btree ("site_id","email") WHERE "shop_requests"."kind" = 'newsletter';