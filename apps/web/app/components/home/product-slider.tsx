import { ProductCard } from "~/components/catalogue/product-card.tsx";
import { Carousel } from "~/components/ui/carousel.tsx";
import type { CardView as Card } from "~/lib/card-view.ts";

/** A home page product slider: a titled carousel of product cards. */
export function ProductSlider({
  id,
  title,
  products,
  more,
}: {
  id: string;
  title: string;
  products: Card[];
  more?: { to: string; label: string };
}) {
  return (
    <Carousel
      id={id}
      title={title}
      more={more}
      slides={products.map((product) => ({
        key: product.productId,
        node: <ProductCard product={product} />,
      }))}
    />
  );
}
