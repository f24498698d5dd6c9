import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import type { Site } from "../../plugins/site.ts";

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

const TTL_MS = 5_000;
const cache = new Map<number, { at: number; value: Promise<SiteFilters> }>();

/** The site's specifications (with values) and brands, memoised for a few seconds. */
export function getSiteFilters(db: Db, site: Site): Promise<SiteFilters> {
  const hit = cache.get(site.id);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = (async () => {
    const { specifications, specificationValues, brands } = schema;
    const [specRows, valueRows, brandRows] = await Promise.all([
      db.select().from(specifications).where(eq(specifications.siteId, site.id)),
      db.select().from(specificationValues).where(eq(specificationValues.siteId, site.id)),
      db
        .select({ id: brands.id, name: brands.name, slug: brands.slug })
        .from(brands)
        .where(eq(brands.siteId, site.id)),
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
  })();
  cache.set(site.id, { at: Date.now(), value });
  value.catch(() => cache.delete(site.id));
  return value;
}
