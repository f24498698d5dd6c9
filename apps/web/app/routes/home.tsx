import { infoBlockHtml } from "@sf/domain";
import { themeConfigs } from "@sf/themes";
import { Fragment } from "react";
import { BannerCarousel, firstBannerPreload } from "~/components/home/banner-carousel.tsx";
import { HomeProductBlocks } from "~/components/home/home-blocks.tsx";
import { HomeVacancies } from "~/components/home/home-vacancies.tsx";
import { MainCategories } from "~/components/home/main-categories.tsx";
import { MealPlanTeaser } from "~/components/home/meal-plan-teaser.tsx";
import { PromotionsBlock } from "~/components/home/promotions-block.tsx";
import { SimilarCategories } from "~/components/home/similar-categories.tsx";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { ShopHtml } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { loadHomeBlocks } from "~/lib/home-blocks.server.ts";
import { loadHomePromotions } from "~/lib/home-promotions.server.ts";
import { useSite, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/home";

const theme = themeConfigs[__THEME__];

/**
 * Home: banners and the menu's categories as the main-page settings order them, then the
 * product blocks (product of the day, category carousel, sliders, category blocks, advantages).
 * Each product block degrades to nothing when its call fails.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const api = await apiFor(request);
  const [main, slides, blocks, similar, promotions] = await Promise.all([
    api.site.mainPage(),
    api.site.slides().catch(() => []),
    loadHomeBlocks(api),
    api.site.similarCategories().catch(() => null),
    loadHomePromotions(api),
  ]);
  return { main, slides: slides.filter((s) => s.show_on !== "bottom"), blocks, similar, promotions };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const tags = seoMeta({
    site: matches[0]?.loaderData,
    title: data?.main.seo_title ?? "",
    description: data?.main.seo_description,
    pathname: location.pathname,
  });
  const banner = data?.main.blocks.includes("banners") ? firstBannerPreload(data.slides) : null;
  return banner ? [...tags, banner] : tags;
};

export default function Home({
  loaderData: { main, slides, blocks, similar, promotions },
}: Route.ComponentProps) {
  const site = useSite();
  const t = useT();
  const info = site ? infoBlockHtml(site.settings.main_page_info_block, site.lang) : null;
  const infoBlock = info ? (
    <section aria-label={t("home.infoBlock")} className="card mt-10 p-6" data-testid="home-info-block">
      <ShopHtml html={info} />
    </section>
  ) : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1
        className={
          theme.hero === "full" ? "mb-6 text-center text-3xl sm:text-4xl" : "mb-4 text-2xl sm:text-3xl"
        }
      >
        {main.heading}
      </h1>
      {main.blocks.map((block) => {
        if (block === "banners") return <BannerCarousel key={block} slides={slides} />;
        if (block === "menu_categories")
          return (
            <HydrateOnVisible key={block} id="home-menu-categories">
              <MainCategories />
            </HydrateOnVisible>
          );
        if (block === "info_block") return <Fragment key={block}>{infoBlock}</Fragment>;
        return null;
      })}
      {/* A page layout that does not place the block shows it after its own blocks. */}
      {main.blocks.includes("info_block") ? null : infoBlock}
      {theme.mealPlanCalculator ? <MealPlanTeaser /> : null}
      <PromotionsBlock promotions={promotions} />
      <HomeProductBlocks blocks={blocks} />
      <HomeVacancies vacancies={blocks.vacancies} />
      <SimilarCategories data={similar} />
    </div>
  );
}
