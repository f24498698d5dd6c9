/** The four languages of Farmacia Familiei and small helpers for texts written in all of them. */

export const LANGS = ["ro", "ru", "uk", "en"] as const;
export type Lang = (typeof LANGS)[number];
/** A text in all four languages of the site. */
export type L = Record<Lang, string>;

export const t = (ro: string, ru: string, uk: string, en: string): L => ({ ro, ru, uk, en });
/** The same text in every language (brand and model names). */
export const same = (s: string): L => t(s, s, s, s);
export const mapL = (f: (lang: Lang) => string): L => t(f("ro"), f("ru"), f("uk"), f("en"));
/** First letter upper-cased in every language (filter titles made from lowercase names). */
export const capital = (x: L): L => mapL((lang) => x[lang].charAt(0).toUpperCase() + x[lang].slice(1));
