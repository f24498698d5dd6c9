import { type ContentDocuments, type ContentKey, contentSchemas } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq, inArray } from "drizzle-orm";
import { notFound } from "../lib/app-error.ts";
import type { Site } from "../lib/site.ts";

/** A per-language content document; falls back to the site's main language. */
export async function getContentDocument<K extends ContentKey>(
  db: Db,
  site: Site,
  key: K,
  lang: string,
): Promise<ContentDocuments[K]> {
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
  if (!row) throw notFound(`The ${key} content is not configured for this site.`);
  return contentSchemas[key].parse(row.data) as ContentDocuments[K];
}
