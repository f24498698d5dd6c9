import type { Advantage, CarouselCategory, CategoryProductsBlock, Vacancy } from "@sf/contract";
import { Advantages } from "~/components/ui/advantages.tsx";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import type { CardView as ProductCard, SliderView as Slider } from "~/lib/card-view.ts";
import { localizedPath, useHref, useLang, useT } from "~/lib/i18n.ts";
import { useFetchNearScreen } from "~/lib/use-fetch-near-screen.ts";
import { CategoryCarousel } from "./category-carousel.tsx";
import { type Deal, ProductOfTheDay } from "./product-of-the-day.tsx";
import { ProductSlider } from "./product-slider.tsx";

type CategoryBlock = Omit<CategoryProductsBlock, "products"> & { products: ProductCard[] };

/** The blocks the home page's HTML carries. */
export type HomeBlocks = {
  deal: Deal | null;
  serverNow: number;
  categories: CarouselCategory[];
  newProducts: ProductCard[];
  advantages: Advantage[];
  /** The open vacancies the shop shows on its home page. */
  vacancies: Vacancy[];
};

/** The product sliders below the new products, loaded as they near the screen (decision 0052). */
export type HomeSliders = {
  discounts: ProductCard[];
  popular: ProductCard[];
  sliders: Slider[];
  categoryBlocks: CategoryBlock[];
};

/**
 * The blocks below the banners; each hydrates when it nears the screen (HydrateOnVisible), and
 * the sliders after the new products load then.
 */
export function HomeProductBlocks({ blocks }: { blocks: HomeBlocks }) {
  const t = useT();
  return (
    <>
      {blocks.deal ? <ProductOfTheDay deal={blocks.deal} serverNow={blocks.serverNow} /> : null}
      <HydrateOnVisible id="home-categories-carousel" className="sf-deferred">
        <CategoryCarousel categories={blocks.categories} />
      </HydrateOnVisible>
      <HydrateOnVisible id="home-new" className="sf-deferred">
        <ProductSlider id="home-new" title={t("home.newProducts")} products={blocks.newProducts} />
      </HydrateOnVisible>
      <LazyHomeSliders />
      <HydrateOnVisible id="home-advantages" className="sf-deferred">
        <Advantages items={blocks.advantages} className="mt-12" />
      </HydrateOnVisible>
    </>
  );
}

/** The sliders after the new products: an empty slot in the server's HTML, filled near the screen. */
function LazyHomeSliders() {
  const { slot, data } = useFetchNearScreen<HomeSliders>(localizedPath(useLang(), "/home-sliders"));
  return (
    <div ref={slot} data-testid="home-sliders" className="min-h-px">
      {data ? <HomeSliderList sliders={data} /> : null}
    </div>
  );
}

function HomeSliderList({ sliders }: { sliders: HomeSliders }) {
  const t = useT();
  const href = useHref();
  return (
    <>
      <ProductSlider id="home-discounts" title={t("home.discounts")} products={sliders.discounts} />
      <ProductSlider id="home-popular" title={t("home.popularProducts")} products={sliders.popular} />
      {sliders.sliders.map((slider) => (
        <ProductSlider
          key={slider.slug}
          id={`home-slider-${slider.slug}`}
          title={slider.carouselName}
          products={slider.products}
        />
      ))}
      {sliders.categoryBlocks.map((block) => (
        <ProductSlider
          key={block.category.id}
          id={`home-category-${block.category.id}`}
          title={block.category.title}
          products={block.products}
          more={{ to: href(block.category.url), label: t("home.seeAll") }}
        />
      ))}
    </>
  );
}
