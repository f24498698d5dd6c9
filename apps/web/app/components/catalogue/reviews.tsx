import type { Review, ReviewList, ShopReview } from "@sf/contract";
import { applyVote, type Vote } from "@sf/domain";
import { formatDate } from "@sf/i18n";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useActionData, useFetcher, useSearchParams } from "react-router";
import { Stars } from "~/components/catalogue/reviews-summary.tsx";
import { useBotCheck } from "~/components/forms/bot-check.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { useLang, useT } from "~/lib/i18n.ts";
import {
  type ReviewActionResult,
  type ReviewField,
  type ReviewKind,
  type ReviewProblem,
  reviewFromForm,
} from "~/lib/reviews.ts";
import { showToast } from "~/lib/toast.ts";

/** Product and shop reviews are numbered apart: their votes are remembered apart. */
const VOTES_KEY: Record<ReviewKind, string> = { product: "sf:review-votes", shop: "sf:shop-review-votes" };

/** The shopper's votes, kept in the browser: pages are shared (cached), so they carry no one's vote. */
export function readVotes(kind: ReviewKind = "product"): Record<string, Vote> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(VOTES_KEY[kind]) ?? "{}");
    return value && typeof value === "object" ? (value as Record<string, Vote>) : {};
  } catch {
    return {};
  }
}

function saveVote(kind: ReviewKind, id: number, vote: Vote): void {
  try {
    window.localStorage.setItem(VOTES_KEY[kind], JSON.stringify({ ...readVotes(kind), [id]: vote }));
  } catch {
    // storage blocked: the vote is still counted, only not remembered here
  }
}

