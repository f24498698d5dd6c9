import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Site } from "../../lib/site.ts";

/**
 * An editable content block of the site (`site_contents`) in the language, else the main
 * language; null when the shop has not configured it. Stored data that no longer matches its
 * schema is treated as not configured, so a bad edit hides a block instead of failing the page.
 */
export async function readSiteContent<T>(
  db: Db,
  site: Site,
  key: string,
  lang: string,
  shape: z.ZodType<T>,
): Promise<T | null> {
  const { siteContents } = schema;
  const rows = await db
    .select({ lang: siteContents.lang, data: siteContents.data })
    .from(siteContents)
    .where(
      and(
        eq(siteContents.siteId, site.id),
        eq(siteContents.key, key),
        inArray(siteContents.lang, [...new Set([lang, site.mainLanguage])]),
      ),
    );
  const row = rows.find((r) => r.lang === lang) ?? rows[0];
  if (!row) return null;
  const parsed = shape.safeParse(row.data);
  return parsed.success ? parsed.data : null;
}
