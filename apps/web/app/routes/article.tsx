import { formatDate } from "@sf/i18n";
import { data, redirect, useLocation } from "react-router";
import { ArticleCard } from "~/components/articles/article-card.tsx";
import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { lazyBlock } from "~/components/ui/lazy-block.ts";
import { ShopHtml } from "~/components/ui/page-header.tsx";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { useLang, useSite, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import { siteOf } from "~/lib/site-data.ts";
import type { Route } from "./+types/article";

/** The share dialog (Radix Dialog) is not in the page's first load: it loads as it hydrates. */
const ShareDialog = lazyBlock(() =>
  import("~/components/articles/share-dialog.tsx").then((m) => m.ShareDialog),
);

/**
 * /{lang}/articles/{url}: an article and what to read next. A slug of another language
 * redirects to this language's; the article's own slugs drive the language switcher and hreflang.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langParam(params);
  if (!/^[a-z0-9-]{1,200}$/.test(params.url)) throw data(null, { status: 404 });
  const api = await apiFor(request);
  const found = (await orNotFound(api.articles.bySlug(params.url))).list[0];
  if (!found) throw data(null, { status: 404 });
  const [article, recommended] = await Promise.all([
    orNotFound(api.articles.detail(found.id)),
    // What to read next is secondary: without it the article still shows.
    api.articles.recommended(found.id).catch(() => []),
  ]);
  if (article.lang === lang && article.slug !== params.url)
    throw redirect(`/${lang}/articles/${article.slug}`, 301);
  const alternates = Object.fromEntries(
    Object.entries(article.alternates).map(([l, slug]) => [l, `/articles/${slug}`]),
  );
  return { article, recommended, alternates };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  if (!data) return seoMeta({ site, title: "", pathname: location.pathname, noindex: true });
  const { article } = data;
  const origin = site?.origin ?? "";
  const meta = seoMeta({
    site,
    title: article.seo_title,
    description: article.seo_description,
    alternates: data.alternates,
    pathname: location.pathname,
  });
  if (article.image) meta.push({ property: "og:image", content: origin + article.image });
  meta.push({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.summary,
      datePublished: article.published_at,
      inLanguage: article.lang,
      mainEntityOfPage: origin + location.pathname,
      ...(article.image ? { image: origin + article.image } : {}),
      ...(site ? { publisher: { "@type": "Organization", name: siteOf(site).settings.project } } : {}),
    },
  });
  return meta;
};

export default function Article({ loaderData: { article, recommended } }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const site = useSite();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs
        items={[
          { title: t("articles.title"), url: "/articles" },
          { title: article.title, url: `/articles/${article.slug}` },
        ]}
      />
      <article className="mx-auto max-w-3xl">
        <h1 className="text-3xl sm:text-4xl">{article.title}</h1>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-wrap gap-x-3 text-sm text-muted">
            {article.custom_status ? <span>{article.custom_status.name}</span> : null}
            <span>
              {t("articles.published")}{" "}
              <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
            </span>
          </p>
          <HydrateOnVisible id="article-share" load={ShareDialog.preload}>
            <ShareDialog url={(site?.origin ?? "") + pathname} title={article.title} />
          </HydrateOnVisible>
        </div>
        {article.image ? (
          <img
            src={article.image}
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
            className="mt-6 aspect-video w-full rounded-card object-cover"
          />
        ) : null}
        <p className="mt-6 text-lg">{article.summary}</p>
        <ShopHtml html={article.html} className="mt-4" />
      </article>
      {recommended.length ? (
        <section aria-labelledby="recommended-articles" className="mt-12">
          <h2 id="recommended-articles" className="mb-4 text-2xl">
            {t("articles.recommended")}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {recommended.map((item) => (
              <li key={item.id}>
                <ArticleCard article={item} size="small" headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
