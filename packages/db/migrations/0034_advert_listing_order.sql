DROP INDEX "adverts_listing_newest";--> statement-breakpoint
DROP INDEX "adverts_listing_price";--> statement-breakpoint
DROP INDEX "adverts_listing_area";--> statement-breakpoint
CREATE INDEX "adverts_listing_newest_id" ON "adverts" USING btree ("site_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_listing_price_id" ON "adverts" USING btree ("site_id","price_eur","id") WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_listing_area_id" ON "adverts" USING btree ("site_id","area_m2","id") WHERE "adverts"."status" = 'active';