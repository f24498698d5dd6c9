import type { HomeBlocks, HomeSliders } from "~/components/home/home-blocks.tsx";
import type { Api } from "./api/request.server.ts";
import { cardView, cardViews, sliderViews } from "./card-view.ts";

/**
 * The home page's blocks that its HTML carries, in one round of parallel calls; a failed call is an
 * empty block. Cards go out as the page reads them (lib/card-view.ts).
 */
export async function loadHomeBlocks(api: Api): Promise<HomeBlocks> {
  const [deal, categories, newProducts, advantages, vacancies] = await Promise.all([
    api.catalogue
      .productOfTheDay()
      .then((deal) => deal && { ...deal, product: cardView(deal.product) })
      .catch(() => null),
    api.site.carouselCategories().catch(() => []),
    api.catalogue.newProducts().then(
      (r) => cardViews(r.products),
      () => [],
    ),
    api.site.advantages("main_page").catch(() => []),
    api.vacancies.list({ mainPage: true }).catch(() => []),
  ]);
  return { deal, serverNow: Date.now(), categories, newProducts, advantages, vacancies };
}

/**
 * The home page's product sliders below the new products (discounts, bestsellers, the shop's own
 * sliders, one per featured category): the page loads them as they near the screen (decision 0052).
 */
export async function loadHomeSliders(api: Api): Promise<HomeSliders> {
  const [discounts, popular, sliders, categoryBlocks] = await Promise.all([
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
  ]);
  return { discounts, popular, sliders, categoryBlocks };
}
