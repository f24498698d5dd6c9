ALTER TABLE "product_reviews" ADD COLUMN "voter_hash" text;--> statement-breakpoint
CREATE INDEX "product_reviews_voter" ON "product_reviews" USING btree ("product_id","voter_hash","created_at");