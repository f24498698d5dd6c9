import type { Cart } from "@sf/contract";
import { formatPrice } from "@sf/i18n";
import { Dialog } from "radix-ui";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { ProductPicture } from "~/components/catalogue/product-card.tsx";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";

/**
 * Shown after a product was added: what was added, the cart's total, "continue shopping" and
 * "go to cart"; for a product with associated products, those that go with it.
 */
export function AddedToCartModal({
  product,
  count,
  cart,
  hasAssociated,
  onClose,
}: {
  product: ProductCard;
  count: number;
  cart: Cart;
  hasAssociated: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const href = useHref();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  const fetcher = useFetcher<{ products: ProductCard[]; failed: boolean }>();
  // Mounted by the add: the products that go with this one load now.
  useEffect(() => {
    if (hasAssociated) fetcher.load(href(`/associated-products/${product.productId}`));
  }, []);
  const associated = (fetcher.data?.products ?? []).slice(0, 4);
  const line = cart.products.find((p) => p.id === product.productId);
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/50" />
        <Dialog.Content
          data-testid="added-to-cart"
          className="fixed inset-x-0 bottom-0 z-modal mx-auto max-h-[90vh] max-w-lg overflow-y-auto bg-surface p-5 text-ink shadow-xl sm:top-[15vh] sm:bottom-auto sm:rounded-card"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="inline-flex items-center gap-2 text-xl font-bold">
              <Icon name="circle-check" className="size-6 text-success-ink" />
              {t("cart.addedTitle")}
            </Dialog.Title>
            <DialogCloseButton />
          </div>
          <div className="flex gap-4">
            <ProductPicture
              image={product.img}
              alt=""
              sizes="96px"
              className="size-24 shrink-0 rounded-card object-cover"
            />
            <div className="min-w-0 space-y-1">
              <p className="font-semibold">{product.title}</p>
              <p className="text-sm text-muted">
                {t("cart.addedCount", { count })} · {formatPrice(product.price, currency, lang)}
              </p>
              {line && line.count !== count ? (
                <p className="text-sm text-muted">{t("cart.inCartCount", { count: line.count })}</p>
              ) : null}
            </div>
          </div>
          <Dialog.Description className="mt-4 flex justify-between border-t border-line pt-4 font-semibold">
            <span>{t("cart.itemsInCart", { count: cart.products.length })}</span>
            <span>{formatPrice(cart.total_price, currency, lang)}</span>
          </Dialog.Description>
          {associated.length ? (
            <section aria-labelledby="added-associated" className="mt-5">
              <h3 id="added-associated" className="mb-2 font-semibold">
                {t("cart.goesWellWith")}
              </h3>
              <ul className="space-y-2">
                {associated.map((p) => (
                  <li key={p.productId}>
                    <Link
                      to={href(`/product/${p.url}`)}
                      onClick={onClose}
                      className="flex items-center gap-3 rounded-card p-1 hover:bg-surface-alt"
                    >
                      <ProductPicture
                        image={p.img}
                        alt=""
                        sizes="48px"
                        className="size-12 shrink-0 rounded-card object-cover"
                      />
                      <span className="min-w-0 flex-1 text-sm">{p.title}</span>
                      <span className="text-sm font-semibold">{formatPrice(p.price, currency, lang)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
            <Link to={href("/cart")} className="btn btn-primary text-center" onClick={onClose}>
              {t("cart.goToCart")}
            </Link>
            <Dialog.Close className="btn btn-secondary">{t("cart.continueShopping")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
