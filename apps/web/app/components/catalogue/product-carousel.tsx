import { Suspense } from "react";
import { Await } from "react-router";
import { Carousel } from "~/components/ui/carousel.tsx";
import type { ItemList } from "~/lib/analytics.ts";
import type { CardView as Card, SliderView as Slider } from "~/lib/card-view.ts";
import { ProductCard } from "./product-card.tsx";

/** A titled carousel of product cards; clicks are reported to GA4 as selections from `itemList`. */
export function ProductCarousel({
  id,
  title,
  products,
  itemList,
}: {
  id: string;
  title: string;
  products: Card[];
  itemList: ItemList;
}) {
  return (
    <Carousel
      id={id}
      title={title}
      slides={products.map((product, index) => ({
        key: product.productId,
        node: <ProductCard product={product} itemList={itemList} index={index} />,
      }))}
    />
  );
}

/**
 * Product-page carousels that stream in after the page: the loader hands over promises that
 * never reject (a failed list is an empty one), and an empty list shows nothing.
 */
export function DeferredProductCarousel({
  id,
  title,
  products,
  itemList,
}: {
  id: string;
  title: string;
  /** The products, or their promise while they stream after the page. */
  products: Card[] | Promise<Card[]>;
  itemList: ItemList;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={products}>
        {(list) => <ProductCarousel id={id} title={title} products={list} itemList={itemList} />}
      </Await>
    </Suspense>
  );
}

/** The shop's curated product-page sliders (`/general/sliders?is_product_page=true`). */
export function DeferredSliders({ sliders }: { sliders: Slider[] | Promise<Slider[]> }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={sliders}>
        {(list) =>
          list.map((slider) => (
            <ProductCarousel
              key={slider.slug}
              id={`product-slider-${slider.slug}`}
              title={slider.carouselName}
              products={slider.products}
              itemList={{ id: `slider_${slider.slug}`, name: slider.carouselName }}
            />
          ))
        }
      </Await>
    </Suspense>
  );
}
