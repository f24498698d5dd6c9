import type { FooterSettings, GlobalSiteSettings, MenuItem } from "@sf/contract";
import { pricesHiddenFor } from "@sf/domain";
import type { Locale } from "@sf/i18n";
import { apiFor } from "./api/request.server.ts";
import { config } from "./config.server.ts";

/** The menu tree as pages show it (navigation bar, drawer, home): two levels, shown fields only. */
export type SiteMenuItem = Pick<MenuItem, "id" | "title" | "url" | "icon" | "badge" | "product_count"> & {
  subcategories: Pick<MenuItem, "id" | "title" | "url">[];
};

/** The site context travels to the browser with every page: it carries only what pages show. */
export type SiteContext = {
  lang: Locale;
  /** Whether the path's language prefix is one of the site's languages. */
  langIsValid: boolean;
  settings: GlobalSiteSettings;
  footer: FooterSettings;
  menu: SiteMenuItem[];
  origin: string;
  theme: string;
  /** A customer's session cookie is there (pages of signed-in visitors are never page-cached). */
  signedIn: boolean;
  /** The shop shows prices to customers only and this visitor is a guest. */
  pricesHidden: boolean;
};

/**
 * Everything the page chrome needs, in the page's language: the path's language when the site
 * has it, else the visitor's (cookie, browser) or the site's main language (for the 404 page).
 */
export async function loadSiteContext(request: Request, langParam: string | undefined): Promise<SiteContext> {
  const api = await apiFor(request);
  const [settings, footer, menu] = await Promise.all([
    api.site.settings(),
    api.site.footer(),
    api.site.menuTree(),
  ]);
  const url = new URL(request.url);
  return {
    lang: api.lang,
    langIsValid: Boolean(langParam && (settings.langs as readonly string[]).includes(langParam)),
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
    origin: config.publicUrl ?? url.origin,
    theme: config.theme,
    signedIn: api.signedIn,
    pricesHidden: pricesHiddenFor(settings, api.signedIn),
  };
}
