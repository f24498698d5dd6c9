import type { ReviewList } from "@sf/contract";
import { describe, expect, it } from "vitest";
import { validateReview } from "../app/lib/review-validation.ts";
import { fieldsInError, problemOf, reviewFromForm, reviewsJsonLd } from "../app/lib/reviews.ts";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("review form", () => {
  it("turns the form into the API payload and accepts a valid review", () => {
    const input = reviewFromForm(
      form({
        product_id: "7",
        name: "  Ana  ",
        rating: "4",
        text: "Un produs foarte bun, recomand.",
        email: "",
      }),
    );
    const checked = validateReview(input);
    expect(checked).toEqual({
      ok: true,
      review: { product_id: 7, name: "Ana", rating: 4, text: "Un produs foarte bun, recomand.", email: "" },
    });
  });

  it("names every invalid field, with the API's own rules", () => {
    const checked = validateReview(
      reviewFromForm(form({ product_id: "7", name: "A", text: "scurt", email: "x@" })),
    );
    expect(checked).toEqual({ ok: false, fields: ["name", "rating", "text", "email"] });
    expect(fieldsInError(["text", "non_field_errors", "rating"])).toEqual(["rating", "text"]);
  });
});

describe("reviewsJsonLd", () => {
  const list: ReviewList = {
    enabled: true,
    summary: { average: 4.5, count: 2, distribution: [] },
    results: [
      {
        id: 1,
        product_id: 7,
        name: "Ana",
        rating: 5,
        text: "Excelent",
        lang: "ro",
        likes: 0,
        dislikes: 0,
        vote: 0,
        created_at: "2026-10-02T08:00:00.000Z",
      },
    ],
    totalCount: 2,
    pages: 1,
    current_page: 1,
    page_size: 10,
  };

  it("adds AggregateRating and Review items when there are reviews", () => {
    const ld = reviewsJsonLd(list);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2, bestRating: 5 });
    expect(ld.review?.[0]).toMatchObject({
      author: { name: "Ana" },
      datePublished: "2026-10-02",
      reviewRating: { ratingValue: 5 },
    });
  });

  it("adds nothing without reviews or when reviews are off", () => {
    expect(reviewsJsonLd({ ...list, summary: { ...list.summary, count: 0 }, results: [] })).toEqual({});
    expect(reviewsJsonLd({ ...list, enabled: false })).toEqual({});
    expect(reviewsJsonLd(null)).toEqual({});
  });
});

describe("shop review form", () => {
  it("has no product and carries the bot check's token", () => {
    const input = reviewFromForm(
      form({ name: "Ion", rating: "5", text: "Magazin foarte bun.", email: "", recaptcha_token: "tok" }),
    );
    expect(input).not.toHaveProperty("product_id");
    expect(validateReview(input, "shop")).toEqual({
      ok: true,
      review: { name: "Ion", rating: 5, text: "Magazin foarte bun.", email: "", recaptcha_token: "tok" },
    });
    expect(validateReview(input, "product")).toEqual({ ok: false, fields: [] });
  });

  it("names the refusal: the bot check's field, too many posts, reviews off", () => {
    expect(problemOf(400, { recaptcha_token: ["Complete the bot check."] })).toBe("botCheck");
    expect(problemOf(429, { detail: "x" })).toBe("throttled");
    expect(problemOf(403, null)).toBe("disabled");
    expect(problemOf(503, null)).toBe("failed");
  });
});
