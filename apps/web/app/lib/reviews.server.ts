import type { ReviewCreate, ReviewList, ReviewVote, ShopReview, ShopReviewCreate } from "@sf/contract";
import { BROWSER_ID_COOKIE, BROWSER_ID_MAX_AGE_S, isBrowserId, parsePage } from "@sf/domain";
import { type ActionFunctionArgs, data } from "react-router";
import { type SendResult, settled } from "./api/client.server.ts";
import { type Api, apiFor } from "./api/request.server.ts";
import { readCookie, serializeCookie } from "./cookies.ts";
import { validateReview } from "./review-validation.ts";
import {
  fieldsInError,
  problemOf,
  type ReviewActionResult,
  type ReviewKind,
  reviewFromForm,
} from "./reviews.ts";

/** The page of reviews named by `?reviews_page`; a failing API leaves the page without reviews. */
export async function loadReviews(request: Request, api: Api, productId: number): Promise<ReviewList | null> {
  const page = parsePage(new URL(request.url).searchParams.get("reviews_page"));
  return api.reviews.list(productId, page).catch(() => null);
}

/** Where a review form's writes go: the product's reviews or the shop's. */
type ReviewWrites = {
  create: (review: ReviewCreate & ShopReviewCreate, browserId: string) => Promise<SendResult<ShopReview>>;
  vote: (id: number, vote: "like" | "dislike", browserId: string) => Promise<SendResult<ReviewVote>>;
};

const writesOf = (api: Api, kind: ReviewKind): ReviewWrites =>
  kind === "shop"
    ? { create: api.showcase.createReview, vote: api.showcase.voteReview }
    : { create: api.reviews.create, vote: api.reviews.vote };

/**
 * A review page's action: post a review (intent "review") or vote on one ("like", "dislike"),
 * of the product (the product page) or of the shop (`/{lang}/review`). The shopper's
 * `browser_id` cookie names the voter; it is created when missing. Refusals are answered with
 * 200 and `ok: false`, so the page (or fetcher) shows them.
 */
async function reviewAction(request: Request, kind: ReviewKind) {
  const api = await apiFor(request);
  const writes = writesOf(api, kind);
  const form = await request.formData();
  const known = readCookie(request.headers.get("cookie"), BROWSER_ID_COOKIE);
  const browserId = isBrowserId(known) ? known : crypto.randomUUID();
  const init =
    known === browserId
      ? undefined
      : { headers: { "set-cookie": serializeCookie(BROWSER_ID_COOKIE, browserId, BROWSER_ID_MAX_AGE_S) } };
  const intent = form.get("intent");

  if (intent === "like" || intent === "dislike") {
    const id = Number(form.get("review_id"));
    if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
    const result = await settled(writes.vote(id, intent, browserId));
    const answer: ReviewActionResult = result.ok
      ? { intent: "vote", ok: true, vote: result.data }
      : { intent: "vote", ok: false, id, problem: problemOf(result.status, result.body) };
    return data(answer, init);
  }
  if (intent !== "review") throw data(null, { status: 400 });

  const checked = validateReview(reviewFromForm(form), kind);
  if (!checked.ok) {
    return data<ReviewActionResult>(
      { intent: "review", ok: false, fields: checked.fields, problem: null },
      init,
    );
  }
  const result = await settled(writes.create(checked.review as ReviewCreate & ShopReviewCreate, browserId));
  if (result.ok) {
    return data<ReviewActionResult>({ intent: "review", ok: true, review: result.data }, init);
  }
  const fields =
    result.status === 400 && result.body && typeof result.body === "object"
      ? fieldsInError(Object.keys(result.body))
      : [];
  return data<ReviewActionResult>(
    {
      intent: "review",
      ok: false,
      fields,
      problem: fields.length ? null : problemOf(result.status, result.body),
    },
    init,
  );
}

export const reviewsAction = ({ request }: ActionFunctionArgs) => reviewAction(request, "product");
export const shopReviewsAction = ({ request }: ActionFunctionArgs) => reviewAction(request, "shop");
