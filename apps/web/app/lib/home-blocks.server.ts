import type { HomeBlocks } from "~/components/home/home-blocks.tsx";
import type { Api } from "./api/request.server.ts";
import { cardView, cardViews, sliderViews } from "./card-view.ts";

/**
 * The home page's product blocks in one round of parallel calls; a failed call is an empty block.
 * Cards go out as the page reads them (lib/card-view.ts): the home page carries dozens.
 */
export async function loadHomeBlocks(api: Api): Promise<HomeBlocks> {
  const [deal, categories, newProducts, discounts, popular, sliders, categoryBlocks, advantages, vacancies] =
    await Promise.all([
      api.catalogue
        .productOfTheDay()
        .then((deal) => deal && { ...deal, product: cardView(deal.product) })
        .catch(() => null),
      api.site.carouselCategories().catch(() => []),
      api.catalogue.newProducts().then(
        (r) => cardViews(r.products),
        () => [],
      ),
      api.catalogue.discounts().then(
        (r) => cardViews(r.products),
        () => [],
      ),
      api.catalogue.popularProducts().then(
        (r) => cardViews(r.products),
        () => [],
      ),
      api.catalogue
        .sliders()
        .then(sliderViews)
        .catch(() => []),
      api.catalogue
        .categoryBlocks()
        .then((list) => list.map((block) => ({ ...block, products: cardViews(block.products) })))
        .catch(() => []),
      api.site.advantages("main_page").catch(() => []),
      api.vacancies.list({ mainPage: true }).catch(() => []),
    ]);
  return {
    deal,
    serverNow: Date.now(),
    categories,
    newProducts,
    discounts,
    popular,
    sliders,
    categoryBlocks,
    advantages,
    vacancies,
  };
}
