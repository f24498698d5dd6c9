import type { AdminPage, adminPageWriteSchema } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import type { StaffActor } from "../actor.ts";
import { checkTexts, writeContent } from "./content-write.ts";
import { sanitizeShopHtml } from "./html-policy.ts";

type PageWrite = z.output<typeof adminPageWriteSchema>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type PageRow = typeof schema.pages.$inferSelect;
const { pages } = schema;

/** A page's rows (one per language) as one page; in the shop's main language first. */
function toPage(key: string, rows: PageRow[]): AdminPage {
  const first = rows[0];
  return {
    key,
    show_breadcrumbs: first?.showBreadcrumbs ?? true,
    ignore_layout: first?.ignoreLayout ?? false,
    translations: rows.map((r) => ({
      lang: r.lang,
      slug: r.slug,
      title: r.title,
      html: r.html,
      seo_title: r.seoTitle,
      seo_description: r.seoDescription,
    })),
  };
}

async function readPage(db: Db | Tx, siteId: number, key: string): Promise<AdminPage> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.pageKey, key)))
    .orderBy(asc(pages.id));
  if (!rows.length) throw notFound("Page not found.");
  return toPage(key, rows);
}

export const getAdminPage = (db: Db, site: Site, key: string) => readPage(db, site.id, key);

/** The shop's information pages (`/{lang}/page/{slug}`), each with its texts per language. */
export async function listAdminPages(db: Db, site: Site): Promise<AdminPage[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(eq(pages.siteId, site.id))
    .orderBy(asc(pages.pageKey), asc(pages.id));
  const byKey = new Map<string, PageRow[]>();
  for (const row of rows) byKey.set(row.pageKey, [...(byKey.get(row.pageKey) ?? []), row]);
  return [...byKey].map(([key, group]) => toPage(key, group));
}

async function writeRows(tx: Tx, site: Site, key: string, body: PageWrite): Promise<void> {
  await tx.delete(pages).where(and(eq(pages.siteId, site.id), eq(pages.pageKey, key)));
  await tx.insert(pages).values(
    body.translations.map((t) => ({
      siteId: site.id,
      pageKey: key,
      lang: t.lang,
      slug: t.slug,
      title: t.title,
      html: sanitizeShopHtml(t.html),
      showBreadcrumbs: body.show_breadcrumbs,
      ignoreLayout: body.ignore_layout,
      seoTitle: t.seo_title,
      seoDescription: t.seo_description,
    })),
  );
}

/** A new page; its key is its first slug (made unique in the shop). */
export async function createAdminPage(db: Db, site: Site, actor: StaffActor, body: PageWrite) {
  checkTexts(site, body.translations);
  return writeContent(db, actor, "page.create", async (tx) => {
    const taken = new Set(
      (await tx.selectDistinct({ key: pages.pageKey }).from(pages).where(eq(pages.siteId, site.id))).map(
        (r) => r.key,
      ),
    );
    const base = (body.translations[0]?.slug ?? "page").slice(0, 70);
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    await writeRows(tx, site, key, body);
    const after = await readPage(tx, site.id, key);
    return { result: after, id: key, before: null, after };
  });
}

/** A page's texts replaced: a language left out is removed from the page. */
export async function updateAdminPage(db: Db, site: Site, actor: StaffActor, key: string, body: PageWrite) {
  checkTexts(site, body.translations);
  return writeContent(db, actor, "page.update", async (tx) => {
    const before = await readPage(tx, site.id, key);
    await writeRows(tx, site, key, body);
    const after = await readPage(tx, site.id, key);
    return { result: after, id: key, before, after };
  });
}

export async function deleteAdminPage(db: Db, site: Site, actor: StaffActor, key: string): Promise<void> {
  await writeContent(db, actor, "page.delete", async (tx) => {
    const before = await readPage(tx, site.id, key);
    await tx.delete(pages).where(and(eq(pages.siteId, site.id), eq(pages.pageKey, key)));
    return { result: undefined, id: key, before, after: null };
  });
}
