import type { ArticleCard as ArticleCardData } from "@sf/contract";
import type { ArticleCardSize } from "@sf/domain";
import { formatDate } from "@sf/i18n";
import { Link } from "react-router";
import { useHref, useLang } from "~/lib/i18n.ts";

/** An article in a list: picture, status, date, title (the link) and, on a large card, its summary. */
export function ArticleCard({
  article,
  size,
  headingLevel = 2,
  eager = false,
}: {
  article: ArticleCardData;
  size: ArticleCardSize;
  headingLevel?: 2 | 3;
  /** The first card on the screen: its picture is the page's largest paint, fetched first. */
  eager?: boolean;
}) {
  const href = useHref();
  const lang = useLang();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const large = size === "large";
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      {article.image ? (
        <img
          src={article.image}
          alt=""
          width={1200}
          height={675}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          {article.custom_status ? <span>{article.custom_status.name}</span> : null}
          <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
        </p>
        <Heading className={large ? "text-2xl" : "text-lg"}>
          <Link to={href(`/articles/${article.slug}`)} className="hover:underline">
            {article.title}
          </Link>
        </Heading>
        {large ? <p className="text-muted">{article.summary}</p> : null}
      </div>
    </article>
  );
}
