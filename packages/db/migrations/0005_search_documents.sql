-- Search: the full-text document is stored (not recomputed per candidate when ranking) and each
-- language has its own index, so a Russian arm never rechecks thousands of Romanian rows.
ALTER TABLE "product_translations" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  CASE "lang"
    WHEN 'ro' THEN to_tsvector('romanian'::regconfig, sf_unaccent("title" || ' ' || "short_description"))
    WHEN 'ru' THEN to_tsvector('russian'::regconfig, "title" || ' ' || "short_description")
    WHEN 'en' THEN to_tsvector('english'::regconfig, "title" || ' ' || "short_description")
    ELSE to_tsvector('simple'::regconfig, "title" || ' ' || "short_description")
  END) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_fts";
--> statement-breakpoint
CREATE INDEX "product_translations_doc_ro" ON "product_translations" USING gin ("search_doc") WHERE "lang" = 'ro';
--> statement-breakpoint
CREATE INDEX "product_translations_doc_ru" ON "product_translations" USING gin ("search_doc") WHERE "lang" = 'ru';
--> statement-breakpoint
CREATE INDEX "product_translations_doc_uk" ON "product_translations" USING gin ("search_doc") WHERE "lang" = 'uk';
--> statement-breakpoint
CREATE INDEX "product_translations_doc_en" ON "product_translations" USING gin ("search_doc") WHERE "lang" = 'en';
