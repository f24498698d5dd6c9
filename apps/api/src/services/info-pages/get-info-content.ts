import { type InfoContentDocuments, type InfoContentKey, infoContentSchemas } from "@sf/contract";
import type { Db } from "@sf/db";
import type { z } from "zod";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { readSiteContent } from "../showcase/site-content.ts";

type PageKey = "credit_page" | "discount_page" | "insurance_page" | "service_center_page";
type ListKey = Exclude<InfoContentKey, PageKey>;

/** The stored document in the request's language, else the site's main language; null if the shop has none. */
async function findInfoContent<K extends InfoContentKey>(
  db: Db,
  site: Site,
  key: K,
  lang: string,
): Promise<InfoContentDocuments[K] | null> {
  const shape = infoContentSchemas[key] as unknown as z.ZodType<InfoContentDocuments[K]>;
  return readSiteContent(db, site, key, lang, shape);
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
