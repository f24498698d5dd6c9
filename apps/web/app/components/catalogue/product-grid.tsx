import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import type { ItemList } from "~/lib/analytics.ts";
import type { CardView as Card } from "~/lib/card-view.ts";
import { ProductCard } from "./product-card.tsx";

/**
 * A grid (or list) of product cards. Apart from listing.tsx, whose filters bring the price
 * slider, so that the product page and search results do not load them.
 */
export function ProductGrid({
  products,
  list,
  itemList,
  className = "grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4",
  belowTheFold = false,
}: {
  products: Card[];
  list: boolean;
  /** The list's GA4 id and name, sent with `select_item` when a card is clicked. */
  itemList?: ItemList;
  className?: string;
  /**
   * The grid is far down the page (the product page's similar products): no card's picture is
   * fetched early, and every card hydrates as it nears the screen. Otherwise the first row's
   * pictures load first and that row hydrates with the page.
   */
  belowTheFold?: boolean;
}) {
  const firstRow = belowTheFold ? 0 : 4;
  return (
    <ul className={list ? "grid gap-3" : className}>
      {products.map((product, index) => {
        const card = (
          <ProductCard
            product={product}
            priority={index < firstRow}
            list={list}
            itemList={itemList}
            index={index}
          />
        );
        // The first row hydrates with the page, the others as they near the screen.
        return (
          <li key={product.productId}>
            {index < firstRow ? (
              card
            ) : (
              <HydrateOnVisible id={`${itemList?.id ?? "grid"}-${index}`} className="h-full">
                {card}
              </HydrateOnVisible>
            )}
          </li>
        );
      })}
    </ul>
  );
}
