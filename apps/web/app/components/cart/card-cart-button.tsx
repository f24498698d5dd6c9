import { stepOf } from "@sf/domain";
import { useState } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { pushCartEvent } from "~/lib/analytics.ts";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { changeCart } from "~/lib/cart-store.ts";
import { useLang, useSite, useT } from "~/lib/i18n.ts";
import { showToast } from "~/lib/toast.ts";

/** How long the "added to cart" notice stays (spec section 9). */
export const ADDED_NOTICE_MS = 3_000;

/**
 * A product card's "add to cart" button: one step of the product, then a notice for 3 s. An icon,
 * or with a visible label as the shop's `product_cart_button_view_type` asks (app/view-types.css).
 */
export function CardCartButton({ product }: { product: ProductCard }) {
  const t = useT();
  const lang = useLang();
  const site = useSite();
  const currency = site?.settings.project_currency ?? "MDL";
  const view = site?.viewTypes.cartButton ?? "icon";
  const [pending, setPending] = useState(false);
  const add = async () => {
    if (pending) return;
    setPending(true);
    const count = stepOf(product.multiplicity);
    const result = await changeCart({ intent: "add", productId: product.productId, count });
    setPending(false);
    if (result.ok) {
      pushCartEvent("add_to_cart", currency, product, count);
      showToast("success", t("cart.addedNotice", { title: product.title }), ADDED_NOTICE_MS);
    } else {
      showToast(
        "error",
        result.status === 400 ? t("cart.notEnoughStock") : t("cart.failed"),
        ADDED_NOTICE_MS,
      );
    }
  };
  // Without JavaScript the form posts to the cart, which answers with the cart page.
  return (
    <form
      method="post"
      action={`/${lang}/cart/data`}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={product.productId} />
      <input type="hidden" name="count" value={stepOf(product.multiplicity)} />
      <button
        type="submit"
        aria-disabled={pending}
        data-testid="card-add-to-cart"
        data-cart-button={view === "icon" ? undefined : view}
        className="relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary hover:brightness-95 aria-disabled:opacity-50"
      >
        <Icon name="shopping-cart" className="size-5" />
        {/* The name says which product and begins with the visible label's words. */}
        {view === "icon" ? null : (
          <span aria-hidden="true">{t(view === "text" ? "cart.buyShort" : "cart.add")}</span>
        )}
        <span className="sr-only">
          {t(view === "text" ? "cart.buyTitle" : "cart.addTitle", { title: product.title })}
        </span>
      </button>
    </form>
  );
}
