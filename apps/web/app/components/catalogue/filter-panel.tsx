// A module of its own: the price filter's slider (Radix) comes with it, and a listing loads it
// only when the sidebar is about to hydrate (never on a phone until its link opens it).
import { toggleFilterOption } from "@sf/domain";
import { Link } from "react-router";
import { useT } from "~/lib/i18n.ts";
import { FILTERS_ID } from "./listing.tsx";
import { type ListingFacets, type ListingState, listingUrl } from "./listing-state.ts";
import { PriceFilter } from "./price-filter.tsx";

type State = ListingState;
const to = listingUrl;

/**
 * The listing's filters as links and forms: the sidebar on a desktop. On a phone they are hidden
 * behind the filter bar's sheet, and shown in the page when the bar's link targets them (no
 * JavaScript, or pressed before the page has hydrated).
 */
export function FilterPanel({
  listing,
  state,
  className = "",
}: {
  listing: ListingFacets;
  state: State;
  className?: string;
}) {
  const t = useT();
  const active = Object.keys(state.query.filters).length > 0 || state.query.price !== null;
  return (
    <aside id={FILTERS_ID} aria-label={t("catalogue.filters")} className={`space-y-6 ${className}`}>
      {active ? (
        <Link
          to={to(state, { filters: {}, price: null })}
          className="btn btn-secondary w-full"
          rel="nofollow"
        >
          {t("catalogue.reset")}
        </Link>
      ) : null}
      {listing.price_range.max > listing.price_range.min ? (
        <PriceFilter range={listing.price_range} state={state} />
      ) : null}
      {listing.filters.map((filter) => (
        <section key={filter.keyword} aria-labelledby={`filter-${filter.keyword}`}>
          <h2 id={`filter-${filter.keyword}`} className="mb-2 text-base font-semibold">
            {filter.title}
          </h2>
          <ul className="space-y-1">
            {filter.options.map((option) => (
              <li key={option.keyword}>
                <Link
                  to={to(state, {
                    filters: toggleFilterOption(state.query.filters, filter.keyword, option.keyword),
                  })}
                  rel="nofollow"
                  preventScrollReset
                  aria-current={option.active ? "true" : undefined}
                  className="flex items-center gap-2 rounded px-1 py-1 hover:bg-surface-alt"
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-5 shrink-0 items-center justify-center rounded border border-muted ${option.active ? "bg-secondary text-on-secondary" : ""}`}
                  >
                    {option.active ? "✓" : ""}
                  </span>
                  <span className="flex-1">{option.title}</span>
                  <span className="text-sm text-muted">{option.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </aside>
  );
}