export function Summary({ summary }: { summary: ReviewList["summary"] }) {
  const t = useT();
  const max = Math.max(1, ...summary.distribution.map((d) => d.count));
  return (
    <div className="card space-y-3 p-5">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold">{summary.average.toFixed(1)}</span>
        <span className="text-muted">/ 5</span>
      </p>
      <Stars rating={summary.average} size="size-5" />
      <p className="text-sm text-muted">{t("reviews.count", { count: summary.count })}</p>
      <ul className="space-y-1.5 text-sm">
        {summary.distribution.map((d) => (
          <li key={d.rating} className="flex items-center gap-2">
            <span className="w-20 shrink-0">{t("reviews.stars", { count: d.rating })}</span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-line">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${(d.count / max) * 100}%` }}
              />
            </span>
            <span className="w-8 shrink-0 text-right text-muted">{d.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ReviewItem({
  review,
  stored,
  kind = "product",
}: {
  review: Omit<Review, "product_id">;
  stored: Vote | undefined;
  kind?: ReviewKind;
}) {
  const t = useT();
  const lang = useLang();
  const fetcher = useFetcher<ReviewActionResult>({ key: `${kind}-review-vote-${review.id}` });
  const actionData = useActionData() as ReviewActionResult | undefined;
  const result = fetcher.data ?? (actionData?.intent === "vote" ? actionData : undefined);
  const own = result?.intent === "vote" && result.ok && result.vote.id === review.id ? result.vote : null;
  const failed = result?.intent === "vote" && !result.ok && result.id === review.id;

  useEffect(() => {
    if (own) saveVote(kind, own.id, own.vote as Vote);
  }, [own, kind]);

  let likes = own?.likes ?? review.likes;
  let dislikes = own?.dislikes ?? review.dislikes;
  let vote: Vote = (own?.vote as Vote | undefined) ?? stored ?? (review.vote as Vote);
  const pending = fetcher.formData?.get("intent");
  if (pending === "like" || pending === "dislike") {
    // Optimistic: show the vote at once; the action's answer replaces it.
    const change = applyVote(vote, pending === "like" ? 1 : -1);
    likes += change.likes;
    dislikes += change.dislikes;
    vote = change.vote;
  }

  // One vote at a time: a second click sent before the first answered could reach the server
  // first and leave the other vote standing (seen as a flaky test on a busy machine).
  const busy = fetcher.state !== "idle";
  const button = (intent: "like" | "dislike", count: number, pressed: boolean) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      aria-pressed={pressed}
      aria-disabled={busy || undefined}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-button border px-3 text-sm ${
        pressed
          ? "border-secondary bg-secondary text-on-secondary"
          : "border-line text-ink hover:bg-surface-alt"
      }`}
    >
      {intent === "like" ? (
        <Icon name="thumbs-up" className="size-4" />
      ) : (
        <Icon name="thumbs-down" className="size-4" />
      )}
      <span className="sr-only">{intent === "like" ? t("reviews.like") : t("reviews.dislike")}</span>
      <span>{count}</span>
    </button>
  );

  return (
    <li className="border-b border-line py-5">
      <article aria-labelledby={`review-${review.id}-author`} className="space-y-2">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <p id={`review-${review.id}-author`} className="font-semibold">
            {review.name}
          </p>
          <time dateTime={review.created_at} className="text-sm text-muted">
            {formatDate(review.created_at, lang)}
          </time>
        </header>
        <Stars rating={review.rating} />
        <p lang={review.lang} className="whitespace-pre-line">
          {review.text}
        </p>
        <fetcher.Form
          method="post"
          preventScrollReset
          className="flex items-center gap-2"
          onSubmit={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <input type="hidden" name="review_id" value={review.id} />
          {button("like", likes, vote === 1)}
          {button("dislike", dislikes, vote === -1)}
          {failed ? (
            <p role="alert" className="text-sm text-danger-ink">
              {t("reviews.voteFailed")}
            </p>
          ) : null}
        </fetcher.Form>
      </article>
    </li>
  );
}

function Pager({ list }: { list: ReviewList }) {
  const t = useT();
  const [params] = useSearchParams();
  if (list.pages <= 1) return null;
  const to = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set("reviews_page", String(page));
    else next.delete("reviews_page");
    const search = next.toString();
    return `${search ? `?${search}` : "?"}#reviews`;
  };
  const current = list.current_page;
  return (
    <nav aria-label={t("reviews.pages")} className="mt-4 flex flex-wrap items-center gap-2">
      {current > 1 ? (
        <Link to={to(current - 1)} preventScrollReset rel="prev" className="btn border border-line">
          {t("reviews.previous")}
        </Link>
      ) : null}
      <span className="px-2 text-sm text-muted">{t("reviews.page", { page: current })}</span>
      {current < list.pages ? (
        <Link to={to(current + 1)} preventScrollReset rel="next" className="btn border border-line">
          {t("reviews.next")}
        </Link>
      ) : null}
    </nav>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-danger-ink">
      {message}
    </p>
  ) : null;
}

/** The form to post a review: of the product when given one, else of the shop. */
export function ReviewForm({ productId }: { productId?: number }) {
  const t = useT();
  const uid = useId();
  const kind: ReviewKind = productId === undefined ? "shop" : "product";
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<ReviewActionResult>({ key: `${kind}-review-form` });
  const botCheck = useBotCheck("review");
  const actionData = useActionData() as ReviewActionResult | undefined;
  const [clientFields, setClientFields] = useState<ReviewField[] | null>(null);
  const [rating, setRating] = useState(0);
  const result = fetcher.data ?? (actionData?.intent === "review" ? actionData : undefined);
  const review = result?.intent === "review" ? result : undefined;
  const fields = clientFields ?? (review && !review.ok ? review.fields : []);
  const problem: ReviewProblem | null = !clientFields && review && !review.ok ? review.problem : null;
  const busy = fetcher.state !== "idle";
  // A form posted before the page's script ran comes back from the server with its errors:
  // the first wrong field takes the focus as the page loads, as a checked one does in the browser.
  const autoFocus = (field: ReviewField) =>
    (!clientFields && !fetcher.data && fields[0] === field) || undefined;

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data?.intent !== "review") return;
    if (fetcher.data.ok) {
      showToast("success", thanks(fetcher.data.review));
      formRef.current?.reset();
      setRating(0);
    } else if (fetcher.data.fields[0]) {
      formRef.current?.querySelector<HTMLElement>(`[name="${fetcher.data.fields[0]}"]`)?.focus();
    }
  }, [fetcher.state, fetcher.data, t]);

  // A shop that approves reviews first shows the new one later, not at once.
  const thanks = (posted: ShopReview) =>
    posted.status === "pending" ? t("reviews.thanksPending") : t("reviews.thanks");
  const messages: Record<ReviewField, string> = {
    name: t("reviews.error.name"),
    rating: t("reviews.error.rating"),
    text: t("reviews.error.text"),
    email: t("reviews.error.email"),
  };
  const problems: Record<ReviewProblem, string> = {
    throttled: kind === "shop" ? t("showcase.reviews.throttled") : t("reviews.error.throttled"),
    botCheck: t("forms.botCheckRequired"),
    disabled: t("reviews.error.disabled"),
    failed: t("reviews.error.failed"),
  };
  const error = (field: ReviewField) => (fields.includes(field) ? messages[field] : null);
  const errorId = (field: ReviewField) => `${uid}-${field}-error`;
  const describedBy = (field: ReviewField) => (fields.includes(field) ? errorId(field) : undefined);

  // The shop's bot check first (it may hold the submit for its token); then checked in the
  // browser with the API's schema, loaded on the first submit (not with the page); the server
  // checks again, and without JavaScript the form posts and the server answers.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    botCheck.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = event.currentTarget;
    // Read now: the bot check's token is cleared once this submit has read the form.
    const data = new FormData(form);
    void import("~/lib/review-validation.ts").then(({ validateReview }) => {
      const checked = validateReview(reviewFromForm(data), kind);
      if (checked.ok) {
        setClientFields(null);
        void fetcher.submit(data, { method: "post", preventScrollReset: true });
        return;
      }
      setClientFields(checked.fields);
      form.querySelector<HTMLElement>(`[name="${checked.fields[0]}"]`)?.focus();
    });
  }

  const input = "w-full rounded-button border border-line bg-surface px-3 py-2 text-ink";
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      preventScrollReset
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${uid}-title`}
      className="card space-y-4 p-5"
    >
      <h3 id={`${uid}-title`} className="text-lg">
        {t("reviews.write")}
      </h3>
      <input type="hidden" name="intent" value="review" />
      {productId === undefined ? null : <input type="hidden" name="product_id" value={productId} />}
      {fields.length ? (
        <p role="alert" className="text-sm font-semibold text-danger-ink">
          {t("reviews.error.summary")}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-danger-ink">
          {problems[problem]}
        </p>
      ) : null}
      {!busy && review?.ok && !clientFields ? (
        <p role="status" className="text-sm font-semibold text-success-ink">
          {thanks(review.review)}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${uid}-name`} className="mb-1 block text-sm font-semibold">
          {t("reviews.form.name")}
        </label>
        <input
          id={`${uid}-name`}
          name="name"
          autoComplete="name"
          maxLength={120}
          aria-invalid={fields.includes("name") || undefined}
          // biome-ignore lint/a11y/noAutofocus: only in a server-rendered refusal, at its first wrong field
          autoFocus={autoFocus("name")}
          aria-describedby={describedBy("name")}
          className={input}
        />
        <FieldError id={errorId("name")} message={error("name")} />
      </div>
      <fieldset aria-describedby={describedBy("rating")}>
        <legend className="mb-1 text-sm font-semibold">{t("reviews.form.rating")}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-button has-checked:ring-2 has-checked:ring-secondary has-focus-visible:outline-2 has-focus-visible:outline-secondary"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                onChange={() => setRating(n)}
                // biome-ignore lint/a11y/noAutofocus: only in a server-rendered refusal, at its first wrong field
                autoFocus={n === 1 ? autoFocus("rating") : undefined}
                className="sr-only"
              />
              <Icon
                name="star"
                className={`size-7 ${n <= rating ? "fill-current text-primary" : "text-muted"}`}
              />
              <span className="sr-only">{t("reviews.stars", { count: n })}</span>
            </label>
          ))}
        </div>
        <FieldError id={errorId("rating")} message={error("rating")} />
      </fieldset>
      <div>
        <label htmlFor={`${uid}-text`} className="mb-1 block text-sm font-semibold">
          {t("reviews.form.text")}
        </label>
        <textarea
          id={`${uid}-text`}
          name="text"
          rows={5}
          maxLength={2000}
          aria-invalid={fields.includes("text") || undefined}
          // biome-ignore lint/a11y/noAutofocus: only in a server-rendered refusal, at its first wrong field
          autoFocus={autoFocus("text")}
          aria-describedby={describedBy("text")}
          className={input}
        />
        <FieldError id={errorId("text")} message={error("text")} />
      </div>
      <div>
        <label htmlFor={`${uid}-email`} className="mb-1 block text-sm font-semibold">
          {t("reviews.form.email")}
        </label>
        <input
          id={`${uid}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          aria-invalid={fields.includes("email") || undefined}
          // biome-ignore lint/a11y/noAutofocus: only in a server-rendered refusal, at its first wrong field
          autoFocus={autoFocus("email")}
          aria-describedby={describedBy("email")}
          className={input}
        />
        <FieldError id={errorId("email")} message={error("email")} />
      </div>
      {botCheck.field}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t("reviews.form.sending") : t("reviews.form.submit")}
      </button>
    </fetcher.Form>
  );
}

/** The product page's reviews: summary, the list with votes, paging and the form to post one. */
export function ReviewsSection({ productId, reviews }: { productId: number; reviews: ReviewList | null }) {
  const t = useT();
  const [stored, setStored] = useState<Record<string, Vote>>({});
  useEffect(() => setStored(readVotes("product")), []);
  if (!reviews?.enabled) return null;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-10 scroll-mt-24">
      <h2 id="reviews-title" className="mb-4 text-2xl">
        {t("reviews.title")}
      </h2>
      <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-6">
          {reviews.summary.count > 0 ? <Summary summary={reviews.summary} /> : null}
          <ReviewForm productId={productId} />
        </div>
        <div>
          {reviews.results.length ? (
            <ul aria-label={t("reviews.title")}>
              {reviews.results.map((review) => (
                <ReviewItem key={review.id} review={review} stored={stored[review.id]} />
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t("reviews.empty")}</p>
          )}
          <Pager list={reviews} />
        </div>
      </div>
    </section>
  );
}
