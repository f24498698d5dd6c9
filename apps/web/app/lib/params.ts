import { isLocale, type Locale } from "@sf/i18n";
import { data } from "react-router";

/** The language of a route under /:lang (already validated by the layout; 404 otherwise). */
export function langParam(params: { lang?: string }): Locale {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  return params.lang;
}
