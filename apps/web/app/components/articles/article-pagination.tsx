import { type ArticleListQuery, articleListSearch } from "@sf/domain";
import { Link } from "react-router";
import { useT } from "~/lib/i18n.ts";

/** Links to the list's pages (page 1 without `page`); nothing when there is one page. */
export function ArticlePagination({
  basePath,
  query,
  pages,
}: {
  basePath: string;
  query: ArticleListQuery;
  pages: number;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const current = query.page;
  const to = (page: number) => `${basePath}${articleListSearch({ ...query, page })}`;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={t("catalogue.pagination")} className="mt-8 flex flex-wrap justify-center gap-2">
      {current > 1 ? (
        <Link to={to(current - 1)} className="btn border border-line" rel="prev">
          {t("catalogue.previous")}
        </Link>
      ) : null}
      {numbers.map((n) => (
        <Link
          key={n}
          to={to(n)}
          aria-current={n === current ? "page" : undefined}
          className={`btn min-w-11 border border-line px-3 ${n === current ? "bg-secondary text-on-secondary" : ""}`}
        >
          <span className="sr-only">{t("catalogue.page")} </span>
          {n}
        </Link>
      ))}
      {current < pages ? (
        <Link to={to(current + 1)} className="btn border border-line" rel="next">
          {t("catalogue.next")}
        </Link>
      ) : null}
    </nav>
  );
}
