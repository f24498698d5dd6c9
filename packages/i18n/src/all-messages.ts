import type { Locale } from "./locales.ts";
import en from "./messages/en.json" with { type: "json" };
import ro from "./messages/ro.json" with { type: "json" };
import ru from "./messages/ru.json" with { type: "json" };
import uk from "./messages/uk.json" with { type: "json" };
import type { Messages } from "./translate.ts";

/**
 * Every catalogue, for the browser's rare needs beyond its page's language (an error page
 * without site data, the storage warning in three languages): imported dynamically, so pages
 * ship only their own language's messages (in the root loader's data).
 */
export const allMessages: Record<Locale, Messages> = { en, ro, ru, uk } as Record<Locale, Messages>;
