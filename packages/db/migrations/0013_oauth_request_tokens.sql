CREATE TABLE "oauth_request_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"secret" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_request_tokens_site_provider_token" UNIQUE("site_id","provider","token")
);
--> statement-breakpoint
ALTER TABLE "oauth_request_tokens" ADD CONSTRAINT "oauth_request_tokens_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_request_tokens_expires" ON "oauth_request_tokens" USING btree ("expires_at");