import type { ProductImage } from "@sf/contract";
import { type ProductStockState, productStockState } from "@sf/domain";
import { formatPrice } from "@sf/i18n";
import { themeConfigs } from "@sf/themes";
import { useState } from "react";
import { Link } from "react-router";
import { CardCartButton } from "~/components/cart/card-cart-button.tsx";
import { ProductImagePlaceholder } from "~/components/catalogue/product-image-placeholder.tsx";
import { CompareButton, FavoriteButton } from "~/components/catalogue/saved-list-buttons.tsx";
import { CardCreditFrom } from "~/components/credit/card-credit-from.tsx";
import { type ItemList, pushSelectItem } from "~/lib/analytics.ts";
import type { CardView as Card } from "~/lib/card-view.ts";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";

const theme = themeConfigs[__THEME__];
const cardStyle: Record<typeof theme.card, string> = {
  bordered: "card",
  elevated: "card border-0",
  flat: "bg-surface-alt rounded-card",
};

export const STOCK_LABEL = {
  in_stock: "product.inStock",
  preorder: "product.preorderAvailable",
  out_of_stock: "product.outOfStock",
} as const satisfies Record<ProductStockState, string>;

/** Preorder products are drawn in grayscale when the site asks for it (cards and gallery). */
export function usePreorderGrayscale(product: Pick<Card, "available" | "preorder">): boolean {
  const settings = useSite()?.settings;
  return (
    productStockState(product) === "preorder" &&
    Boolean(settings?.additional_settings.black_and_white_product_card_for_pre_order)
  );
}

/**
 * A product picture with AVIF and WebP variants; the browser picks the size from `sizes`. A
 * product without a picture, or one whose file does not load, shows the neutral placeholder.
 */
export function ProductPicture({
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
  const [failed, setFailed] = useState(false);
  if (!image || failed) return <ProductImagePlaceholder label={alt} className={className} />;
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcsetAvif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset} sizes={sizes} />
      <img
        // An error before hydration fired with no handler attached: the element says it failed.
        ref={(element) => {
          if (element?.complete && !element.naturalWidth) setFailed(true);
        }}
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={className}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}

export function Price({
  price,
  oldPrice,
  size = "md",
}: {
  price: number;
  oldPrice: number | null;
  size?: "md" | "lg";
}) {
  const lang = useLang();
  const t = useT();
  const site = useSite();
  const currency = site?.settings.project_currency ?? "MDL";
  // A shop showing prices to customers only: a guest is asked to sign in (the data has no price).
  if (site?.pricesHidden) {
    return (
      <p>
        <Link to={`/${lang}/login`} className="font-semibold underline" data-testid="price-hidden">
          {t("catalogue.signInForPrice")}
        </Link>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={`font-bold ${size === "lg" ? "text-3xl" : "text-lg"} ${oldPrice ? "text-danger-ink" : ""}`}
      >
        {formatPrice(price, currency, lang)}
      </span>
      {oldPrice && oldPrice > price ? (
        <span className="text-sm text-muted line-through">
          <span className="sr-only">{t("product.oldPrice")}: </span>
          {formatPrice(oldPrice, currency, lang)}
        </span>
      ) : null}
    </p>
  );
}

/** A card's badges: the discount, a prescription medicine, a pre-order. */
export function ProductBadges({
  discount,
  prescription,
  preorder,
  className = "",
}: {
  discount: number;
  prescription: boolean;
  preorder: boolean;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {discount > 0 ? (
        <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-on-danger">
          −{discount}%
        </span>
      ) : null}
      {prescription ? (
        <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-bold text-on-secondary">
          {t("product.prescription")}
        </span>
      ) : null}
      {preorder ? (
        <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-bold text-ink shadow">
          {t("product.preorder")}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The product card of listings and sliders: picture, badges, title, price, availability. The
 * shop's `product_card_view_type` marks it compact or centred (app/view-types.css).
 */
export function ProductCard({
  product,
  priority = false,
  list = false,
  itemList,
  index = 0,
}: {
  product: Card;
  priority?: boolean;
  list?: boolean;
  /** The list the card is shown in, for GA4 `select_item` when it is clicked. */
  itemList?: ItemList;
  index?: number;
}) {
  const t = useT();
  const href = useHref();
  const site = useSite();
  const settings = site?.settings;
  const hidePrices = site?.pricesHidden ?? false;
  const state = productStockState(product);
  const greyed = usePreorderGrayscale(product);
  const view = site?.viewTypes[list ? "listCard" : "productCard"];
  return (
    <article
      data-card-view={view === "default" ? undefined : view}
      className={`${cardStyle[theme.card]} group relative flex h-full ${list ? "flex-row gap-4" : "flex-col"} p-3`}
    >
      <div className={`relative ${list ? "w-32 shrink-0 sm:w-44" : ""}`}>
        <ProductPicture
          image={product.img}
          alt=""
          sizes={list ? "176px" : "(min-width: 1024px) 240px, 50vw"}
          priority={priority}
          className={`aspect-square w-full rounded-card object-cover ${greyed ? "grayscale" : ""}`}
        />
        <ProductBadges
          discount={product.discount}
          prescription={product.is_recipe}
          preorder={state === "preorder"}
          className="absolute left-2 top-2"
        />
        <div className="absolute right-2 top-2 z-10 flex flex-col gap-1">
          <FavoriteButton product={product} />
          <CompareButton product={product} />
        </div>
      </div>
      <div data-part="body" className="mt-3 flex flex-1 flex-col gap-1">
        {product.brand ? (
          <p data-part="brand" className="text-xs font-semibold uppercase tracking-wide text-muted">
            {product.brand.name}
          </p>
        ) : null}
        <h3 data-part="title" className="text-base font-semibold leading-snug">
          <Link
            to={href(`/product/${product.url}`)}
            className="after:absolute after:inset-0 hover:underline"
            onClick={() => {
              if (itemList) pushSelectItem(settings?.project_currency ?? "MDL", product, index, itemList);
            }}
          >
            {product.title}
          </Link>
        </h3>
        <div data-part="buy" className="mt-auto flex items-end justify-between gap-2 pt-2">
          <div>
            <Price price={product.price} oldPrice={product.old_price} />
            <CardCreditFrom monthly={product.credit_from} />
            <p className={`text-sm ${state === "in_stock" ? "text-success-ink" : "text-muted"}`}>
              {t(STOCK_LABEL[state])}
              {state === "in_stock" && settings?.additional_settings.show_stock_quantity_in_the_product_card
                ? ` · ${t("product.stockCount", { count: product.count })}`
                : ""}
            </p>
          </div>
          {state === "in_stock" && !hidePrices ? <CardCartButton product={product} /> : null}
        </div>
      </div>
    </article>
  );
}
