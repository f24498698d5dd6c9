-- Decision 0063: uploaded pictures are recorded by name so a sweep can remove those nothing uses;
-- and an advert hidden by its owner's ban remembers what it was, so lifting the ban puts it back.
CREATE TABLE "stored_uploads" (
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_uploads_site_id_name_pk" PRIMARY KEY("site_id","name")
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "banned_from" text;--> statement-breakpoint
ALTER TABLE "stored_uploads" ADD CONSTRAINT "stored_uploads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_uploads_stored_at" ON "stored_uploads" USING btree ("stored_at");--> statement-breakpoint
-- The board's pictures stored before this migration (adverts', profiles'), so they are swept once unused.
INSERT INTO "stored_uploads" ("site_id", "name")
SELECT DISTINCT a."site_id", substring(i."path" from '^/media/uploads/([0-9a-f]{16})\.webp$')
FROM "advert_images" i JOIN "adverts" a ON a."id" = i."advert_id"
WHERE i."path" ~ '^/media/uploads/[0-9a-f]{16}\.webp$'
UNION
SELECT DISTINCT u."site_id", substring(u."avatar_path" from '^/media/uploads/([0-9a-f]{16})\.webp$')
FROM "users" u
WHERE u."avatar_path" ~ '^/media/uploads/[0-9a-f]{16}\.webp$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A deleted advert keeps its row (reports, moderation history) but not its pictures.
DELETE FROM "advert_images" WHERE "advert_id" IN (SELECT "id" FROM "adverts" WHERE "status" = 'deleted');
--> statement-breakpoint
-- Adverts hidden by a ban before this migration: what they were is unknown, so lifting the ban
-- brings them back paused (their owner renews them), never up on its own.
UPDATE "adverts" a SET "banned_from" = 'inactive'
FROM "users" u
WHERE u."id" = a."user_id" AND u."blocked_at" IS NOT NULL AND a."status" = 'hidden'
  AND a."hidden_reason" = 'The owner''s account is banned: ' || u."blocked_reason";
