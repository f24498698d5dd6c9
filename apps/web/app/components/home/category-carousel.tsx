import type { CarouselCategory } from "@sf/contract";
import { Link } from "react-router";
import { Carousel } from "~/components/ui/carousel.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

/** The home page's category carousel: a picture, the title and the product count per category. */
export function CategoryCarousel({ categories }: { categories: CarouselCategory[] }) {
  const t = useT();
  const href = useHref();
  return (
    <Carousel
      id="home-category-carousel"
      title={t("home.popularCategories")}
      slideClassName="basis-2/3 sm:basis-1/3 lg:basis-1/4 xl:basis-1/6"
      slides={categories.map((category) => ({
        key: category.id,
        node: (
          <Link to={href(category.url)} className="card group block h-full overflow-hidden">
            {category.image ? (
              <img
                src={category.image}
                alt=""
                width={600}
                height={400}
                loading="lazy"
                className="aspect-[3/2] w-full object-cover transition-transform group-hover:scale-105"
              />
            ) : null}
            <span className="block p-3">
              <span className="block font-semibold leading-tight">{category.title}</span>
              <span className="text-sm text-muted">
                {t("home.productCount", { count: category.product_count })}
              </span>
            </span>
          </Link>
        ),
      }))}
    />
  );
}
