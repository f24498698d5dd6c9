CREATE TABLE "catalogue_versions" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Bumps catalogue_versions for every site touched by the statement (statement-level, so a bulk
-- insert of 100k rows costs one upsert). No foreign key: a site's cascade delete also fires it.
CREATE OR REPLACE FUNCTION sf_bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO catalogue_versions AS v (site_id, version)
      SELECT DISTINCT o.site_id, 1 FROM old_rows o WHERE EXISTS (SELECT 1 FROM sites s WHERE s.id = o.site_id)
      ON CONFLICT (site_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO catalogue_versions AS v (site_id, version)
      SELECT DISTINCT n.site_id, 1 FROM new_rows n
      ON CONFLICT (site_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Product updates count only when a listed property changes: stock and sales counters do not.
CREATE OR REPLACE FUNCTION sf_bump_catalogue_version_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_versions AS v (site_id, version)
    SELECT DISTINCT n.site_id, 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.price, n.brand_id, n.active, n.sort_priority, n.created_at, n.main_category_id, n.site_id)
      IS DISTINCT FROM (o.price, o.brand_id, o.active, o.sort_priority, o.created_at, o.main_category_id, o.site_id)
    ON CONFLICT (site_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'product_categories', 'product_spec_values', 'product_translations',
    'categories', 'category_translations', 'specifications', 'specification_values', 'brands'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION sf_bump_catalogue_version()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION sf_bump_catalogue_version()', t || '_version_del', t);
    IF t <> 'products' THEN
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows '
        'FOR EACH STATEMENT EXECUTE FUNCTION sf_bump_catalogue_version()', t || '_version_upd', t);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_version_upd AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sf_bump_catalogue_version_products();
