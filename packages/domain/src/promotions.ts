import { parseVideoUrl, type VideoSource } from "./video-embed.ts";
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

/** An offer's video: a YouTube or Vimeo link, as the video reviews read it (video-embed.ts). */
export type OfferVideo = VideoSource;
