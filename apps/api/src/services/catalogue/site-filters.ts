import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { versionedCache } from "./catalogue-version.ts";

export type SiteFilters = {
  specs: {
    id: number;
    key: string;
    type: "checkbox" | "radio";
    position: number;
    title: Record<string, string>;
    values: { id: number; key: string; position: number; title: Record<string, string> }[];
  }[];
  brands: { id: number; name: string; slug: string }[];
};

const cache = versionedCache(loadFilters);

/** The site's specifications (with values) and brands, kept until the catalogue version moves. */
export function getSiteFilters(db: Db, site: Site): Promise<SiteFilters> {
  return cache.get(db, site.id);
}

async function loadFilters(db: Db, siteId: number): Promise<SiteFilters> {
  const { specifications, specificationValues, brands } = schema;
  const [specRows, valueRows, brandRows] = await Promise.all([
    db.select().from(specifications).where(eq(specifications.siteId, siteId)),
    db.select().from(specificationValues).where(eq(specificationValues.siteId, siteId)),
    db
      .select({ id: brands.id, name: brands.name, slug: brands.slug })
      .from(brands)
      .where(eq(brands.siteId, siteId)),
  ]);
  return {
    specs: specRows
      .sort((a, b) => a.position - b.position)
      .map((s) => ({
        id: s.id,
        key: s.spKey,
        type: s.type === "radio" ? ("radio" as const) : ("checkbox" as const),
        position: s.position,
        title: s.title as Record<string, string>,
        values: valueRows
          .filter((v) => v.specificationId === s.id)
          .sort((a, b) => a.position - b.position)
          .map((v) => ({
            id: v.id,
            key: v.key,
            position: v.position,
            title: v.title as Record<string, string>,
          })),
      })),
    brands: brandRows.sort((a, b) => a.name.localeCompare(b.name)),
  };
}
