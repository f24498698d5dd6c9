import { catalogues, type Locale, type Messages } from "@sf/i18n";
import en from "@sf/i18n/messages/en.json?url";
import ro from "@sf/i18n/messages/ro.json?url";
import ru from "@sf/i18n/messages/ru.json?url";
import uk from "@sf/i18n/messages/uk.json?url";

/**
 * The UI messages of a page's language. The server has every catalogue; the browser fetches its
 * page's one as a file of its own (hashed, cached for a year: one download per visitor and
 * language, not 27 KB of hydration data in every page; decision 0027). The root layout preloads
 * it and entry.client hydrates once it is there.
 */
export const MESSAGES_URL: Record<Locale, string> = { en, ro, ru, uk };

const loaded = new Map<Locale, Messages>();
const loading = new Map<Locale, Promise<Messages>>();

/** A language's messages when they are at hand: always on the server, once loaded in the browser. */
export function messagesOf(lang: Locale): Messages | undefined {
  // A constant in each build: the browser's bundle does not carry the catalogues.
  if (import.meta.env.SSR) return catalogues[lang];
  return loaded.get(lang);
}

/** Fetches a language's messages (the preloaded response); a failure is tried again next time. */
export function loadMessages(lang: Locale): Promise<Messages> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = fetch(MESSAGES_URL[lang])
      .then((response) => {
        if (!response.ok) throw new Error(`${MESSAGES_URL[lang]}: ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then(
        (messages) => {
          loaded.set(lang, messages);
          return messages;
        },
        (error: unknown) => {
          loading.delete(lang);
          throw error;
        },
      );
    loading.set(lang, promise);
  }
  return promise;
}
