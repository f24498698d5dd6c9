import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { lazyBlock } from "~/components/ui/lazy-block.ts";
import { useSite } from "~/lib/i18n.ts";

/** The offer's code (the figures, the DAE's solver) loads after the page's: not in its first load. */
const ProductCreditOffer = lazyBlock(() =>
  import("./product-credit-offer.tsx").then((m) => m.ProductCreditOffer),
);

/**
 * "On credit from X a month" on the product page, where one of the shop's programmes takes the
 * product (decision 0044), with the legal figures one tap away.
 */
export function ProductCredit({ price, productId }: { price: number; productId: number }) {
  const site = useSite();
  const programmes = site?.settings.credits;
  if (!programmes?.length || site?.pricesHidden || !(price > 0)) return null;
  return (
    <HydrateOnVisible id="product-credit" load={ProductCreditOffer.preload}>
      <ProductCreditOffer price={price} productId={productId} />
    </HydrateOnVisible>
  );
}
