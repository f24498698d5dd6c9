import { choiceCount } from "@sf/domain";
import { type KeyboardEvent, lazy, type MouseEvent, Suspense, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";
import { FILTERS_ID, SortSelect } from "./listing.tsx";
import type { ListingFacets, ListingState } from "./listing-state.ts";

const loadSheet = () => import("./filter-sheet.tsx");
const FilterSheet = lazy(() => loadSheet().then((m) => ({ default: m.FilterSheet })));

/**
 * Above the products: on a phone a bar that stays under the header while the products scroll,
 * with "Filters" (opening the filter sheet) and the sort; on a desktop only the sort, the
 * filters being in the sidebar.
 *
 * "Filters" is a link to the in-page filters: without JavaScript, or pressed before the page has
 * hydrated, it shows them above the products (`:target`). Once hydrated it opens the sheet,
 * whose code loads on first use (or as the finger or pointer nears it).
 */
export function FilterBar({
  listing,
  state,
  stickyHeader,
}: {
  listing: ListingFacets;
  state: ListingState;
  /** The header is sticky: the bar sticks below it rather than at the top. */
  stickyHeader: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const chosen = choiceCount(state.query);
  const filterable = listing.filters.length > 0 || listing.price_range.max > listing.price_range.min;
  const openSheet = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setUsed(true);
    setOpen(true);
  };
  const preload = () => void loadSheet();
  return (
    <div
      data-testid="filter-bar"
      className={`${stickyHeader ? "top-header-sm" : "top-0"} sticky z-30 -mx-4 mb-4 flex items-center gap-3 border-b border-line bg-surface px-4 py-2 md:static md:mx-0 md:border-0 md:p-0 lg:justify-end`}
    >
      {filterable ? (
        // biome-ignore lint/a11y/useSemanticElements: a link to the in-page filters until the page has hydrated (or without JavaScript), then a button opening the sheet
        <a
          ref={trigger}
          href={`#${FILTERS_ID}`}
          role="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={openSheet}
          onKeyDown={(event) => event.key === " " && openSheet(event)}
          onPointerEnter={preload}
          onPointerDown={preload}
          onFocus={preload}
          className="btn btn-secondary flex-1 md:flex-none lg:hidden"
        >
          <Icon name="sliders-horizontal" className="size-5" />
          {t("catalogue.filters")}
          {chosen ? (
            <>
              <span
                aria-hidden="true"
                className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-sm text-on-primary"
              >
                {chosen}
              </span>
              <span className="sr-only">, {t("catalogue.choiceCount", { count: chosen })}</span>
            </>
          ) : null}
        </a>
      ) : null}
      <div className="md:ml-auto">
        <SortSelect listing={listing} state={state} />
      </div>
      {used ? (
        <Suspense fallback={null}>
          <FilterSheet open={open} onOpenChange={setOpen} listing={listing} state={state} trigger={trigger} />
        </Suspense>
      ) : null}
    </div>
  );
}
