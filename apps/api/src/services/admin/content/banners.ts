import type { AdminBanner, adminBannerWriteSchema } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { reorderProblem } from "@sf/domain";
import { and, asc, eq, max } from "drizzle-orm";
import type { z } from "zod";
import { FieldErrors, notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import type { StaffActor } from "../actor.ts";
import { checkTexts, writeContent } from "./content-write.ts";

type BannerWrite = z.output<typeof adminBannerWriteSchema>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type SlideRow = typeof schema.slides.$inferSelect;
const { slides } = schema;

type Texts = Record<string, string | undefined>;

function toBanner(row: SlideRow): AdminBanner {
  const title = row.title as Texts;
  const description = row.description as Texts;
  const url = (row.url ?? {}) as Texts;
  const langs = new Set([
    ...Object.keys(row.title),
    ...Object.keys(row.description),
    ...Object.keys(row.url ?? {}),
  ]);
  return {
    id: row.id,
    position: row.position,
    image: row.image,
    image_mobile: row.imageMobile,
    show_on: row.showOn,
    translations: [...langs].map((lang) => ({
      lang,
      title: title[lang] ?? "",
      description: description[lang] ?? "",
      url: url[lang] ?? "",
    })),
  };
}

/** The per-language texts as the slide's localized columns (what `listSlides` reads). */
function columns(body: BannerWrite) {
  const pick = (field: "title" | "description" | "url") =>
    Object.fromEntries(body.translations.filter((t) => t[field]).map((t) => [t.lang, t[field]]));
  const url = pick("url");
  return {
    image: body.image,
    imageMobile: body.image_mobile,
    showOn: body.show_on,
    title: pick("title"),
    description: pick("description"),
    url: Object.keys(url).length ? url : null,
  };
}

async function readBanner(db: Db | Tx, siteId: number, id: number): Promise<AdminBanner> {
  const [row] = await db
    .select()
    .from(slides)
    .where(and(eq(slides.id, id), eq(slides.siteId, siteId)));
  if (!row) throw notFound("Banner not found.");
  return toBanner(row);
}

/** The shop's banners in their order (the storefront shows them so). */
export async function listAdminBanners(db: Db, site: Site): Promise<AdminBanner[]> {
  const rows = await db
    .select()
    .from(slides)
    .where(eq(slides.siteId, site.id))
    .orderBy(asc(slides.position), asc(slides.id));
  return rows.map(toBanner);
}

/** A new banner goes last. */
export async function createAdminBanner(db: Db, site: Site, actor: StaffActor, body: BannerWrite) {
  checkTexts(site, body.translations);
  return writeContent(db, actor, "banner.create", async (tx) => {
    const [last] = await tx
      .select({ n: max(slides.position) })
      .from(slides)
      .where(eq(slides.siteId, site.id));
    const [row] = await tx
      .insert(slides)
      .values({ siteId: site.id, position: (last?.n ?? -1) + 1, ...columns(body) })
      .returning();
    const after = toBanner(row as SlideRow);
    return { result: after, id: after.id, before: null, after };
  });
}

export async function updateAdminBanner(
  db: Db,
  site: Site,
  actor: StaffActor,
  id: number,
  body: BannerWrite,
) {
  checkTexts(site, body.translations);
  return writeContent(db, actor, "banner.update", async (tx) => {
    const before = await readBanner(tx, site.id, id);
    await tx
      .update(slides)
      .set(columns(body))
      .where(and(eq(slides.id, id), eq(slides.siteId, site.id)));
    const after = await readBanner(tx, site.id, id);
    return { result: after, id, before, after };
  });
}

export async function deleteAdminBanner(db: Db, site: Site, actor: StaffActor, id: number): Promise<void> {
  await writeContent(db, actor, "banner.delete", async (tx) => {
    const before = await readBanner(tx, site.id, id);
    await tx.delete(slides).where(and(eq(slides.id, id), eq(slides.siteId, site.id)));
    return { result: undefined, id, before, after: null };
  });
}

/** The banners in a new order: every banner of the shop named once. */
export async function reorderAdminBanners(db: Db, site: Site, actor: StaffActor, ids: number[]) {
  return writeContent(db, actor, "banner.reorder", async (tx) => {
    const rows = await tx
      .select({ id: slides.id })
      .from(slides)
      .where(eq(slides.siteId, site.id))
      .orderBy(asc(slides.position), asc(slides.id));
    const problem = reorderProblem(
      ids,
      rows.map((r) => r.id),
    );
    if (problem) throw new FieldErrors({ ids: [problem] });
    for (const [position, id] of ids.entries())
      await tx
        .update(slides)
        .set({ position })
        .where(and(eq(slides.id, id), eq(slides.siteId, site.id)));
    return {
      result: await listAdminBanners(tx as unknown as Db, site),
      id: site.id,
      before: { ids: rows.map((r) => r.id) },
      after: { ids },
    };
  });
}
