import { createHash } from "node:crypto";
import type { FooterSettings, GlobalSiteSettings, MenuItem } from "@sf/contract";
import { CONSENT_COOKIE, parseConsent, pricesHiddenFor, viewTypesOf } from "@sf/domain";
import type { Locale } from "@sf/i18n";
import { themeConfigs } from "@sf/themes";
import { apiFor } from "./api/request.server.ts";
import { config } from "./config.server.ts";
import { readCookie } from "./cookies.ts";
import { type SiteContextData, type SiteData, withSiteData } from "./site-data.ts";

export type { SiteContext, SiteContextData, SiteData, SiteMenuItem } from "./site-data.ts";

/**
 * Everything the page chrome needs, in the page's language: the path's language when the site
 * has it, else the visitor's (cookie, browser) or the site's main language (for the 404 page).
 */
export async function loadSiteContext(
  request: Request,
  langParam: string | undefined,
): Promise<SiteContextData> {
  const api = await apiFor(request);
  const [settings, footer, menu] = await Promise.all([
    api.site.settings(),
    api.site.footer(),
    api.site.menuTree(),
  ]);
  const url = new URL(request.url);
  const { siteData, href } = siteDataOf(api.lang, settings, footer, menu);
  return withSiteData(
    {
      lang: api.lang,
      langIsValid: Boolean(langParam && (settings.langs as readonly string[]).includes(langParam)),
      origin: config.publicUrl ?? url.origin,
      theme: config.theme,
      signedIn: api.signedIn,
      pricesHidden: pricesHiddenFor(settings, api.signedIn),
      siteData: href,
      consent: parseConsent(readCookie(request.headers.get("cookie"), CONSENT_COOKIE)),
    },
    siteData,
  );
}

type Documents = [GlobalSiteSettings, FooterSettings, MenuItem[]];

/**
 * The SiteData of one language and its URL: `/{lang}/site-data/{hash of its JSON}`, the same in
 * every process that has the same data. The API's documents are memoised for a few seconds
 * (client.server.ts), so the work is done again only when one of them is fetched again.
 */
function siteDataOf(
  lang: Locale,
  ...documents: Documents
): { siteData: SiteData; href: string; json: string } {
  const [settings, footer, menu] = documents;
  const last = lastSiteData.get(lang);
  if (last?.documents.every((document, index) => document === documents[index])) return last;
  const siteData: SiteData = {
    settings,
    footer,
    menu: menu.map(({ id, title, url, icon, badge, product_count, subcategories }) => ({
      id,
      title,
      url,
      icon,
      badge,
      product_count,
      subcategories: subcategories.map((child) => ({ id: child.id, title: child.title, url: child.url })),
    })),
    viewTypes: viewTypesOf(settings.mainUiInterface, themeConfigs[__THEME__].header),
  };
  const json = JSON.stringify(siteData);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 16);
  const entry = { documents, siteData, json, href: `/${lang}/site-data/${hash}` };
  lastSiteData.set(lang, entry);
  return entry;
}

const lastSiteData = new Map<
  Locale,
  { documents: Documents; siteData: SiteData; json: string; href: string }
>();

/**
 * The answer to `/{lang}/site-data/{hash}`: this language's SiteData as JSON, cached for a year
 * when the hash is the current one's (a page names the file its render used; a page rendered
 * before a change of settings gets the new data, uncached, rather than nothing).
 */
export async function siteDataResponse(request: Request, hash: string): Promise<Response> {
  const api = await apiFor(request);
  const [settings, footer, menu] = await Promise.all([
    api.site.settings(),
    api.site.footer(),
    api.site.menuTree(),
  ]);
  const { json, href } = siteDataOf(api.lang, settings, footer, menu);
  const current = href.endsWith(`/${hash}`);
  return new Response(json, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": current ? "public, max-age=31536000, immutable" : "no-store",
    },
  });
}
