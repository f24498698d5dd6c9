/** The most offers the home page shows (spec section 9: main promotions max 3). */
export const MAIN_PAGE_PROMOTIONS_MAX = 3;

/** What the rules need of an offer. */
export type PromotionTiming = {
  active: boolean;
  startsAt: Date;
  endsAt: Date;
};

/** An offer is shown while it is switched on and now is within [start, end). */
export function isPromotionActive(promotion: PromotionTiming, now: Date): boolean {
  const t = now.getTime();
  return promotion.active && promotion.startsAt.getTime() <= t && t < promotion.endsAt.getTime();
}

/**
 * The offers the home page shows: active ones flagged for it, the shop's priority first, then
 * the soonest to end (a shopper's last chance), then the lower id; at most three.
 */
export function pickMainPagePromotions<
  T extends PromotionTiming & { id: number; showOnMainPage: boolean; priority: number },
>(promotions: readonly T[], now: Date, max = MAIN_PAGE_PROMOTIONS_MAX): T[] {
  return promotions
    .filter((p) => p.showOnMainPage && isPromotionActive(p, now))
    .sort((a, b) => b.priority - a.priority || a.endsAt.getTime() - b.endsAt.getTime() || a.id - b.id)
    .slice(0, max);
}

/** The list's order: the soonest to end first, then the lower id. */
export function comparePromotions<T extends PromotionTiming & { id: number }>(a: T, b: T): number {
  return a.endsAt.getTime() - b.endsAt.getTime() || a.id - b.id;
}

/** What is wrong with an offer's dates and video address, as messages; empty when it is valid. */
export function promotionProblems(input: {
  startsAt: Date;
  endsAt: Date;
  videoUrl?: string | null;
}): string[] {
  const problems: string[] = [];
  if (Number.isNaN(input.startsAt.getTime())) problems.push("The start date is not a date.");
  if (Number.isNaN(input.endsAt.getTime())) problems.push("The end date is not a date.");
  if (!problems.length && input.endsAt.getTime() <= input.startsAt.getTime())
    problems.push("The offer must end after it starts.");
  if (input.videoUrl && !parseVideoUrl(input.videoUrl))
    problems.push("The video must be a YouTube or Vimeo address.");
  return problems;
}

export type OfferVideo = {
  provider: "youtube" | "vimeo";
  id: string;
  /** The player's address, privacy-enhanced where the provider has it; loaded on the shopper's click only. */
  embedUrl: string;
};

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

/**
 * A YouTube or Vimeo page address as the player to embed, or null for anything else (another
 * site, a malformed id): the storefront never embeds an address the shop typed as it is.
 */
export function parseVideoUrl(raw: string): OfferVideo | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  let youtubeId: string | null | undefined = null;
  if (host === "youtu.be") youtubeId = parts[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === "watch") youtubeId = url.searchParams.get("v");
    else if (parts[0] === "embed" || parts[0] === "shorts" || parts[0] === "live") youtubeId = parts[1];
  }
  if (youtubeId) {
    return /^[A-Za-z0-9_-]{11}$/.test(youtubeId)
      ? {
          provider: "youtube",
          id: youtubeId,
          embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`,
        }
      : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = parts.find((p) => /^\d{6,12}$/.test(p));
    return id
      ? { provider: "vimeo", id, embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` }
      : null;
  }
  return null;
}
