import type { CategoryListing, ProductCard, ProductDetail, Slider } from "@sf/contract";

/** Fields of the API's product card that no card, list or button in the storefront reads. */
const UNSHOWN = [
  "weight_gr",
  "is_stock",
  "loyalty_give",
  "home_delivery",
  "card_payment_available",
  "active",
] as const;

/**
 * A product card as the storefront's cards, sliders, saved lists and buttons use it: the API's
 * card without the fields that only the cart and checkout read (they get them from the cart).
 * Lists are cut to this in the loaders, so the page's hydration data carries only what the page
 * shows (about a tenth of a card's bytes; the product page's first-visit HTML budget is 14 KB).
 */
export type CardView = Omit<ProductCard, (typeof UNSHOWN)[number]>;

export function cardView(card: ProductCard): CardView {
  const view: Partial<ProductCard> = { ...card };
  for (const field of UNSHOWN) delete view[field];
  return view as CardView;
}

export function cardViews(cards: ProductCard[]): CardView[] {
  return cards.map(cardView);
}

/** A curated slider with its cards cut to what the page shows. */
export type SliderView = Omit<Slider, "products"> & { products: CardView[] };

export function sliderViews(sliders: Slider[]): SliderView[] {
  return sliders.map((slider) => ({ ...slider, products: cardViews(slider.products) }));
}

/** What the product page reads of its product: no search-engine copies (the page's meta reads
 * `seo_info`), no other languages' slugs (they travel as the page's `alternates`). */
const PAGE_UNSHOWN = [...UNSHOWN, "seo_title", "seo_description", "seo_keywords", "alternates"] as const;
export type ProductView = Omit<ProductDetail["product"], (typeof PAGE_UNSHOWN)[number]>;

export function productView(product: ProductDetail["product"]): ProductView {
  const view: Partial<ProductDetail["product"]> = { ...product };
  for (const field of PAGE_UNSHOWN) delete view[field];
  return view as ProductView;
}

/** A category listing with its cards cut to what the page shows. */
export type ListingView = Omit<CategoryListing, "products"> & { products: CardView[] };
