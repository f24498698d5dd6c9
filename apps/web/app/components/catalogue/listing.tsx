import type { SortOption } from "@sf/domain";
import { Link, useNavigate } from "react-router";
import { useSite, useT } from "~/lib/i18n.ts";
import { type ListingFacets, type ListingState, listingUrl, liveListingState } from "./listing-state.ts";

type State = ListingState;
const to = listingUrl;

/** The in-page filters' id: the phone's filter bar links to it where the sheet cannot open. */
export const FILTERS_ID = "listing-filters";

export function SortSelect({ listing, state }: { listing: Pick<ListingFacets, "sort">; state: State }) {
  const t = useT();
  const navigate = useNavigate();
  const labels: Record<string, string> = {
    "sort_priority-": t("catalogue.sortPriority"),
    "price-": t("catalogue.sortPriceDesc"),
    "price+": t("catalogue.sortPriceAsc"),
    "name-": t("catalogue.sortNameDesc"),
    "name+": t("catalogue.sortNameAsc"),
    "newer+": t("catalogue.sortNewest"),
  };
  return (
    <form method="get" action={state.basePath} className="flex items-center gap-2">
      {/* On a phone the select sits in the filter bar: its value says what it is. */}
      <label htmlFor="sort" className="text-sm text-muted max-sm:sr-only">
        {t("catalogue.sort")}
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={listing.sort.selected}
        onChange={(event) => {
          // Build from the live URL, not this render's state: a navigation may have just landed.
          navigate(to(liveListingState(state), { sort: event.target.value as SortOption }), {
            preventScrollReset: true,
          });
        }}
        className="h-10 rounded-button border border-line bg-surface px-2"
      >
        {listing.sort.options.map((option) => (
          <option key={option} value={option}>
            {labels[option] ?? option}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-secondary">
          {t("catalogue.apply")}
        </button>
      </noscript>
    </form>
  );
}

/** Page links (page 1 without `page`), or a "show more" link when the site prefers it. */
export function Pagination({
  listing,
  state,
}: {
  listing: Pick<ListingFacets, "current_page" | "pages">;
  state: State;
}) {
  const t = useT();
  const loadMore = useSite()?.settings.pagination_option === "load_more";
  const { current_page: current, pages } = listing;
  if (pages <= 1) return null;
  if (loadMore) {
    return current < pages ? (
      <div className="mt-6 flex justify-center">
        <Link to={to(state, { page: current + 1 })} className="btn btn-secondary">
          {t("catalogue.showMore")}
        </Link>
      </div>
    ) : null;
  }
  const numbers = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label={t("catalogue.pagination")} className="mt-6 flex flex-wrap justify-center gap-2">
      {current > 1 ? (
        <Link to={to(state, { page: current - 1 })} className="btn border border-line" rel="prev">
          {t("catalogue.previous")}
        </Link>
      ) : null}
      {numbers.map((n, i) => (
        <span key={n} className="flex items-center gap-2">
          {i > 0 && n - (numbers[i - 1] as number) > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            to={to(state, { page: n })}
            aria-current={n === current ? "page" : undefined}
            className={`btn min-w-11 border border-line px-3 ${n === current ? "bg-secondary text-on-secondary" : ""}`}
          >
            <span className="sr-only">{t("catalogue.page")} </span>
            {n}
          </Link>
        </span>
      ))}
      {current < pages ? (
        <Link to={to(state, { page: current + 1 })} className="btn border border-line" rel="next">
          {t("catalogue.next")}
        </Link>
      ) : null}
    </nav>
  );
}
