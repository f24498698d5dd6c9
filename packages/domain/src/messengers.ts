/** Names of the messengers a shop may list in settings `social_media`; others keep their type. */
const MESSENGER_NAMES: Record<string, string> = {
  viber: "Viber",
  telegram: "Telegram",
  whatsapp: "WhatsApp",
  messenger: "Messenger",
  signal: "Signal",
};

/** Links a messenger entry may open: the web, or a messenger's own app link. */
const SAFE_LINK = /^(https:\/\/|viber:\/\/|tg:\/\/|whatsapp:\/\/)/i;

/**
 * The chats a shop answers in (settings `social_media`), as [name, link] for the call-us panel.
 * An entry whose link could run script or open anything else (`javascript:`, `data:`) is left out.
 */
export function messengerLinks(entries: readonly { type: string; url: string }[]): [string, string][] {
  return entries
    .map((entry) => ({ type: entry.type.trim(), url: entry.url.trim() }))
    .filter((entry) => entry.type && SAFE_LINK.test(entry.url))
    .map((entry) => [MESSENGER_NAMES[entry.type.toLowerCase()] ?? entry.type, entry.url]);
}
