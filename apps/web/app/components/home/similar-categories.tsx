import type { CarouselCategory, MainPageSimilarCategory } from "@sf/contract";
import { Link } from "react-router";
import { Carousel } from "~/components/ui/carousel.tsx";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

function CategoryTile({ category }: { category: CarouselCategory }) {
  const t = useT();
  const href = useHref();
  return (
    <Link
      to={href(category.url)}
      className="card flex h-full flex-col justify-center p-4 hover:ring-2 hover:ring-secondary"
    >
      <span className="block font-semibold leading-tight">{category.title}</span>
      <span className="text-sm text-muted">{t("home.productCount", { count: category.product_count })}</span>
    </Link>
  );
}

/**
 * The home page's "similar categories" (`/base/main_page_similar_category`): tiles in a grid,
 * or one scrolling row when the shop's view mode is `slider`. Nothing when the call failed or
 * the shop has none.
 */
export function SimilarCategories({ data }: { data: MainPageSimilarCategory | null }) {
  const t = useT();
  if (!data?.categories.length) return null;
  const title = t("home.similarCategories");
  if (data.view_mode === "slider") {
    return (
      <HydrateOnVisible id="home-similar-categories" className="sf-deferred">
        <Carousel
          id="home-similar-categories"
          title={title}
          slideClassName="basis-2/3 sm:basis-1/3 lg:basis-1/4 xl:basis-1/5"
          slides={data.categories.map((category) => ({
            key: category.id,
            node: <CategoryTile category={category} />,
          }))}
        />
      </HydrateOnVisible>
    );
  }
  return (
    <section
      aria-labelledby="home-similar-categories-title"
      className="mt-10"
      data-testid="similar-categories"
    >
      <h2 id="home-similar-categories-title" className="mb-4 text-2xl">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {data.categories.map((category) => (
          <li key={category.id}>
            <CategoryTile category={category} />
          </li>
        ))}
      </ul>
    </section>
  );
}
