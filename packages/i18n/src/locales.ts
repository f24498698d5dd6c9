/** The locale table (spec section 3 "Locale entry": code, iso, file, dir, name). */
export const LOCALES = [
  { code: "ro", iso: "ro-RO", file: "ro.json", dir: "ltr", name: "Română" },
  { code: "ru", iso: "ru-RU", file: "ru.json", dir: "ltr", name: "Русский" },
  { code: "uk", iso: "uk-UA", file: "uk.json", dir: "ltr", name: "Українська" },
  { code: "en", iso: "en-US", file: "en.json", dir: "ltr", name: "English" },
] as const;

export type Locale = (typeof LOCALES)[number]["code"];
export type LocaleEntry = (typeof LOCALES)[number];

export const LOCALE_CODES = LOCALES.map((l) => l.code) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALE_CODES as string[]).includes(value);
}

export function localeEntry(code: Locale): LocaleEntry {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}
