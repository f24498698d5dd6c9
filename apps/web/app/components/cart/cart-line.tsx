import type { CartProduct } from "@sf/contract";
import { formatPrice } from "@sf/i18n";
import { useState } from "react";
import { Link } from "react-router";
import { ProductPicture } from "~/components/catalogue/product-card.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { pushCartEvent } from "~/lib/analytics.ts";
import { changeCart } from "~/lib/cart-store.ts";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";

/** One line of the cart (page and slide-out): picture, title, prices, quantity, removal, notices. */
export function CartLine({
  line,
  compact = false,
  points = 0,
}: {
  line: CartProduct;
  compact?: boolean;
  /** The customer's loyalty points: with none, a line is not offered to be paid with them. */
  points?: number;
}) {
  const t = useT();
  const href = useHref();
  const lang = useLang();
  const site = useSite();
  const currency = site?.settings.project_currency ?? "MDL";
  // Paying a line with loyalty points needs an account (the points are the customer's).
  // With no points to spend, ticking a line would only lose the points it earns (a ticked line
  // stays shown, so it can be unticked).
  // Nor while the shop's loyalty programme is off (the API refuses it then).
  const loyalty =
    Boolean(site?.signedIn) &&
    site?.settings.cart_settings.mode !== "local" &&
    site?.settings.loyalty_settings.enabled !== false &&
    (points > 0 || line.is_loyalty_active);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { product } = line;

  const run = async (change: Parameters<typeof changeCart>[0], onOk?: () => void) => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    const result = await changeCart(change);
    setPending(false);
    if (result.ok) onOk?.();
    else setProblem(result.status === 400 ? t("cart.notEnoughStock") : t("cart.failed"));
  };
  const setCount = (next: number) => {
    const diff = Math.round((next - line.count) * 1000) / 1000;
    if (diff > 0)
      void run({ intent: "add", productId: line.id, count: diff }, () =>
        pushCartEvent("add_to_cart", currency, product, diff),
      );
    else if (diff < 0)
      void run({ intent: "reduce", productId: line.id, count: -diff }, () =>
        pushCartEvent("remove_from_cart", currency, product, -diff),
      );
  };
  const remove = () =>
    void run({ intent: "remove", productId: line.id }, () =>
      pushCartEvent("remove_from_cart", currency, product, line.count),
    );

  return (
    <li className="flex gap-4 border-b border-line py-4" data-testid="cart-line" aria-busy={pending}>
      <Link to={href(`/product/${product.url}`)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductPicture
          image={product.img}
          alt=""
          sizes="96px"
          className={
            compact ? "size-16 rounded-card object-cover" : "size-20 rounded-card object-cover sm:size-24"
          }
        />
      </Link>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Link to={href(`/product/${product.url}`)} className="font-semibold hover:underline">
            {product.title}
          </Link>
          <p className="font-bold" data-testid="line-total">
            {formatPrice(line.line_total, currency, lang)}
          </p>
        </div>
        <p className="text-sm text-muted">
          {formatPrice(line.price, currency, lang)}
          {product.unit ? ` / ${product.unit}` : ""}
          {line.old_price && line.old_price > line.price ? (
            <span className="ml-2 line-through">
              <span className="sr-only">{t("product.oldPrice")}: </span>
              {formatPrice(line.old_price, currency, lang)}
            </span>
          ) : null}
        </p>
        {!line.available ? (
          <p className="text-sm font-semibold text-danger-ink">
            {line.max_count ? t("cart.onlyAvailable", { count: line.max_count }) : t("cart.unavailable")}
          </p>
        ) : null}
        {!line.home_delivery ? <p className="text-sm text-muted">{t("cart.pickupOnly")}</p> : null}
        {/* Forms for a browser without JavaScript: Enter in the quantity sets it, the button removes. */}
        <div className="flex flex-wrap items-center gap-3">
          <form method="post" action={`/${lang}/cart/data`} onSubmit={(event) => event.preventDefault()}>
            <input type="hidden" name="intent" value="set" />
            <input type="hidden" name="product_id" value={line.id} />
            <QuantityStepper
              name="count"
              value={line.count}
              multiplicity={product.multiplicity}
              onChange={setCount}
              label={t("cart.quantityOf", { title: product.title })}
              disabled={pending}
              max={line.max_count}
            />
          </form>
          <form
            method="post"
            action={`/${lang}/cart/data`}
            onSubmit={(event) => {
              event.preventDefault();
              remove();
            }}
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="product_id" value={line.id} />
            <button
              type="submit"
              aria-disabled={pending}
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm text-muted hover:bg-surface-alt hover:text-ink"
            >
              <Icon name="trash" className="size-4" />
              {t("cart.remove")}
              <span className="sr-only">: {product.title}</span>
            </button>
          </form>
        </div>
        {loyalty && !compact ? (
          <form
            method="post"
            action={`/${lang}/cart/data`}
            onSubmit={(event) => {
              event.preventDefault();
              void run({ intent: "loyalty", productId: line.id, active: !line.is_loyalty_active });
            }}
          >
            <input type="hidden" name="intent" value="loyalty" />
            <input type="hidden" name="product_id" value={line.id} />
            <input type="hidden" name="active" value={String(!line.is_loyalty_active)} />
            <button
              type="submit"
              aria-pressed={line.is_loyalty_active}
              aria-disabled={pending}
              data-testid="loyalty-toggle"
              className="inline-flex min-h-11 items-center gap-2 text-sm"
            >
              <span
                aria-hidden="true"
                className={`inline-block size-5 rounded border border-line ${line.is_loyalty_active ? "bg-primary" : "bg-surface"}`}
              />
              {t("cart.payWithPoints")}
              <span className="sr-only">: {product.title}</span>
            </button>
          </form>
        ) : null}
        <p role="alert" className="text-sm font-semibold text-danger-ink empty:hidden">
          {problem}
        </p>
      </div>
    </li>
  );
}
