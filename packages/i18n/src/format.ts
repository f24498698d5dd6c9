import { type Locale, localeEntry } from "./locales.ts";

/**
 * The spec's number format (section 9): space as thousands separator, a decimal point, two
 * decimals, and a trailing ".00" dropped. 1234.5 -> "1 234.50", 1234 -> "1 234".
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const rounded = Math.round(value * 100) / 100;
  const negative = rounded < 0;
  const [whole = "0", fraction = "00"] = Math.abs(rounded).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return (negative ? "-" : "") + grouped + (fraction === "00" ? "" : `.${fraction}`);
}

export const CURRENCY_SYMBOLS: Record<string, Record<Locale, string>> = {
  MDL: { ro: "lei", ru: "лей", uk: "лей", en: "MDL" },
  RON: { ro: "lei", ru: "лей", uk: "лей", en: "RON" },
  USD: { ro: "$", ru: "$", uk: "$", en: "$" },
  EUR: { ro: "€", ru: "€", uk: "€", en: "€" },
  UAH: { ro: "grn", ru: "грн", uk: "грн", en: "UAH" },
};

export function currencySymbol(currency: string, locale: Locale): string {
  return CURRENCY_SYMBOLS[currency]?.[locale] ?? currency;
}

/** "1 234.50 lei" — the symbol follows the amount in every locale, as on the original shops. */
export function formatPrice(value: number, currency: string, locale: Locale): string {
  return `${formatNumber(value)} ${currencySymbol(currency, locale)}`;
}

/** A calendar date in the language, in the shops' time zone (so server and browser agree). */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(localeEntry(locale).iso, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Chisinau",
  }).format(date);
}
