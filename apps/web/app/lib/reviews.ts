import type { Review, ReviewList, ReviewVote } from "@sf/contract";

/** Storefront side of product reviews: the form's fields and what the route action answers. */

export const REVIEW_FIELDS = ["name", "rating", "text", "email"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
/** Why a write was refused, beyond field errors: too many posts, reviews off, anything else. */
export type ReviewProblem = "throttled" | "disabled" | "failed";

export type ReviewActionResult =
  | { intent: "review"; ok: true; review: Review }
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
    product_id: number("product_id"),
    name: field("name"),
    rating: number("rating"),
    text: field("text"),
    email: field("email").trim(),
  };
}

/** The known form fields among error keys (zod paths or the API's DRF body keys). */
export function fieldsInError(keys: string[]): ReviewField[] {
  return REVIEW_FIELDS.filter((f) => keys.includes(f));
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
