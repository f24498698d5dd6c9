ALTER TABLE "adverts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Adverts published before the queue existed count as reviewed (by nobody): the queue starts
-- with what goes up from now on. Drafts were never public and wait once published.
UPDATE "adverts" SET "reviewed_at" = coalesce("published_at", "updated_at") WHERE "status" <> 'draft';--> statement-breakpoint
CREATE INDEX "adverts_review_queue" ON "adverts" USING btree ("site_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "adverts"."status" = 'active' and "adverts"."reviewed_at" is null;