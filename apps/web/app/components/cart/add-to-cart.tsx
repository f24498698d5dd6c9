import type { Cart } from "@sf/contract";
import { productStockState, stepOf } from "@sf/domain";
import { lazy, Suspense, useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { pushCartEvent } from "~/lib/analytics.ts";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { changeCart } from "~/lib/cart-store.ts";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";

// The modal and its dialog library load with the first add, not with the page.
const AddedToCartModal = lazy(() =>
  import("./added-to-cart-modal.tsx").then((m) => ({ default: m.AddedToCartModal })),
);
// Likewise the one-click order's dialog and form load when it is opened.
const QuickOrderDialog = lazy(() =>
  import("./quick-order-dialog.tsx").then((m) => ({ default: m.QuickOrderDialog })),
);

/**
 * The product page's purchase box: quantity and "add to cart" (or "preorder"). A successful add
 * opens the added-to-cart modal; a refusal (not enough stock) is said next to the button.
 * "Buy in one click" ("preorder request") opens the one-click order dialog; before the page has
 * hydrated (or without JavaScript) it is a link to the same form on its own page.
 */
export function AddToCart({
  product,
  hasAssociated = false,
}: {
  product: ProductCard;
  hasAssociated?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const site = useSite();
  const currency = site?.settings.project_currency ?? "MDL";
  const pricesHidden = site?.pricesHidden ?? false;
  const step = stepOf(product.multiplicity);
  const [count, setCount] = useState(step);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<{ count: number; cart: Cart } | null>(null);
  const [quick, setQuick] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const href = useHref();
  const state = productStockState(product);
  // The order may have taken the last unit: the dialog stays to say thank you.
  const quickDialog =
    quick === null ? null : (
      <Suspense fallback={null}>
        <QuickOrderDialog product={product} count={quick} onClose={() => setQuick(null)} />
      </Suspense>
    );
  if (state === "out_of_stock" && quick === null) return null;
  // Guests of a shop with customer-only prices cannot buy (the price says to sign in).
  if (pricesHidden) return null;
  const quickLabel = t(state === "preorder" ? "quick.preorder" : "quick.buy");

  const add = async () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    const result = await changeCart({ intent: "add", productId: product.productId, count });
    setPending(false);
    if (result.ok) {
      pushCartEvent("add_to_cart", currency, product, count);
      setAdded({ count, cart: result.cart });
      return;
    }
    setProblem(result.status === 400 ? t("cart.notEnoughStock") : t("cart.failed"));
  };

  return (
    <div className="space-y-2">
      {/* Without JavaScript the form posts to the cart, which answers with the cart page. */}
      <form
        method="post"
        action={`/${lang}/cart/data`}
        className="flex flex-wrap items-center gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="product_id" value={product.productId} />
        <QuantityStepper
          name="count"
          value={count}
          multiplicity={product.multiplicity}
          onChange={setCount}
          label={t("cart.quantity")}
          max={state === "preorder" ? null : product.count}
        />
        <button
          type="submit"
          className="btn btn-primary inline-flex items-center gap-2"
          aria-disabled={pending}
          data-testid="add-to-cart"
        >
          <Icon name="shopping-cart" className="size-5" />
          {t(state === "preorder" ? "cart.preorder" : "cart.add")}
        </button>
        {hydrated ? (
          <button
            type="button"
            className="btn btn-secondary"
            aria-haspopup="dialog"
            onClick={() => setQuick(count)}
            data-testid="quick-order-open"
          >
            {quickLabel}
          </button>
        ) : (
          <a
            href={href(`/quick-order?product=${product.productId}`)}
            className="btn btn-secondary"
            data-testid="quick-order-open"
          >
            {quickLabel}
          </a>
        )}
      </form>
      <p role="alert" className="text-sm font-semibold text-danger-ink empty:hidden">
        {problem}
      </p>
      {added ? (
        <Suspense fallback={null}>
          <AddedToCartModal
            product={product}
            count={added.count}
            cart={added.cart}
            hasAssociated={hasAssociated}
            onClose={() => setAdded(null)}
          />
        </Suspense>
      ) : null}
      {quickDialog}
    </div>
  );
}
