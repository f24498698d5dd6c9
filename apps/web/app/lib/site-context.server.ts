import type { FooterSettings, GlobalSiteSettings, MenuItem } from "@sf/contract";
import { chooseLanguage, LANGUAGE_COOKIE, pricesHiddenFor } from "@sf/domain";
import { catalogues, isLocale, type Locale, type Messages } from "@sf/i18n";
import { createApi } from "./api.server.ts";
import { config } from "./config.server.ts";
import { readCookie } from "./cookies.ts";
import { isSignedIn } from "./session.server.ts";

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

/** The site's settings (not per language; memoised for a few seconds by the API client). */
export function loadSettings(): Promise<GlobalSiteSettings> {
  return createApi("ro").settings();
}

/**
 * Everything the page chrome needs, in the page's language: the path's language when the site
 * has it, else the visitor's (cookie, browser) or the site's main language (for the 404 page).
 */
export async function loadSiteContext(request: Request, langParam: string | undefined): Promise<SiteContext> {
  const settings = await loadSettings();
  const languages = settings.langs;
  const langIsValid = Boolean(langParam && languages.includes(langParam as Locale));
  const chosen = langIsValid
    ? (langParam as string)
    : chooseLanguage({
        cookie: readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE),
        acceptLanguage: request.headers.get("accept-language"),
        siteLanguages: languages,
        mainLanguage: settings.mainUiInterface.mainLang,
      });
  const lang: Locale = isLocale(chosen) ? chosen : "ro";
  const api = createApi(lang);
  const [footer, menu] = await Promise.all([api.footer(), api.menuTree()]);
  const url = new URL(request.url);
  return {
    lang,
    langIsValid,
    settings,
    footer,
    menu,
    origin: config.publicUrl ?? url.origin,
    theme: config.theme,
    messages: catalogues[lang],
    signedIn: isSignedIn(request),
    pricesHidden: pricesHiddenFor(settings, isSignedIn(request)),
  };
}
