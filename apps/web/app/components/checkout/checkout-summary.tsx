import type { Cart, PromoResult } from "@sf/contract";
import { finalTotal, loyaltySpend, money, shopTax } from "@sf/domain";
import { TaxRow } from "~/components/cart/tax-row.tsx";
import { useSite, useT } from "~/lib/i18n.ts";

/**
 * The order's sums under the form: goods, the promo's discount, points spent, delivery ("…"
 * while its price is asked), tax and what is to pay, computed as the API computes them (lines
 * ticked "pay with points" are covered from the points at the promo's prices; tax at the shop's
 * country, since the form asks no tax data).
 */
export function CheckoutSummary({
  cart,
  applied,
  delivery,
  missingToFree,
  price,
}: {
  cart: Cart;
  applied: PromoResult | null;
  /** The chosen way's delivery price; null while it is not known. */
  delivery: number | null;
  /** What the goods lack to free delivery, when delivering. */
  missingToFree: number | null;
  price: (value: number) => string;
}) {
  const t = useT();
  const site = useSite();
  const goods = applied ? applied.general_price : cart.total_price;
  const discount = applied ? applied.discount_sum : 0;
  const promoPrices = new Map(applied?.products.map((p) => [p.id, p.priceWithDiscount]));
  const points = loyaltySpend(
    cart.products.map((p) => ({
      unitPrice: promoPrices.get(p.id) ?? p.price,
      count: p.count,
      loyaltyChecked: p.is_loyalty_active,
    })),
    cart.available_bonuses ?? 0,
  );
  const payable = finalTotal({ total: goods, delivery: delivery ?? 0, discount, points });
  const tax = site ? shopTax(payable, site.settings) : null;
  return (
    <>
      <dl className="space-y-2 rounded-card bg-surface-alt p-5">
        <div className="flex justify-between">
          <dt>{t("checkout.goods")}</dt>
          <dd>{price(cart.total_price)}</dd>
        </div>
        {applied && applied.general_price < cart.total_price ? (
          <div className="flex justify-between text-danger-ink">
            <dt>{t("checkout.promoDiscount")}</dt>
            <dd>−{price(money(cart.total_price - applied.general_price))}</dd>
          </div>
        ) : null}
        {discount > 0 ? (
          <div className="flex justify-between text-danger-ink">
            <dt>{t("checkout.promoDiscount")}</dt>
            <dd>−{price(discount)}</dd>
          </div>
        ) : null}
        {points > 0 ? (
          <div className="flex justify-between text-danger-ink">
            <dt>{t("checkout.pointsUsed")}</dt>
            <dd data-testid="points-used">−{price(points)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>{t("checkout.delivery")}</dt>
          <dd data-testid="delivery-price">
            {delivery === null ? "…" : delivery === 0 ? t("checkout.free") : price(delivery)}
          </dd>
        </div>
        {tax ? <TaxRow tax={tax} price={price} /> : null}
        <div className="flex justify-between border-t border-line pt-2 text-lg font-bold">
          <dt>{t("checkout.toPay")}</dt>
          <dd data-testid="checkout-total">{price(tax?.payable ?? payable)}</dd>
        </div>
      </dl>
      {/* Outside the list: a <dl> may hold only term and description groups. */}
      {missingToFree ? (
        <p className="text-sm text-muted">{t("checkout.missingToFree", { amount: price(missingToFree) })}</p>
      ) : null}
    </>
  );
}
