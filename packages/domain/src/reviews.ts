/** Product reviews (spec section 7): limits, rating summary, votes and the flood guard. */

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** At most this many reviews of one product by one voter within the window. */
export const REVIEW_FLOOD_LIMIT = 3;
export const REVIEW_FLOOD_WINDOW_MS = 24 * 60 * 60 * 1000;

export const BROWSER_ID_COOKIE = "browser_id";
export const BROWSER_ID_MAX_AGE_S = 31_536_000;
export const BROWSER_ID_HEADER = "x-browser-id";

export type RatingCount = { rating: number; count: number };
export type RatingSummary = {
  /** Mean rating rounded to one decimal; 0 without reviews. */
  average: number;
  count: number;
  /** Count per star, 5 stars first. */
  distribution: RatingCount[];
};

/** Average (1 decimal), total and per-star counts from grouped rows; ratings outside 1..5 are ignored. */
export function summarizeRatings(rows: RatingCount[]): RatingSummary {
  const perStar = new Map<number, number>();
  for (const row of rows) {
    if (!Number.isInteger(row.rating) || row.rating < RATING_MIN) continue;
    if (row.rating > RATING_MAX) continue;
    perStar.set(row.rating, (perStar.get(row.rating) ?? 0) + row.count);
  }
  let count = 0;
  let sum = 0;
  for (const [rating, n] of perStar) {
    count += n;
    sum += rating * n;
  }
  const distribution = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: perStar.get(rating) ?? 0 }));
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, distribution };
}

export type Vote = -1 | 0 | 1;

/**
 * What a like (+1) or dislike (-1) changes, given the voter's previous vote on the review:
 * the same vote again changes nothing, the other vote moves the voter's one vote across.
 */
export function applyVote(previous: Vote, next: 1 | -1): { likes: number; dislikes: number; vote: Vote } {
  if (previous === next) return { likes: 0, dislikes: 0, vote: next };
  const likes = (next === 1 ? 1 : 0) - (previous === 1 ? 1 : 0);
  const dislikes = (next === -1 ? 1 : 0) - (previous === -1 ? 1 : 0);
  return { likes, dislikes, vote: next };
}

/** A browser id we accept: 1..100 characters of letters, digits, "-", "_", ".", ":". */
export function isBrowserId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_.:-]{1,100}$/.test(value);
}

export type VoterSource = {
  cookieHeader?: string | undefined;
  header?: string | undefined;
  bodyId?: string | undefined;
  ip: string;
};

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * Who is voting or posting: the `browser_id` cookie, else the `x-browser-id` header, else the
 * body's `no_user_id`, else the IP address. A malformed browser id is an error, not a fallback.
 */
export function resolveVoter(source: VoterSource): { voter: string } | { error: string } {
  const id = cookieValue(source.cookieHeader, BROWSER_ID_COOKIE) || source.header || source.bodyId;
  if (id !== undefined && id !== "") {
    return isBrowserId(id) ? { voter: `b:${id}` } : { error: "Invalid browser id." };
  }
  return { voter: `ip:${source.ip}` };
}
