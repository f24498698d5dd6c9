import type { CheckoutResult } from "~/lib/checkout.ts";
import { useT } from "~/lib/i18n.ts";
import { PROMO_MESSAGES } from "./promo-code.tsx";

/**
 * What stopped an order besides its fields, above the submit button: lines that cannot be had
 * in their quantity, a reused form, too many tries, a failure; and the shop's minimum order
 * (a notice until the order is refused for it).
 */
export function OrderProblems({
  refusal,
  minimum,
  missing,
  price,
}: {
  refusal: Extract<CheckoutResult, { intent: "order" }> | null;
  minimum: number;
  /** What the goods lack to the minimum; 0 when they reach it. */
  missing: number;
  price: (value: number) => string;
}) {
  const t = useT();
  return (
    <>
      <div id="checkout-problem" role="alert" className="empty:hidden">
        {refusal?.products.some((p) => p.code !== "prescription_required" && p.code !== "not_at_store") ? (
          <p className="font-semibold text-danger-ink">{t("checkout.linesProblem")}</p>
        ) : null}
        {refusal?.problem && refusal.problem !== "minimum" ? (
          <p className="font-semibold text-danger-ink">
            {t(
              refusal.problem === "repeat"
                ? "checkout.repeat"
                : refusal.problem === "iute_unavailable"
                  ? "checkout.iuteUnavailable"
                  : refusal.problem === "iute_terms"
                    ? "checkout.iuteTermsRefused"
                    : refusal.problem === "throttled"
                      ? "checkout.promoThrottled"
                      : refusal.problem === "way_off"
                        ? "checkout.wayOff"
                        : refusal.problem in PROMO_MESSAGES
                          ? PROMO_MESSAGES[refusal.problem as keyof typeof PROMO_MESSAGES]
                          : "checkout.failed",
            )}
          </p>
        ) : null}
      </div>
      {missing > 0 ? (
        <p
          className={`rounded-card border p-3 ${refusal?.problem === "minimum" ? "border-danger font-semibold text-danger-ink" : "border-line"}`}
          data-testid="min-order"
        >
          {t("checkout.minOrder", { minimum: price(minimum), missing: price(missing) })}
        </p>
      ) : null}
    </>
  );
}
