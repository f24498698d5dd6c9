ALTER TABLE "catalogue_versions" ADD COLUMN "detail_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Bumps detail_version for the row's site once per transaction, at its commit (a deferred
-- constraint trigger): an order's stock update holds no lock on the site's counter while the
-- order is written, and a bulk write of many rows costs one upsert (the transaction-local flag).
-- A reader that sees the new version also sees the change, since both commit together.
CREATE OR REPLACE FUNCTION sf_bump_detail_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  site integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.site_id ELSE NEW.site_id END;
  flag text := 'sf.detail_bumped_' || site;
BEGIN
  IF current_setting(flag, true) = '1' THEN RETURN NULL; END IF;
  PERFORM set_config(flag, '1', true);
  IF NOT EXISTS (SELECT 1 FROM sites s WHERE s.id = site) THEN RETURN NULL; END IF;
  INSERT INTO catalogue_versions AS v (site_id, detail_version) VALUES (site, 1)
    ON CONFLICT (site_id) DO UPDATE SET detail_version = v.detail_version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Product inserts and deletes already move `version`; updates of any column move detail_version.
CREATE CONSTRAINT TRIGGER products_detail_upd AFTER UPDATE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sf_bump_detail_version();
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_stock', 'product_links', 'shops'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sf_bump_detail_version()',
      t || '_detail', t);
  END LOOP;
END $$;
