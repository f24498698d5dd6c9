import type { AdminBanner, adminBannerWriteSchema } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { contentService } from "./content-kind.ts";
import { type ContentTx, checkTexts } from "./content-write.ts";
import { fromLocalized, toLocalized } from "./localized.ts";

type BannerWrite = z.output<typeof adminBannerWriteSchema>;
type SlideRow = typeof schema.slides.$inferSelect;
const { slides } = schema;

function toBanner(row: SlideRow): AdminBanner {
  return {
    id: row.id,
    position: row.position,
    image: row.image,
    image_mobile: row.imageMobile,
    show_on: row.showOn,
    translations: fromLocalized({ title: row.title, description: row.description, url: row.url }),
  };
}

/** The per-language texts as the slide's localized columns (what `listSlides` reads). */
function columns(body: BannerWrite) {
  const url = toLocalized(body.translations, "url");
  return {
    image: body.image,
    imageMobile: body.image_mobile,
    showOn: body.show_on,
    title: toLocalized(body.translations, "title"),
    description: toLocalized(body.translations, "description"),
    url: Object.keys(url).length ? url : null,
  };
}

async function readBanner(db: Db | ContentTx, site: Site, id: number): Promise<AdminBanner> {
  const [row] = await db
    .select()
    .from(slides)
    .where(and(eq(slides.id, id), eq(slides.siteId, site.id)));
  if (!row) throw notFound("Banner not found.");
  return toBanner(row);
}

/** The shop's banners in their order (the storefront shows them so). */
async function listBanners(db: Db | ContentTx, site: Site): Promise<AdminBanner[]> {
  const rows = await db
    .select()
    .from(slides)
    .where(eq(slides.siteId, site.id))
    .orderBy(asc(slides.position), asc(slides.id));
  return rows.map(toBanner);
}

/** The home page's banners (the `slides` table, the home sliders too); a new one goes last. */
export const adminBanners = contentService<AdminBanner, BannerWrite>({
  name: "banner",
  table: slides,
  read: readBanner,
  list: listBanners,
  check: (site, body) => checkTexts(site, body.translations),
  columns,
});
