import type { HomeBlocks } from "~/components/home/home-blocks.tsx";
import type { Api } from "./api/request.server.ts";

/** The home page's product blocks in one round of parallel calls; a failed call is an empty block. */
export async function loadHomeBlocks(api: Api): Promise<HomeBlocks> {
  const [deal, categories, newProducts, discounts, popular, sliders, categoryBlocks, advantages, vacancies] =
    await Promise.all([
      api.catalogue.productOfTheDay().catch(() => null),
      api.site.carouselCategories().catch(() => []),
      api.catalogue.newProducts().then(
        (r) => r.products,
        () => [],
      ),
      api.catalogue.discounts().then(
        (r) => r.products,
        () => [],
      ),
      api.catalogue.popularProducts().then(
        (r) => r.products,
        () => [],
      ),
      api.catalogue.sliders().catch(() => []),
      api.catalogue.categoryBlocks().catch(() => []),
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
