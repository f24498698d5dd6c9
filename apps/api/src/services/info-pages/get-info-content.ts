import { type InfoContentDocuments, type InfoContentKey, infoContentSchemas } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq, inArray } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

type PageKey = "credit_page" | "discount_page" | "insurance_page" | "service_center_page";
type ListKey = Exclude<InfoContentKey, PageKey>;

/** The stored document in the request's language, else the site's main language; null if the shop has none. */
async function findInfoContent<K extends InfoContentKey>(
  db: Db,
  site: Site,
  key: K,
  lang: string,
): Promise<InfoContentDocuments[K] | null> {
  const { siteContents } = schema;
  const rows = await db
    .select({ lang: siteContents.lang, data: siteContents.data })
    .from(siteContents)
    .where(
      and(
        eq(siteContents.siteId, site.id),
        eq(siteContents.key, key),
        inArray(siteContents.lang, [lang, site.mainLanguage]),
      ),
    );
  const row = rows.find((r) => r.lang === lang) ?? rows[0];
  return row ? (infoContentSchemas[key].parse(row.data) as InfoContentDocuments[K]) : null;
}

/** A credit, discount, insurance or service-centre page; 404 when the shop has none (a caterer has no service centre). */
export async function getInfoPage<K extends PageKey>(
  db: Db,
  site: Site,
  key: K,
  lang: string,
): Promise<InfoContentDocuments[K]> {
  const page = await findInfoContent(db, site, key, lang);
  if (!page) throw notFound(`The ${key} content is not configured for this site.`);
  return page;
}

/** The FAQ, order guide, payment systems, delivery services or services: empty when the shop has none. */
export async function listInfoItems<K extends ListKey>(
  db: Db,
  site: Site,
  key: K,
  lang: string,
): Promise<InfoContentDocuments[K]> {
  return (await findInfoContent(db, site, key, lang)) ?? ([] as InfoContentDocuments[K]);
}
