import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import type { Site } from "../lib/site.ts";
import { articleSitemapGroups } from "./articles/article-sitemap.ts";
import { advertSitemapGroups, isBoardSite } from "./board/advert-sitemap.ts";
import { getCategoryTree } from "./catalogue/category-tree.ts";
import { promotionSitemapGroups } from "./promotions/promotion-sitemap.ts";
import { showcaseSitemapGroups } from "./showcase-sitemap.ts";

/** Storefront pages that exist in every language of every site. */
const STATIC_PATHS = ["", "/about", "/contacts", "/delivery", "/cookies", "/policy", "/terms", "/brands"];

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The sitemap the storefront serves at /sitemap.xml: every page in every language of the site,
 * each with `hreflang` alternates (and x-default on the main language). A board's storefront
 * has adverts where a shop has categories, products and brands (decision 0060).
 */
export async function buildSitemap(db: Db, site: Site, origin: string): Promise<string> {
  const base = origin.replace(/\/+$/, "");
  const board = await isBoardSite(db, site);
  const groups: Record<string, string>[] = STATIC_PATHS.filter((path) => !board || path !== "/brands").map(
    (path) => Object.fromEntries(site.languages.map((lang) => [lang, `/${lang}${path}`])),
  );
  const rows = await db
    .select({ key: schema.pages.pageKey, lang: schema.pages.lang, slug: schema.pages.slug })
    .from(schema.pages)
    .where(eq(schema.pages.siteId, site.id));
  const byKey = new Map<string, Record<string, string>>();
  for (const row of rows) {
    if (!site.languages.includes(row.lang)) continue;
    const group = byKey.get(row.key) ?? {};
    group[row.lang] = `/${row.lang}/page/${encodeURIComponent(row.slug)}`;
    byKey.set(row.key, group);
  }
  groups.push(...byKey.values());
  if (board) groups.push(...(await advertSitemapGroups(db, site)));
  else groups.push(...(await shopSitemapGroups(db, site)));
  groups.push(...(await articleSitemapGroups(db, site)));
  groups.push(...(await showcaseSitemapGroups(db, site)));
  groups.push(...(await promotionSitemapGroups(db, site)));

  const urls = groups.flatMap((group) => {
    const links = Object.entries(group).map(
      ([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(base + path)}"/>`,
    );
    const main = group[site.mainLanguage];
    if (main)
      links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + main)}"/>`);
    return Object.values(group).map(
      (path) => `<url><loc>${escapeXml(base + path)}</loc>${links.join("")}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A shop's categories with products, its active products and its brands with active products. */
async function shopSitemapGroups(db: Db, site: Site): Promise<Record<string, string>[]> {
  const groups: Record<string, string>[] = [];
  const tree = await getCategoryTree(db, site);
  for (const node of tree.nodes.values()) {
    if (!node.productCount) continue;
    groups.push(
      Object.fromEntries(
        site.languages.filter((lang) => node.t[lang]).map((lang) => [lang, `/${lang}/${node.t[lang]?.path}`]),
      ),
    );
  }
  const productRows = await db
    .select({
      id: schema.productTranslations.productId,
      lang: schema.productTranslations.lang,
      slug: schema.productTranslations.slug,
    })
    .from(schema.productTranslations)
    .innerJoin(
      schema.products,
      and(eq(schema.products.id, schema.productTranslations.productId), eq(schema.products.active, true)),
    )
    .where(eq(schema.productTranslations.siteId, site.id));
  const byProduct = new Map<number, Record<string, string>>();
  for (const row of productRows) {
    if (!site.languages.includes(row.lang)) continue;
    const group = byProduct.get(row.id) ?? {};
    group[row.lang] = `/${row.lang}/product/${encodeURIComponent(row.slug)}`;
    byProduct.set(row.id, group);
  }
  groups.push(...byProduct.values());

  // Brand pages share one slug in every language; only brands with active products are listed.
  const brandRows = await db
    .selectDistinct({ slug: schema.brands.slug })
    .from(schema.brands)
    .innerJoin(
      schema.products,
      and(eq(schema.products.brandId, schema.brands.id), eq(schema.products.active, true)),
    )
    .where(eq(schema.brands.siteId, site.id))
    .orderBy(schema.brands.slug);
  for (const { slug } of brandRows) {
    groups.push(
      Object.fromEntries(site.languages.map((lang) => [lang, `/${lang}/brands/${encodeURIComponent(slug)}`])),
    );
  }
  return groups;
}
