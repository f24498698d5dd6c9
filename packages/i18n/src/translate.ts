import { type Locale, localeEntry } from "./locales.ts";
import { type CompiledMessage, compileMessage, type MessageValues } from "./message-format.ts";
import en from "./messages/en.json" with { type: "json" };
import ro from "./messages/ro.json" with { type: "json" };
import ru from "./messages/ru.json" with { type: "json" };
import uk from "./messages/uk.json" with { type: "json" };

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

export const catalogues: Record<Locale, Messages> = { en, ro, ru, uk } as Record<Locale, Messages>;

export type { MessageValues };
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const compiled = new WeakMap<Messages, Map<string, CompiledMessage>>();

/**
 * Returns `t(key, values)` over the given messages of a locale (the storefront passes only its
 * page's language to the browser). Messages are ICU MessageFormat (the subset in
 * message-format.ts), so plurals follow each language's CLDR rules (ru and uk have one/few/many).
 * Formatters are compiled once per catalogue.
 */
export function translatorFor(locale: Locale, messages: Messages, fallback?: Messages): Translate {
  const iso = localeEntry(locale).iso;
  let formats = compiled.get(messages);
  if (!formats) {
    formats = new Map();
    compiled.set(messages, formats);
  }
  const cache = formats;
  return (key, values) => {
    let format = cache.get(key);
    if (!format) {
      format = compileMessage(messages[key] ?? fallback?.[key] ?? key, iso);
      cache.set(key, format);
    }
    return format(values);
  };
}

/** `t(key, values)` for a locale from the bundled catalogues (English for a missing key). */
export function createTranslator(locale: Locale): Translate {
  return translatorFor(locale, catalogues[locale], catalogues.en);
}
