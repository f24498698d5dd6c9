/**
 * Language negotiation (spec section 4): the language cookie, else the browser's languages,
 * else the site's main language; always one of the site's languages.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        lang: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => /^[a-z]{2,8}$/.test(entry.lang) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.lang);
}

export function chooseLanguage(input: {
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
  siteLanguages: readonly string[];
  mainLanguage: string;
}): string {
  const { cookie, acceptLanguage, siteLanguages, mainLanguage } = input;
  if (cookie && siteLanguages.includes(cookie)) return cookie;
  const fromBrowser = parseAcceptLanguage(acceptLanguage).find((lang) => siteLanguages.includes(lang));
  if (fromBrowser) return fromBrowser;
  return siteLanguages.includes(mainLanguage) ? mainLanguage : (siteLanguages[0] ?? mainLanguage);
}

/** The content language for an API request: Accept-Language if the site has it, else main. */
export function contentLanguage(
  acceptLanguage: string | null | undefined,
  siteLanguages: readonly string[],
  mainLanguage: string,
) {
  return parseAcceptLanguage(acceptLanguage).find((lang) => siteLanguages.includes(lang)) ?? mainLanguage;
}

/** Picks a value from a per-language map: the language, else the main language, else any. */
export function localize(
  map: Partial<Record<string, string>> | null | undefined,
  lang: string,
  mainLanguage: string,
): string {
  if (!map) return "";
  return map[lang] ?? map[mainLanguage] ?? Object.values(map).find((v) => v !== undefined) ?? "";
}
