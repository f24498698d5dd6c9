import type { MessageKey } from "@sf/i18n";
import type { MetaDescriptor } from "react-router";
import { translatorOf } from "./i18n.ts";
import { type SiteContextData, siteOf } from "./site-data.ts";

export type SeoInput = {
  /** The root route's data (meta functions get it as `matches[0].loaderData`). */
  site: SiteContextData | undefined;
  title: string;
  description?: string;
  /** The page's path after the language prefix, per language; defaults to the same path in each. */
  alternates?: Partial<Record<string, string>>;
  pathname: string;
  noindex?: boolean;
};

/** Title, description, canonical and hreflang alternates (with x-default) for a page. */
export function seoMeta({
  site: data,
  title,
  description,
  alternates,
  pathname,
  noindex,
}: SeoInput): MetaDescriptor[] {
  const site = data ? siteOf(data) : undefined;
  const project = site?.settings.project;
  // Shop-written SEO titles often name the shop already; do not repeat it.
  const fullTitle = project && !title.includes(project) ? `${title} | ${project}` : title;
  const meta: MetaDescriptor[] = [{ title: fullTitle }];
  if (description) meta.push({ name: "description", content: description });
  meta.push({ property: "og:title", content: fullTitle }, { property: "og:type", content: "website" });
  if (description) meta.push({ property: "og:description", content: description });
  if (noindex || !site) {
    meta.push({ name: "robots", content: "noindex" });
    return meta;
  }
  const origin = site.origin;
  const rest = pathname.replace(/^\/[^/]+/, "");
  const pathFor = (lang: string) => {
    if (alternates) {
      const path = alternates[lang];
      return path === undefined ? null : `/${lang}${path}`;
    }
    return `/${lang}${rest}`;
  };
  meta.push({ tagName: "link", rel: "canonical", href: origin + pathname });
  meta.push({ property: "og:url", content: origin + pathname });
  for (const lang of site.settings.langs) {
    const path = pathFor(lang);
    if (path) meta.push({ tagName: "link", rel: "alternate", hrefLang: lang, href: origin + path });
  }
  const main = pathFor(site.settings.mainUiInterface.mainLang);
  if (main) meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + main });
  return meta;
}

/**
 * The meta function of a page only for this visitor (account pages, favourites, compare): its
 * title in the page's language, never indexed. The root route's data is the site.
 */
export function privatePageMeta(titleKey: MessageKey) {
  return ({
    matches,
    location,
  }: {
    matches: readonly ({ loaderData?: unknown } | undefined)[];
    location: { pathname: string };
  }): MetaDescriptor[] => {
    const site = matches[0]?.loaderData as SiteContextData | undefined;
    const title = site ? translatorOf(site.lang)(titleKey) : "";
    return seoMeta({ site, title, pathname: location.pathname, noindex: true });
  };
}
