-- Search indexes lead with the site: in a database of many shops a common word ("paracetamol")
-- matches tens of thousands of rows of other shops, which a text-only index had to visit and
-- recheck. btree_gin lets a GIN index hold the site id next to the text.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_search_trgm";
--> statement-breakpoint
CREATE INDEX "product_translations_search_trgm" ON "product_translations" USING gin ("site_id", "search_text" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_doc_ro";
--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_doc_ru";
--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_doc_uk";
--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_doc_en";
--> statement-breakpoint
CREATE INDEX "product_translations_doc_ro" ON "product_translations" USING gin ("site_id", "search_doc") WHERE "lang" = 'ro';
--> statement-breakpoint
CREATE INDEX "product_translations_doc_ru" ON "product_translations" USING gin ("site_id", "search_doc") WHERE "lang" = 'ru';
--> statement-breakpoint
CREATE INDEX "product_translations_doc_uk" ON "product_translations" USING gin ("site_id", "search_doc") WHERE "lang" = 'uk';
--> statement-breakpoint
CREATE INDEX "product_translations_doc_en" ON "product_translations" USING gin ("site_id", "search_doc") WHERE "lang" = 'en';
