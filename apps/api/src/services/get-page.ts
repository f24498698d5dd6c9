import type { CmsPage } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { notFound } from "../lib/app-error.ts";
import type { Site } from "../lib/site.ts";

export type CmsPageWithAlternates = CmsPage & { lang: string; alternates: Record<string, string> };

/**
 * A CMS page by slug. A slug of another language resolves to the same page in the requested
 * language (its own slug is in the answer, so the storefront can redirect to it).
 */
export async function getPage(
  db: Db,
  site: Site,
  slug: string,
  lang: string,
): Promise<CmsPageWithAlternates> {
  const { pages } = schema;
  const matches = await db
    .select({ pageKey: pages.pageKey, lang: pages.lang })
    .from(pages)
    .where(and(eq(pages.siteId, site.id), eq(pages.slug, slug)));
  const match = matches.find((m) => m.lang === lang) ?? matches[0];
  if (!match) throw notFound("Page not found.");
  const translations = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, site.id), eq(pages.pageKey, match.pageKey)));
  const page =
    translations.find((t) => t.lang === lang) ??
    translations.find((t) => t.lang === site.mainLanguage) ??
    translations.find((t) => t.lang === match.lang);
  if (!page) throw notFound("Page not found.");
  return {
    slug: page.slug,
    lang: page.lang,
    title: page.title,
    html: page.html,
    ignore_layout: page.ignoreLayout,
    show_breadcrumbs: page.showBreadcrumbs,
    seo_title: page.seoTitle || page.title,
    seo_description: page.seoDescription,
    alternates: Object.fromEntries(
      translations.filter((t) => site.languages.includes(t.lang)).map((t) => [t.lang, t.slug]),
    ),
  };
}
