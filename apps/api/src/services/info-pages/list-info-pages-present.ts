import { INFO_CONTENT_KEYS, type InfoPageLink } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/**
 * The information screens the shop has: each information document stored in its main language
 * (an empty list counts as none) and the store locator when it has a store. Its footer links
 * to these.
 */
export async function listInfoPagesPresent(db: Db, site: Site): Promise<InfoPageLink[]> {
  const { siteContents, shops } = schema;
  const [rows, [stores]] = await Promise.all([
    db
      .select({ key: siteContents.key, data: siteContents.data })
      .from(siteContents)
      .where(
        and(
          eq(siteContents.siteId, site.id),
          eq(siteContents.lang, site.mainLanguage),
          inArray(siteContents.key, [...INFO_CONTENT_KEYS]),
        ),
      ),
    db.select({ n: count() }).from(shops).where(eq(shops.siteId, site.id)),
  ]);
  const present = rows
    .filter((row) => !Array.isArray(row.data) || row.data.length > 0)
    .map((row) => row.key as InfoPageLink);
  if ((stores?.n ?? 0) > 0) present.push("stores");
  return present;
}
