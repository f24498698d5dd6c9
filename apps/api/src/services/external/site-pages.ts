import { type Db, schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { forgetCatalogueVersions } from "../catalogue/catalogue-version.ts";
import { bumpCatalogueVersion } from "./common.ts";

/**
 * `POST /ver4/clear_site_cache`: every storefront page of the site is dropped from the page
 * caches. The storefronts key their cached pages by the site's catalogue version (decision
 * 0050), so moving it is the purge, for every web process and either store (memory or Redis).
 * The back-office calls this after writes that change pages.
 */
export async function clearSitePages(db: Db, siteId: number): Promise<void> {
  await bumpCatalogueVersion(db, siteId);
  forgetCatalogueVersions(db, siteId);
}

/** The version the storefront's page cache keys follow (read by the web server, about once a second). */
export async function sitePagesVersion(db: Db, siteId: number): Promise<number> {
  const { catalogueVersions } = schema;
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.siteId, siteId));
  return row?.version ?? 0;
}
