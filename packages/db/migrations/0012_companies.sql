CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"fiscal_code" text NOT NULL,
	"vat_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_user_fiscal" UNIQUE("user_id","fiscal_code")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_user" ON "companies" USING btree ("user_id");