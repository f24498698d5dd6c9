import type { ReviewList, ReviewVote, ShopReview } from "@sf/contract";

/** Storefront side of product reviews: the form's fields and what the route action answers. */

export const REVIEW_FIELDS = ["name", "rating", "text", "email"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
/** Why a write was refused, beyond field errors: too many posts, reviews off, no bot-check token, anything else. */
export type ReviewProblem = "throttled" | "disabled" | "botCheck" | "failed";
/** What is reviewed: a product (`/general/product-review/`) or the shop (`/base/reviews/`). */
export type ReviewKind = "product" | "shop";

export type ReviewActionResult =
  | { intent: "review"; ok: true; review: ShopReview }
  | { intent: "review"; ok: false; fields: ReviewField[]; problem: ReviewProblem | null }
  | { intent: "vote"; ok: true; vote: ReviewVote }
  | { intent: "vote"; ok: false; id: number; problem: ReviewProblem };

/** The review payload from the form's fields (numbers parsed; unparsable ones fail validation). */
export function reviewFromForm(form: FormData): Record<string, unknown> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const number = (name: string) => (field(name) === "" ? undefined : Number(field(name)));
  return {
    ...(form.has("product_id") ? { product_id: number("product_id") } : {}),
    name: field("name"),
    rating: number("rating"),
    text: field("text"),
    email: field("email").trim(),
    ...(field("recaptcha_token") ? { recaptcha_token: field("recaptcha_token").slice(0, 4096) } : {}),
  };
}

/** The known form fields among error keys (zod paths or the API's DRF body keys). */
export function fieldsInError(keys: string[]): ReviewField[] {
  return REVIEW_FIELDS.filter((f) => keys.includes(f));
}

/** The problem a refused write's answer names: the bot check's field, too many posts, reviews off. */
export function problemOf(status: number, body: unknown): ReviewProblem {
  if (status === 400 && body && typeof body === "object" && "recaptcha_token" in body) return "botCheck";
  if (status === 429) return "throttled";
  if (status === 403) return "disabled";
  return "failed";
}

type JsonLdReviews = { aggregateRating?: Record<string, unknown>; review?: Record<string, unknown>[] };

/** schema.org AggregateRating and a few Review items for the product's JSON-LD; none without reviews. */
export function reviewsJsonLd(list: ReviewList | null | undefined, max = 5): JsonLdReviews {
  if (!list?.enabled || list.summary.count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: list.summary.average,
      reviewCount: list.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: list.results.slice(0, max).map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.name },
      datePublished: r.created_at.slice(0, 10),
      reviewBody: r.text,
      inLanguage: r.lang,
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
