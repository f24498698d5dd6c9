import type { MessageKey } from "@sf/i18n";
import { useFetcher } from "react-router";
import { Field, inputClass } from "~/components/ui/form-field.tsx";
import type { CheckoutResult, PromoProblem } from "~/lib/checkout.ts";
import { useT } from "~/lib/i18n.ts";

/** What the shopper reads for each refusal of a code. */
export const PROMO_MESSAGES = {
  invalid: "checkout.promoInvalid",
  throttled: "checkout.promoThrottled",
  sign_in_required: "checkout.promoSignIn",
  not_for_you: "checkout.promoNotForYou",
  used_by_you: "checkout.promoUsedByYou",
} as const satisfies Record<PromoProblem, MessageKey>;

/** The promo code's answer, shared by its form and the checkout's sums (one keyed fetcher). */
export function usePromo() {
  const promo = useFetcher<CheckoutResult>({ key: "checkout-promo" });
  const result = promo.data?.intent === "promo" ? promo.data : null;
  return { promo, result, applied: result?.ok ? result.promo : null };
}

/**
 * The promo code: its own small form beside the order's (a fetcher asks the cart page's action
 * to price the cart with it); an applied code travels with the order as a hidden field.
 */
export function PromoCode() {
  const t = useT();
  const { promo, result, applied } = usePromo();
  const error = result && !result.ok ? t(PROMO_MESSAGES[result.problem]) : null;
  return (
    <promo.Form method="post" className="mb-6 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="promo" />
      <Field form="checkout" name="promo_code" label={t("checkout.promoCode")} error={error}>
        {(props) => (
          <input {...props} name="promo_code" maxLength={40} autoComplete="off" className={inputClass} />
        )}
      </Field>
      <button type="submit" className="btn btn-secondary" aria-disabled={promo.state !== "idle"}>
        {t("checkout.promoApply")}
      </button>
      {applied ? (
        <p role="status" className="w-full text-sm font-semibold text-success-ink">
          {t("checkout.promoApplied", { code: applied.code })}
        </p>
      ) : null}
    </promo.Form>
  );
}
