import { Link } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";

/** Previous / "page N of M" / next links under a list of adverts (the listing, a seller's page). */
export function BoardPagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (p: number) => string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("board.pages")} className="mt-8 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className="btn border border-line">
          <Icon name="chevron-left" className="size-5" />
          {t("board.previousPage")}
        </Link>
      ) : null}
      <span className="px-3">{t("board.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next" className="btn border border-line">
          {t("board.nextPage")}
          <Icon name="chevron-right" className="size-5" />
        </Link>
      ) : null}
    </nav>
  );
}
