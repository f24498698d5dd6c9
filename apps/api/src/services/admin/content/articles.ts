import type {
  ADMIN_CONTENT_SORTS,
  AdminArticle,
  AdminArticleList,
  adminArticleWriteSchema,
} from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { localize } from "@sf/domain";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { FieldErrors, notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { contentService } from "./content-kind.ts";
import { type ContentTx, checkTexts } from "./content-write.ts";
import { sanitizeShopHtml } from "./html-policy.ts";

type ArticleWrite = z.output<typeof adminArticleWriteSchema>;
type Tx = ContentTx;
const { articles, articleTranslations, articleStatuses } = schema;
const PAGE_SIZE = 25;

async function readArticle(db: Db | Tx, site: Site, id: number): Promise<AdminArticle> {
  const siteId = site.id;
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.siteId, siteId)));
  if (!row) throw notFound("Article not found.");
  const texts = await db
    .select()
    .from(articleTranslations)
    .where(and(eq(articleTranslations.articleId, id), eq(articleTranslations.siteId, siteId)))
    .orderBy(asc(articleTranslations.id));
  return {
    id: row.id,
    active: row.active,
    image: row.image,
    status_id: row.statusId,
    published_at: row.publishedAt.toISOString(),
    translations: texts.map((t) => ({
      lang: t.lang,
      slug: t.slug,
      title: t.title,
      summary: t.summary,
      html: t.html,
      seo_title: t.seoTitle,
      seo_description: t.seoDescription,
    })),
  };
}

/** The shop's articles, newest (or oldest) first, 25 a page, with their titles per language. */
export async function listAdminArticles(
  db: Db,
  site: Site,
  query: { page?: number; sort?: (typeof ADMIN_CONTENT_SORTS)[number] },
): Promise<AdminArticleList> {
  const page = query.page ?? 1;
  const order =
    query.sort === "oldest"
      ? [asc(articles.publishedAt), asc(articles.id)]
      : [desc(articles.publishedAt), desc(articles.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(eq(articles.siteId, site.id))
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(articles).where(eq(articles.siteId, site.id)),
  ]);
  const texts = rows.length
    ? await db
        .select({
          articleId: articleTranslations.articleId,
          lang: articleTranslations.lang,
          slug: articleTranslations.slug,
          title: articleTranslations.title,
        })
        .from(articleTranslations)
        .where(
          and(
            eq(articleTranslations.siteId, site.id),
            inArray(
              articleTranslations.articleId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  const n = total?.n ?? 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      active: r.active,
      image: r.image,
      status_id: r.statusId,
      published_at: r.publishedAt.toISOString(),
      texts: texts
        .filter((t) => t.articleId === r.id)
        .map(({ lang, slug, title }) => ({ lang, slug, title })),
    })),
    total: n,
    page,
    pages: Math.max(1, Math.ceil(n / PAGE_SIZE)),
  };
}

/** The shop's article statuses (the storefront list's tabs), named in the language. */
export async function listAdminArticleStatuses(db: Db, site: Site, lang: string) {
  const rows = await db
    .select()
    .from(articleStatuses)
    .where(eq(articleStatuses.siteId, site.id))
    .orderBy(asc(articleStatuses.position), asc(articleStatuses.id));
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    name: localize(r.name, lang, site.mainLanguage) || r.key,
  }));
}

async function checkStatus(tx: Tx, site: Site, statusId: number | null): Promise<void> {
  if (statusId === null) return;
  const [found] = await tx
    .select({ id: articleStatuses.id })
    .from(articleStatuses)
    .where(and(eq(articleStatuses.id, statusId), eq(articleStatuses.siteId, site.id)));
  if (!found) throw new FieldErrors({ status_id: ["The shop has no such article status."] });
}

async function writeTexts(tx: Tx, site: Site, articleId: number, body: ArticleWrite): Promise<void> {
  await tx
    .delete(articleTranslations)
    .where(and(eq(articleTranslations.articleId, articleId), eq(articleTranslations.siteId, site.id)));
  await tx.insert(articleTranslations).values(
    body.translations.map((t) => ({
      articleId,
      siteId: site.id,
      lang: t.lang,
      slug: t.slug,
      title: t.title,
      summary: t.summary,
      html: sanitizeShopHtml(t.html),
      seoTitle: t.seo_title,
      seoDescription: t.seo_description,
    })),
  );
}

/** The shop's articles: written per language, the status one of the shop's. */
export const adminArticles = contentService<AdminArticle, ArticleWrite>({
  name: "article",
  table: articles,
  read: readArticle,
  check: (site, body) => checkTexts(site, body.translations),
  checkIn: (tx, site, body) => checkStatus(tx, site, body.status_id),
  columns: (body) => ({
    active: body.active,
    image: body.image,
    statusId: body.status_id,
    ...(body.published_at ? { publishedAt: new Date(body.published_at) } : {}),
  }),
  writeChildren: writeTexts,
});
