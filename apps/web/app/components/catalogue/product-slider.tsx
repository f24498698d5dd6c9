import { useId } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import type { ItemList } from "~/lib/analytics.ts";
import type { CardView as Card } from "~/lib/card-view.ts";
import { useT } from "~/lib/i18n.ts";
import { useLazyEmbla } from "~/lib/use-lazy-embla.ts";
import { ProductCard } from "./product-card.tsx";

/** A titled row of product cards that scrolls sideways (Embla, loaded when it nears the screen), with previous/next buttons. */
export function ProductSlider({
  title,
  products,
  itemList,
}: {
  title: string;
  products: Card[];
  itemList: ItemList;
}) {
  const t = useT();
  const id = useId();
  const [emblaRef, , withEmbla] = useLazyEmbla({ align: "start", dragFree: true });
  if (!products.length) return null;
  return (
    <section aria-labelledby={`${id}-title`} aria-roledescription="carousel" className="mt-10">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={`${id}-title`} className="text-2xl">
          {title}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => withEmbla((api) => api.scrollPrev())}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:bg-surface-alt"
          >
            <Icon name="chevron-left" className="size-6" />
            <span className="sr-only">{t("home.previous")}</span>
          </button>
          <button
            type="button"
            onClick={() => withEmbla((api) => api.scrollNext())}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:bg-surface-alt"
          >
            <Icon name="chevron-right" className="size-6" />
            <span className="sr-only">{t("home.next")}</span>
          </button>
        </div>
      </div>
      <div className="overflow-hidden" ref={emblaRef}>
        <ul className="-ml-3 flex">
          {products.map((product, index) => (
            <li
              key={product.productId}
              className="min-w-0 flex-[0_0_50%] pl-3 sm:flex-[0_0_33.333%] lg:flex-[0_0_25%] xl:flex-[0_0_20%]"
            >
              <ProductCard product={product} itemList={itemList} index={index} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
