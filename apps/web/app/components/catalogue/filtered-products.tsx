import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { lazyBlock } from "~/components/ui/lazy-block.ts";
import type { ItemList } from "~/lib/analytics.ts";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { useSite, useT } from "~/lib/i18n.ts";
import { FilterBar } from "./filter-bar.tsx";
import { Pagination } from "./listing.tsx";
import type { ListingFacets, ListingState } from "./listing-state.ts";
import { ProductGrid } from "./product-grid.tsx";

/** The sidebar's code (with the price slider) loads as the sidebar nears the screen. */
const FilterPanel = lazyBlock(() => import("./filter-panel.tsx").then((m) => m.FilterPanel));

/**
 * A filtered product list: the filter sidebar (a sheet from the filter bar on a phone), the sort,
 * the products and the paging. A category's listing and a special offer's products.
 */
export function FilteredProducts({
  listing,
  state,
  itemList,
  className = "",
}: {
  listing: ListingFacets & { products: ProductCard[] };
  state: ListingState;
  itemList: ItemList;
  className?: string;
}) {
  const t = useT();
  const site = useSite();
  const list = site?.settings.product_display === "list";
  const stickyHeader = site?.settings.additional_settings.header_style === "fixed";
  return (
    <div className={`grid grid-cols-1 gap-6 lg:grid-cols-[16rem_1fr] ${className}`}>
      {/* On a phone the filters open in a sheet from the filter bar, or show here when its
          link targets them (no JavaScript). */}
      {/* Hydrated when it shows: never on a phone unless its link opened it, so the phone's
          first hydration (Lighthouse's blocking time) does not include the sidebar's controls. */}
      <HydrateOnVisible id="filter-panel" className="max-lg:contents" load={FilterPanel.preload}>
        <FilterPanel
          listing={listing}
          state={state}
          className="scroll-mt-header-sm max-lg:hidden max-lg:target:block"
        />
      </HydrateOnVisible>
      <section aria-label={t("catalogue.products")}>
        <FilterBar listing={listing} state={state} stickyHeader={stickyHeader} />
        {listing.products.length ? (
          <ProductGrid products={listing.products} list={list} itemList={itemList} />
        ) : (
          <p className="card p-6 text-center">{t("catalogue.empty")}</p>
        )}
        <Pagination listing={listing} state={state} />
      </section>
    </div>
  );
}
