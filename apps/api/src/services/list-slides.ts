import type { SlideBanner } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { localize } from "@sf/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Site } from "../lib/site.ts";
import { BANNER_WIDTHS, mediaSrcsets } from "./catalogue/product-cards.ts";

export async function listSlides(db: Db, site: Site, lang: string, showOn?: string): Promise<SlideBanner[]> {
  const { slides } = schema;
  const rows = await db
    .select()
    .from(slides)
    .where(and(eq(slides.siteId, site.id), showOn ? eq(slides.showOn, showOn) : undefined))
    .orderBy(asc(slides.position), asc(slides.id));
  return rows.map((row) => ({
    id: row.id,
    title: localize(row.title, lang, site.mainLanguage),
    description: localize(row.description, lang, site.mainLanguage),
    image: row.image,
    image_mobile: row.imageMobile,
    // Resized WebP/AVIF variants of a picture stored here: a phone loads a phone-sized banner.
    ...(mediaSrcsets(row.image, BANNER_WIDTHS) ?? {}),
    url: row.url ? localize(row.url, lang, site.mainLanguage) || null : null,
    show_on: (row.showOn as SlideBanner["show_on"]) ?? null,
  }));
}
