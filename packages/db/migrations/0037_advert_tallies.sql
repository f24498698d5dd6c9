CREATE TABLE "advert_map_cells" (
	"site_id" integer NOT NULL,
	"zoom" integer NOT NULL,
	"gy" integer NOT NULL,
	"gx" integer NOT NULL,
	"category_id" integer NOT NULL,
	"negotiable" boolean NOT NULL,
	"n" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lon" double precision NOT NULL,
	CONSTRAINT "advert_map_cells_site_id_zoom_gy_gx_category_id_negotiable_pk" PRIMARY KEY("site_id","zoom","gy","gx","category_id","negotiable")
);
--> statement-breakpoint
CREATE TABLE "advert_tallies" (
	"site_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"negotiable" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "advert_tallies_site_id_category_id_region_id_location_id_negotiable_pk" PRIMARY KEY("site_id","category_id","region_id","location_id","negotiable")
);
--> statement-breakpoint
DROP INDEX "advert_attribute_values_option";--> statement-breakpoint
ALTER TABLE "advert_map_cells" ADD CONSTRAINT "advert_map_cells_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_tallies" ADD CONSTRAINT "advert_tallies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverts_listing_per_are_id" ON "adverts" USING btree ("site_id",("price_eur" / nullif("area_m2", 0)),"id" DESC NULLS LAST) WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_listing_region_per_are_id" ON "adverts" USING btree ("site_id","region_id",("price_eur" / nullif("area_m2", 0)),"id" DESC NULLS LAST) WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_listing_category" ON "adverts" USING btree ("site_id","category_id","region_id","location_id","expires_at","id","price_eur","area_m2","is_negotiable_price") WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "advert_attribute_values_option" ON "advert_attribute_values" USING btree ("attribute_id","option_id","advert_id");
--> statement-breakpoint
-- The board's tallies (decision 0061): published adverts counted per (category, region,
-- location, negotiable) and per map cell at zooms 1 to 10, kept by statement-level triggers on
-- `adverts`, so a bulk change costs one grouped upsert per table. A cell's size is the domain's
-- `mapCellDegrees(zoom)` written with 12 decimals, as the map's query writes it: 84.375 / 2^zoom.
-- An update counts only the rows whose counted columns changed (not a price recomputed at new
-- rates). Rows are upserted in key order, so two writers lock shared rows in the same order;
-- rows of a site being deleted are skipped.
CREATE TYPE sf_advert_tally_row AS (
  site_id integer, category_id integer, region_id integer, location_id integer,
  negotiable boolean, lat double precision, lon double precision
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sf_advert_tallies_apply(gone sf_advert_tally_row[], came sf_advert_tally_row[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH signed AS (
    SELECT r.*, -1 AS sign FROM unnest(gone) r
    UNION ALL
    SELECT r.*, 1 FROM unnest(came) r
  ), sums AS (
    SELECT site_id, category_id, coalesce(region_id, 0), coalesce(location_id, 0), negotiable, sum(sign)::int AS n
    FROM signed GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0
  )
  INSERT INTO advert_tallies AS t (site_id, category_id, region_id, location_id, negotiable, n)
  SELECT * FROM sums s WHERE EXISTS (SELECT 1 FROM sites WHERE sites.id = s.site_id)
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (site_id, category_id, region_id, location_id, negotiable) DO UPDATE SET n = t.n + excluded.n;

  WITH signed AS (
    SELECT r.*, -1 AS sign FROM unnest(gone) r WHERE r.lat IS NOT NULL AND r.lon IS NOT NULL
    UNION ALL
    SELECT r.*, 1 FROM unnest(came) r WHERE r.lat IS NOT NULL AND r.lon IS NOT NULL
  ), sums AS (
    SELECT r.site_id, z.zoom, floor(r.lat / z.cell)::int AS gy, floor(r.lon / z.cell)::int AS gx,
           r.category_id, r.negotiable, sum(r.sign)::int AS n,
           sum(r.sign * r.lat) AS sum_lat, sum(r.sign * r.lon) AS sum_lon
    FROM signed r
    CROSS JOIN (SELECT g AS zoom, round(84.375 / (2::numeric ^ g), 12)::float8 AS cell FROM generate_series(1, 10) g) z
    -- A move within its cell changes the cell's position sums but not its count.
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(r.sign) <> 0 OR sum(r.sign * r.lat) <> 0 OR sum(r.sign * r.lon) <> 0
  )
  INSERT INTO advert_map_cells AS c (site_id, zoom, gy, gx, category_id, negotiable, n, sum_lat, sum_lon)
  SELECT * FROM sums s WHERE EXISTS (SELECT 1 FROM sites WHERE sites.id = s.site_id)
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (site_id, zoom, gy, gx, category_id, negotiable)
  DO UPDATE SET n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lon = c.sum_lon + excluded.sum_lon;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sf_advert_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone sf_advert_tally_row[] := '{}';
  came sf_advert_tally_row[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(array_agg(ROW(n.site_id, n.category_id, n.region_id, n.location_id, n.is_negotiable_price, n.lat, n.lon)::sf_advert_tally_row), '{}')
      INTO came FROM new_rows n WHERE n.status = 'active';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(array_agg(ROW(o.site_id, o.category_id, o.region_id, o.location_id, o.is_negotiable_price, o.lat, o.lon)::sf_advert_tally_row), '{}')
      INTO gone FROM old_rows o WHERE o.status = 'active';
  ELSE
    SELECT coalesce(array_agg(ROW(o.site_id, o.category_id, o.region_id, o.location_id, o.is_negotiable_price, o.lat, o.lon)::sf_advert_tally_row) FILTER (WHERE o.status = 'active'), '{}'),
           coalesce(array_agg(ROW(n.site_id, n.category_id, n.region_id, n.location_id, n.is_negotiable_price, n.lat, n.lon)::sf_advert_tally_row) FILTER (WHERE n.status = 'active'), '{}')
      INTO gone, came
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status = 'active' OR n.status = 'active')
        AND (o.status, o.site_id, o.category_id, o.region_id, o.location_id, o.is_negotiable_price, o.lat, o.lon)
          IS DISTINCT FROM (n.status, n.site_id, n.category_id, n.region_id, n.location_id, n.is_negotiable_price, n.lat, n.lon);
  END IF;
  IF cardinality(gone) > 0 OR cardinality(came) > 0 THEN
    PERFORM sf_advert_tallies_apply(gone, came);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER adverts_tallies_ins AFTER INSERT ON adverts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sf_advert_tallies();
--> statement-breakpoint
CREATE TRIGGER adverts_tallies_del AFTER DELETE ON adverts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sf_advert_tallies();
--> statement-breakpoint
CREATE TRIGGER adverts_tallies_upd AFTER UPDATE ON adverts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sf_advert_tallies();
--> statement-breakpoint
-- What is already published.
SELECT sf_advert_tallies_apply('{}',
  (SELECT coalesce(array_agg(ROW(site_id, category_id, region_id, location_id, is_negotiable_price, lat, lon)::sf_advert_tally_row), '{}')
   FROM adverts WHERE status = 'active'));
