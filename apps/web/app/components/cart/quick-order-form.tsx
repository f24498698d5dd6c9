import type { MessageKey } from "@sf/i18n";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { ContactFields } from "~/components/checkout/contact-fields.tsx";
import { FIELD_MESSAGES } from "~/components/checkout/field.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { pushPurchase } from "~/lib/analytics.ts";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { useHref, useSite, useT } from "~/lib/i18n.ts";
import type { QuickOrderResult } from "~/lib/quick-order.ts";

const PROBLEM_MESSAGES: Record<"stock" | "repeat" | "failed", MessageKey> = {
  stock: "cart.notEnoughStock",
  repeat: "checkout.repeat",
  failed: "checkout.failed",
};

/** Ids of the form's parts: one form per page (the dialog, or the page without JavaScript). */
const FORM = "quick-order";
const PRESCRIPTION_ERROR = `${FORM}-prescription-error`;
const PROBLEM = `${FORM}-problem`;

/**
 * The one-click order form: name, phone, an optional e-mail and, for a prescription product,
 * the shopper's confirmation. Posts through a fetcher to `/{lang}/quick-order` (a plain form
 * post without JavaScript); shows the API's refusals next to the fields, then the thank-you
 * with the order's number and link, and pushes GA4 `purchase`.
 */
export function QuickOrderForm({
  product,
  count,
  idempotencyKey,
  pageResult,
}: {
  product: ProductCard;
  count: number;
  idempotencyKey: string;
  /** The action's answer to a plain form post (the page without JavaScript). */
  pageResult?: QuickOrderResult;
}) {
  const t = useT();
  const href = useHref();
  const site = useSite();
  const currency = site?.settings.project_currency ?? "MDL";
  const fetcher = useFetcher<QuickOrderResult>();
  const result = fetcher.data ?? pageResult;
  const busy = fetcher.state !== "idle";
  const thanks = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!result?.ok) return;
    pushPurchase(
      currency,
      result.order ?? {
        id: result.id,
        final_price: result.final_price,
        delivery_price: 0,
        promo_code: null,
        products: [{ code: product.code, title: product.title, price: product.price, count }],
      },
    );
    // The form is gone: the thank-you takes the focus, so it is read out.
    thanks.current?.focus();
  }, [result, currency, product, count]);

  if (result?.ok) {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        className="space-y-4 text-center outline-none"
        data-testid="quick-order-done"
      >
        <Icon name="circle-check" className="mx-auto size-12 text-success-ink" />
        <p className="text-lg font-semibold">{t("quick.thanks", { number: result.number })}</p>
        <Link to={href(`/order-checkout/${result.id}`)} className="btn btn-primary inline-block">
          {t("quick.viewOrder")}
        </Link>
      </div>
    );
  }

  const refusal = result && !result.ok ? result : null;
  const error = (field: string) =>
    refusal?.fields[field] ? t(FIELD_MESSAGES[field] ?? "checkout.errorField") : null;
  const prescriptionMissing = refusal?.problem === "prescription";
  const problem =
    refusal?.problem && refusal.problem !== "prescription" ? PROBLEM_MESSAGES[refusal.problem] : null;
  const preorder = !product.available && product.preorder;
  const values = refusal?.values;

  return (
    <fetcher.Form
      method="post"
      action={href(`/quick-order?product=${product.productId}`)}
      noValidate
      className="space-y-4"
      aria-describedby={problem ? PROBLEM : undefined}
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <input type="hidden" name="product_id" value={product.productId} />
      <input type="hidden" name="count" value={count} />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <ContactFields form={FORM} values={values} error={error} emailLabel={t("quick.email")} />
      {product.is_recipe ? (
        <div>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name="prescription_checked"
              value="true"
              required
              aria-invalid={prescriptionMissing}
              aria-describedby={prescriptionMissing ? PRESCRIPTION_ERROR : undefined}
              className="size-5"
            />
            {t("checkout.prescriptionConfirm", { title: product.title })}
          </label>
          {prescriptionMissing ? (
            <p id={PRESCRIPTION_ERROR} className="text-sm font-semibold text-danger-ink">
              {t("checkout.prescriptionRequired")}
            </p>
          ) : null}
        </div>
      ) : null}
      <p id={PROBLEM} role="alert" className="font-semibold text-danger-ink empty:hidden">
        {problem ? t(problem) : null}
      </p>
      <button type="submit" className="btn btn-primary w-full" aria-disabled={busy}>
        {t(preorder ? "quick.submitPreorder" : "quick.submit")}
      </button>
    </fetcher.Form>
  );
}
