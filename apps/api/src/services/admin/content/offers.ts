import type { AdminOffer, adminOfferWriteSchema } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { contentService } from "./content-kind.ts";
import { type ContentTx, checkTexts } from "./content-write.ts";
import { sanitizeShopHtml } from "./html-policy.ts";

type OfferWrite = z.output<typeof adminOfferWriteSchema>;
type Tx = ContentTx;
type OfferRow = typeof schema.promotions.$inferSelect;
type TextRow = typeof schema.promotionTranslations.$inferSelect;
const { promotions, promotionTranslations } = schema;

function toOffer(row: OfferRow, texts: TextRow[]): AdminOffer {
  return {
    id: row.id,
    active: row.active,
    show_on_main_page: row.showOnMainPage,
    priority: row.priority,
    image: row.image,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    translations: texts.map((t) => ({
      lang: t.lang,
      slug: t.slug,
      title: t.title,
      short_text: t.shortText,
      html: t.html,
      seo_title: t.seoTitle,
      seo_description: t.seoDescription,
    })),
  };
}

async function readOffer(db: Db | Tx, site: Site, id: number): Promise<AdminOffer> {
  const siteId = site.id;
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.siteId, siteId)));
  if (!row) throw notFound("Offer not found.");
  const texts = await db
    .select()
    .from(promotionTranslations)
    .where(and(eq(promotionTranslations.promotionId, id), eq(promotionTranslations.siteId, siteId)))
    .orderBy(asc(promotionTranslations.id));
  return toOffer(row, texts);
}

/** The shop's offers, the latest ending first (its products are kept as they are). */
async function listOffers(db: Db | Tx, site: Site): Promise<AdminOffer[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.siteId, site.id))
    .orderBy(desc(promotions.endsAt), desc(promotions.id))
    .limit(500);
  if (!rows.length) return [];
  const texts = await db
    .select()
    .from(promotionTranslations)
    .where(
      and(
        eq(promotionTranslations.siteId, site.id),
        inArray(
          promotionTranslations.promotionId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(promotionTranslations.id));
  return rows.map((row) =>
    toOffer(
      row,
      texts.filter((t) => t.promotionId === row.id),
    ),
  );
}

function columns(body: OfferWrite) {
  return {
    active: body.active,
    showOnMainPage: body.show_on_main_page,
    priority: body.priority,
    image: body.image,
    startsAt: new Date(body.starts_at),
    endsAt: new Date(body.ends_at),
  };
}

async function writeTexts(tx: Tx, site: Site, id: number, body: OfferWrite): Promise<void> {
  await tx
    .delete(promotionTranslations)
    .where(and(eq(promotionTranslations.promotionId, id), eq(promotionTranslations.siteId, site.id)));
  await tx.insert(promotionTranslations).values(
    body.translations.map((t) => ({
      promotionId: id,
      siteId: site.id,
      lang: t.lang,
      slug: t.slug,
      title: t.title,
      shortText: t.short_text,
      html: sanitizeShopHtml(t.html),
      seoTitle: t.seo_title,
      seoDescription: t.seo_description,
    })),
  );
}

/** The shop's special offers, with their texts per language (its products are kept as they are). */
export const adminOffers = contentService<AdminOffer, OfferWrite>({
  name: "offer",
  table: promotions,
  read: readOffer,
  list: listOffers,
  check: (site, body) => checkTexts(site, body.translations),
  columns,
  writeChildren: writeTexts,
});
