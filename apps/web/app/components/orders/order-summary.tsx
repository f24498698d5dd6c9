import type { OrderDetail } from "@sf/contract";
import { money } from "@sf/domain";
import { formatPrice } from "@sf/i18n";
import { TaxRow } from "~/components/cart/tax-row.tsx";
import { useLang, useT } from "~/lib/i18n.ts";

/** "2026-11-23" in the page's language ("23 noiembrie 2026"); other text as it is. */
function formatDay(day: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(lang, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/**
 * What an order is: its lines, the sums (goods, promo, points, delivery, tax, to pay), how it
 * reaches the shopper (the store or the address) and the chosen day and time. The order page
 * and the thank-you page after an order show it alike.
 */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const t = useT();
  const lang = useLang();
  const price = (value: number) => formatPrice(value, order.currency, lang);
  // What the order would cost without its promo code (a tax added to the prices is no discount).
  const addedTax = order.tax_included ? 0 : order.tax_price;
  const beforeDiscount = order.total_price + order.delivery_price - order.loyalty_used + addedTax;
  const slot = [order.delivery_date ? formatDay(order.delivery_date, lang) : null, order.delivery_time]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-lg font-semibold">{t("order.products")}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2">
              {t("order.product")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("cart.quantity")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("cart.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={`${line.code}-${line.title}`} className="border-b border-line">
              <td className="py-2">{line.title}</td>
              <td className="py-2 text-right">{line.count}</td>
              <td className="py-2 text-right">{price(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="space-y-1">
        <div className="flex justify-between">
          <dt>{t("checkout.goods")}</dt>
          <dd>{price(order.total_price)}</dd>
        </div>
        {beforeDiscount > order.final_price + 0.001 ? (
          <div className="flex justify-between text-danger-ink">
            <dt>{t("checkout.promoDiscount")}</dt>
            <dd>−{price(money(beforeDiscount - order.final_price))}</dd>
          </div>
        ) : null}
        {order.loyalty_used > 0 ? (
          <div className="flex justify-between text-danger-ink">
            <dt>{t("checkout.pointsUsed")}</dt>
            <dd data-testid="order-points-used">−{price(order.loyalty_used)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>{t("checkout.delivery")}</dt>
          <dd>
            {order.delivery_price
              ? price(order.delivery_price)
              : t(order.delivery_method === "quick" ? "checkout.deliveryByPhone" : "checkout.free")}
          </dd>
        </div>
        {order.tax_rate !== null ? (
          <TaxRow
            tax={{ rate: order.tax_rate, tax: order.tax_price, included: order.tax_included }}
            price={price}
          />
        ) : null}
        <div className="flex justify-between border-t border-line pt-2 text-lg font-bold">
          <dt>{t("checkout.toPay")}</dt>
          <dd data-testid="order-to-pay">{price(order.final_price)}</dd>
        </div>
      </dl>
      <div data-testid="order-receiving">
        {order.delivery_method === "quick" ? (
          <p>{t("checkout.methodQuick")}</p>
        ) : (
          <p>
            {t(
              order.delivery_method === "pickup"
                ? "checkout.methodPickup"
                : order.delivery_method === "novapost"
                  ? "checkout.methodNovaPost"
                  : "checkout.methodDelivery",
            )}
            : {[order.shippingInformation.city, order.shippingInformation.address].filter(Boolean).join(", ")}
          </p>
        )}
        {slot ? (
          <p>
            {t("order.slot")}: {slot}
          </p>
        ) : null}
      </div>
    </>
  );
}
