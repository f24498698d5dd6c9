import type { FooterSettings, GlobalSiteSettings, MenuItem } from "@sf/contract";
import { pricesHiddenFor } from "@sf/domain";
import { catalogues, type Locale, type Messages } from "@sf/i18n";
import { apiFor } from "./api/request.server.ts";
import { config } from "./config.server.ts";

export type SiteContext = {
  lang: Locale;
  /** Whether the path's language prefix is one of the site's languages. */
  langIsValid: boolean;
  settings: GlobalSiteSettings;
  footer: FooterSettings;
  menu: MenuItem[];
  origin: string;
  theme: string;
  /** The UI messages of `lang`: the browser gets only its page's language. */
  messages: Messages;
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
    menu,
    origin: config.publicUrl ?? url.origin,
    theme: config.theme,
    messages: catalogues[api.lang],
    signedIn: api.signedIn,
    pricesHidden: pricesHiddenFor(settings, api.signedIn),
  };
}
