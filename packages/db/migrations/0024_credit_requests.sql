CREATE TABLE "credit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"programme_title" text NOT NULL,
	"partner" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"idnp" text NOT NULL,
	"email" text,
	"product_id" integer,
	"amount" double precision NOT NULL,
	"months" integer NOT NULL,
	"monthly" double precision NOT NULL,
	"total_repaid" double precision NOT NULL,
	"dae" double precision NOT NULL,
	"lang" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_requests_site" ON "credit_requests" USING btree ("site_id","created_at");