import type { AdvertCard as Advert, ProductImage } from "@sf/contract";
import { formatDate } from "@sf/i18n";
import { Link } from "react-router";
import { ProductImagePlaceholder } from "~/components/catalogue/product-image-placeholder.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { advertArea, advertPlace, advertPrice, perAre } from "~/lib/board/advert-format.ts";
import { useHref, useLang, useT } from "~/lib/i18n.ts";

/** An advert's picture (its variants as srcset), or the neutral placeholder. */
export function AdvertPicture({
  image,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  image: ProductImage | null | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!image) return <ProductImagePlaceholder label={alt} className={className} />;
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcsetAvif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset} sizes={sizes} />
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/**
 * One advert in a listing: picture, title, price in the visitor's currency and per are, area,
 * place and date. A whole plot's price is the headline; the price per are is the comparison.
 * (The favourite button will sit in the picture's corner: `data-slot="favourite"`.)
 */
export function AdvertCard({ advert, priority = false }: { advert: Advert; priority?: boolean }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const { display_price: price } = advert;
  return (
    <article className="card relative flex flex-col overflow-hidden" data-testid="advert-card">
      <div className="relative">
        <AdvertPicture
          image={advert.image}
          alt={advert.title}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="aspect-[4/3] w-full object-cover"
        />
        {advert.images_count > 1 ? (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-ink/70 px-2 py-0.5 text-xs text-surface">
            <Icon name="camera" className="size-3.5" />
            {advert.images_count}
          </span>
        ) : null}
        <span data-slot="favourite" className="absolute right-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-base font-semibold leading-snug">
          <Link to={href(`/advert/${advert.slug}`)} className="after:absolute after:inset-0 hover:underline">
            {advert.title}
          </Link>
        </h2>
        <p className="text-xl font-bold" data-testid="advert-price">
          {advertPrice(price.amount, price.currency, lang)}
          {advert.is_negotiable_price ? (
            <span className="ml-2 text-sm font-normal text-muted">{t("board.negotiable")}</span>
          ) : null}
        </p>
        {advert.price_per_are !== null ? (
          <p className="text-sm text-muted" data-testid="advert-price-per-are">
            {perAre(advert.price_per_are, price.currency, lang, t)}
          </p>
        ) : null}
        <p className="text-sm">
          <span className="sr-only">{t("board.area")}: </span>
          <span data-testid="advert-area">{advertArea(advert.area, advert.area_unit, t)}</span>
          {" · "}
          {advert.category.title}
        </p>
        <p className="mt-auto flex items-center gap-1 pt-2 text-sm text-muted">
          <Icon name="map-pin" className="size-4 shrink-0" />
          <span data-testid="advert-place">{advertPlace(advert)}</span>
          {advert.published_at ? (
            <time className="ml-auto shrink-0" dateTime={advert.published_at}>
              {formatDate(advert.published_at, lang)}
            </time>
          ) : null}
        </p>
      </div>
    </article>
  );
}
