import type { FooterSettings, GlobalSiteSettings, MenuItem } from "@sf/contract";
import type { Consent, ViewTypes } from "@sf/domain";
import type { Locale } from "@sf/i18n";

/** The menu tree as pages show it (navigation bar, drawer, home): two levels, shown fields only. */
export type SiteMenuItem = Pick<MenuItem, "id" | "title" | "url" | "icon" | "badge" | "product_count"> & {
  subcategories: Pick<MenuItem, "id" | "title" | "url">[];
};

/**
 * The shop's settings, footer and menu in one language: the same for every page and visitor, so
 * the browser gets them as a file of their own, named by a hash of its content and cached for a
 * year (decision 0030), instead of in every page's hydration data.
 */
export type SiteData = {
  settings: GlobalSiteSettings;
  footer: FooterSettings;
  menu: SiteMenuItem[];
  /** What the shop's view types draw over this build's theme (decision 0042; the server decides). */
  viewTypes: ViewTypes;
};

/** What the root route's loader sends with each page: the visitor's side of the site context. */
export type SiteContextData = {
  lang: Locale;
  /** Whether the path's language prefix is one of the site's languages. */
  langIsValid: boolean;
  origin: string;
  theme: string;
  /** A customer's session cookie is there (pages of signed-in visitors are never page-cached). */
  signedIn: boolean;
  /** The shop shows prices to customers only and this visitor is a guest. */
  pricesHidden: boolean;
  /** Where the browser gets this language's SiteData (its URL changes with its content). */
  siteData: string;
  /** The visitor's cookie consent; null: not chosen yet (the banner shows, no tag loads). */
  consent: Consent | null;
};

/** Everything the page chrome needs: the loader's data and the site data it names. */
export type SiteContext = SiteContextData & SiteData;

/**
 * On the server the loader's object carries its SiteData under this key: not enumerable, so
 * React Router's encoding of the loader data for the browser leaves it out, while the server's
 * render reads it from the same object.
 */
const SITE_DATA = Symbol("site data");

type WithSiteData = SiteContextData & { [SITE_DATA]?: SiteData };

/** The loader's side: `data` with its SiteData attached for the server's render. */
export function withSiteData(data: SiteContextData, site: SiteData): SiteContextData {
  Object.defineProperty(data, SITE_DATA, { value: site, enumerable: false });
  return data;
}

/** SiteData the browser has loaded, by URL (a few per visit: one per language seen). */
const loaded = new Map<string, SiteData>();
const loading = new Map<string, Promise<SiteData>>();
const merged = new WeakMap<SiteContextData, SiteContext>();

/**
 * The whole site context of the root loader's data: on the server from the data itself, in the
 * browser from the loaded file (entry.client and the root's clientLoader load it before anything
 * renders with it; should it be missing, rendering suspends until it has loaded).
 */
export function siteOf(data: SiteContextData): SiteContext {
  let site = merged.get(data);
  if (site) return site;
  const siteData = (data as WithSiteData)[SITE_DATA] ?? loaded.get(data.siteData);
  if (!siteData) throw loadSiteData(data.siteData);
  site = { ...data, ...siteData };
  merged.set(data, site);
  return site;
}

/** Fetches the SiteData at `url` (the page preloads it); a failure is tried again next time. */
export function loadSiteData(url: string): Promise<SiteData> {
  const done = loaded.get(url);
  if (done) return Promise.resolve(done);
  let promise = loading.get(url);
  if (!promise) {
    promise = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<SiteData>;
      })
      .then(
        (siteData) => {
          loaded.set(url, siteData);
          loading.delete(url);
          return siteData;
        },
        (error: unknown) => {
          loading.delete(url);
          throw error;
        },
      );
    loading.set(url, promise);
  }
  return promise;
}
