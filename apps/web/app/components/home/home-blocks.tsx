import type { Advantage, CarouselCategory, CategoryProductsBlock, Vacancy } from "@sf/contract";
import { Advantages } from "~/components/ui/advantages.tsx";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import type { CardView as ProductCard, SliderView as Slider } from "~/lib/card-view.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { CategoryCarousel } from "./category-carousel.tsx";
import { type Deal, ProductOfTheDay } from "./product-of-the-day.tsx";
import { ProductSlider } from "./product-slider.tsx";

type CategoryBlock = Omit<CategoryProductsBlock, "products"> & { products: ProductCard[] };

export type HomeBlocks = {
  deal: Deal | null;
  serverNow: number;
  categories: CarouselCategory[];
  newProducts: ProductCard[];
  discounts: ProductCard[];
  popular: ProductCard[];
  sliders: Slider[];
  categoryBlocks: CategoryBlock[];
  advantages: Advantage[];
  /** The open vacancies the shop shows on its home page. */
  vacancies: Vacancy[];
};

/** The blocks below the banners; each hydrates when it nears the screen (HydrateOnVisible). */
export function HomeProductBlocks({ blocks }: { blocks: HomeBlocks }) {
  const t = useT();
  const href = useHref();
  return (
    <>
      {blocks.deal ? <ProductOfTheDay deal={blocks.deal} serverNow={blocks.serverNow} /> : null}
      <HydrateOnVisible id="home-categories-carousel" className="sf-deferred">
        <CategoryCarousel categories={blocks.categories} />
      </HydrateOnVisible>
      <HydrateOnVisible id="home-new" className="sf-deferred">
        <ProductSlider id="home-new" title={t("home.newProducts")} products={blocks.newProducts} />
      </HydrateOnVisible>
      <HydrateOnVisible id="home-discounts" className="sf-deferred">
        <ProductSlider id="home-discounts" title={t("home.discounts")} products={blocks.discounts} />
      </HydrateOnVisible>
      <HydrateOnVisible id="home-popular" className="sf-deferred">
        <ProductSlider id="home-popular" title={t("home.popularProducts")} products={blocks.popular} />
      </HydrateOnVisible>
      {blocks.sliders.map((slider) => (
        <HydrateOnVisible key={slider.slug} id={`home-slider-${slider.slug}`} className="sf-deferred">
          <ProductSlider
            id={`home-slider-${slider.slug}`}
            title={slider.carouselName}
            products={slider.products}
          />
        </HydrateOnVisible>
      ))}
      {blocks.categoryBlocks.map((block) => (
        <HydrateOnVisible
          key={block.category.id}
          id={`home-category-${block.category.id}`}
          className="sf-deferred"
        >
          <ProductSlider
            id={`home-category-${block.category.id}`}
            title={block.category.title}
            products={block.products}
            more={{ to: href(block.category.url), label: t("home.seeAll") }}
          />
        </HydrateOnVisible>
      ))}
      <HydrateOnVisible id="home-advantages" className="sf-deferred">
        <Advantages items={blocks.advantages} className="mt-12" />
      </HydrateOnVisible>
    </>
  );
}
