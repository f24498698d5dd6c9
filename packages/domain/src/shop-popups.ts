/**
 * The shop's popups (settings `popups`, `popups_configuration`): a notice or an offer shown once
 * to a visitor, after a delay, in the visitor's language. Which one shows, and what the visitor
 * has closed (kept in one cookie), are decided here; the storefront only draws the dialog.
 */
export const POPUPS_SEEN_COOKIE = "popups_seen";
/** A year: a closed popup stays closed. */
export const POPUPS_SEEN_MAX_AGE_S = 365 * 24 * 60 * 60;
/** At most this many closed popups are remembered (the cookie stays small). */
const MAX_REMEMBERED = 20;

export type ShopPopup = { id: number; title: string; html: string; lang?: string | null };

/** The ids in the cookie; anything else in it is ignored. */
export function parseSeenPopups(value: string | null | undefined): number[] {
  if (!value) return [];
  return value
    .split(".")
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(-MAX_REMEMBERED);
}

/** The cookie's value once `id` is closed too (the latest kept last; the oldest dropped first). */
export function withSeenPopup(seen: number[], id: number): string {
  return [...seen.filter((each) => each !== id), id].slice(-MAX_REMEMBERED).join(".");
}

/**
 * The popup to show: the first one for this language (or for every language) that the visitor
 * has not closed, with something to say. None while the cookie banner waits for an answer: a
 * dialog over the banner would hide the choice the law asks for.
 */
export function popupToShow<T extends ShopPopup>(
  popups: readonly T[],
  lang: string,
  seen: readonly number[],
  consentDecided: boolean,
): T | null {
  if (!consentDecided) return null;
  return (
    popups.find(
      (popup) =>
        (!popup.lang || popup.lang === lang) &&
        !seen.includes(popup.id) &&
        (popup.title.trim() !== "" || popup.html.trim() !== ""),
    ) ?? null
  );
}

/** Seconds before the popup opens: the shop's delay, kept between 0 and 10 minutes. */
export function popupDelayMs(delaySeconds: number | null | undefined): number {
  const seconds = Number.isFinite(delaySeconds) ? Number(delaySeconds) : 0;
  return Math.round(Math.min(600, Math.max(0, seconds)) * 1000);
}

/** The main page's information block in a language: its translation, else the main text. */
export function infoBlockHtml(
  block: { enabled: boolean; html: string; translations?: Record<string, string> },
  lang: string,
): string | null {
  if (!block.enabled) return null;
  const html = block.translations?.[lang]?.trim() || block.html.trim();
  return html || null;
}
