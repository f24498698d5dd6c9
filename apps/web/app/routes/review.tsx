import { parsePage, type Vote } from "@sf/domain";
import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import { ReviewForm, ReviewItem, readVotes, Summary } from "~/components/catalogue/reviews.tsx";
import { VideoReviewCard } from "~/components/showcase/video-review.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { shopReviewsAction } from "~/lib/reviews.server.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/review";

/**
 * /{lang}/review (spec: "Reviews with video reviews"): what shoppers say about the shop, ten to
 * a page (`page` left out for the first), with likes, a form to add one, and the video reviews,
 * whose players load only when asked for. A page past the last is a 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  langParam(params);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const api = await apiFor(request);
  const [reviews, videos] = await Promise.all([
    api.showcase.reviews(page),
    api.showcase.videos().catch(() => []),
  ]);
  if (page > 1 && page > reviews.pages) throw data(null, { status: 404 });
  return { reviews, videos, page };
}

export const action = shopReviewsAction;

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorOf(site.lang) : null;
  return seoMeta({
    site,
    title: t ? t("showcase.reviews.title") : "",
    description: t ? t("showcase.reviews.description") : undefined,
    pathname: location.pathname,
    noindex: !loaded || loaded.page > 1,
  });
};

export default function ReviewPage({ loaderData: { reviews, videos } }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const [stored, setStored] = useState<Record<string, Vote>>({});
  useEffect(() => setStored(readVotes("shop")), []);
  const current = reviews.current_page;
  const pageUrl = (page: number) => `${href("/review")}${page > 1 ? `?page=${page}` : ""}`;
  return (
    <>
      <PageHeader title={t("showcase.reviews.title")} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-6">
        <section aria-labelledby="shop-reviews-title" className="grid gap-8 lg:grid-cols-[20rem_1fr]">
          <h2 id="shop-reviews-title" className="sr-only">
            {t("showcase.reviews.list")}
          </h2>
          <div className="space-y-6">
            {reviews.summary.count > 0 ? <Summary summary={reviews.summary} /> : null}
            <ReviewForm />
          </div>
          <div>
            {reviews.results.length ? (
              <ul aria-label={t("showcase.reviews.list")}>
                {reviews.results.map((review) => (
                  <ReviewItem key={review.id} review={review} stored={stored[review.id]} kind="shop" />
                ))}
              </ul>
            ) : (
              <p className="text-muted">{t("reviews.empty")}</p>
            )}
            {reviews.pages > 1 ? (
              <nav aria-label={t("reviews.pages")} className="mt-4 flex flex-wrap items-center gap-2">
                {current > 1 ? (
                  <Link to={pageUrl(current - 1)} rel="prev" className="btn border border-line">
                    {t("reviews.previous")}
                  </Link>
                ) : null}
                <span className="px-2 text-sm text-muted">{t("reviews.page", { page: current })}</span>
                {current < reviews.pages ? (
                  <Link to={pageUrl(current + 1)} rel="next" className="btn border border-line">
                    {t("reviews.next")}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </div>
        </section>
        {videos.length ? (
          <section aria-labelledby="video-reviews-title">
            <h2 id="video-reviews-title" className="mb-4 text-2xl">
              {t("showcase.videos.title")}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {videos.map((video) => (
                <li key={video.id}>
                  <VideoReviewCard video={video} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
