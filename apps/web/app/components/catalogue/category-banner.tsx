import type { CategoryBanner as Banner } from "@sf/contract";
import { Link } from "react-router";
import { useHref } from "~/lib/i18n.ts";

/** The banner spans the page's content column (80rem at most). */
const SIZES = "(min-width: 80rem) 80rem, 100vw";

/** The banner above a category listing: the shop's picture with its title, linked when it has a link. */
export function CategoryBanner({ banner }: { banner: Banner }) {
  const href = useHref();
  const body = (
    <figure className="relative overflow-hidden rounded-card">
      <picture>
        {banner.srcsetAvif ? <source type="image/avif" srcSet={banner.srcsetAvif} sizes={SIZES} /> : null}
        <img
          src={banner.image}
          srcSet={banner.srcset}
          sizes={banner.srcset ? SIZES : undefined}
          alt=""
          width={1600}
          height={400}
          fetchPriority="high"
          className="aspect-[4/1] min-h-28 w-full object-cover"
        />
      </picture>
      {banner.title ? (
        <figcaption className="absolute inset-0 flex items-end bg-gradient-to-t from-scrim/80 via-scrim/30 to-transparent p-4 text-lg font-semibold text-on-scrim sm:p-6 sm:text-2xl">
          {banner.title}
        </figcaption>
      ) : null}
    </figure>
  );
  return (
    <div className="mt-4" data-testid="category-banner">
      {banner.url ? (
        <Link to={href(banner.url)} className="block hover:opacity-95">
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}
