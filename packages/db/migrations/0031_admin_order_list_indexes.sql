CREATE INDEX "orders_site_status_created" ON "orders" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_site_shop_created" ON "orders" USING btree ("site_id","shop_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_site_final_price" ON "orders" USING btree ("site_id","final_price","id");--> statement-breakpoint
CREATE INDEX "orders_site_filters" ON "orders" USING gin ("site_id","status","payment_type","payment_status","delivery_method","shop_id");--> statement-breakpoint
CREATE INDEX "orders_name_trgm" ON "orders" USING gin ("site_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm" ON "orders" USING gin ("site_id","email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm" ON "orders" USING gin ("site_id",(regexp_replace("phone", '[^0-9+]', '', 'g')) gin_trgm_ops);