import { IntlMessageFormat } from "intl-messageformat";
import { type Locale, localeEntry } from "./locales.ts";
import en from "./messages/en.json" with { type: "json" };
import ro from "./messages/ro.json" with { type: "json" };
import ru from "./messages/ru.json" with { type: "json" };
import uk from "./messages/uk.json" with { type: "json" };

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

export const catalogues: Record<Locale, Messages> = { en, ro, ru, uk } as Record<Locale, Messages>;

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * Returns `t(key, values)` for a locale. Messages are ICU MessageFormat, so plurals follow
 * each language's CLDR rules (ru and uk have one/few/many). Formatters are compiled once.
 */
export function createTranslator(locale: Locale): Translate {
  const messages = catalogues[locale];
  const iso = localeEntry(locale).iso;
  return (key, values) => {
    const cacheKey = `${locale}\u0000${key}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      const message = messages[key] ?? catalogues.en[key] ?? key;
      format = new IntlMessageFormat(message, iso);
      compiled.set(cacheKey, format);
    }
    return String(format.format(values));
  };
}
