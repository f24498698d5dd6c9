import type { Cart } from "@sf/contract";
import { type CheckoutFormProblems, checkoutFormProblems, formIsComplete } from "@sf/domain";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { CheckoutResult } from "~/lib/checkout.ts";
import { useSite, useT } from "~/lib/i18n.ts";
import { focusField, useSummaryItems } from "./error-summary.tsx";
import { FIELD_MESSAGES, REASON_MESSAGES } from "./field.tsx";
import { readCheckoutForm } from "./read-form.ts";

/**
 * What the shopper must correct in the checkout: found by the domain's `checkoutFormProblems`
 * as the form is sent (which then stays in the browser), else the server's refusal. Gives each
 * field's translated message, the summary's entries, the field a server-rendered refusal opens
 * at, and after every refusal moves the focus to the first refused field, below the header.
 */
export function useFormProblems(
  cart: Cart,
  prescriptionLines: number[],
  refusal: Extract<CheckoutResult, { intent: "order" }> | null,
) {
  const t = useT();
  const site = useSite();
  const form = useRef<HTMLFormElement>(null);
  const [found, setFound] = useState<CheckoutFormProblems | null>(null);
  const refused = found
    ? Object.fromEntries(found.fields.map((field) => [field, field]))
    : (refusal?.fields ?? {});
  const prescriptions =
    found?.prescriptions ??
    refusal?.products.filter((p) => p.code === "prescription_required").map((p) => p.id) ??
    [];
  const summary = useSummaryItems(
    Object.keys(refused),
    cart.products
      .filter((line) => prescriptions.includes(line.id))
      .map((line) => ({ productId: line.id, title: line.product.title })),
    Boolean(refused.terms),
  );

  const focusFirstRefused = () => {
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) focusField(first);
  };
  useEffect(() => {
    if (found) focusFirstRefused();
  }, [found]);
  useEffect(() => {
    if (refusal) focusFirstRefused();
  }, [refusal]);

  return {
    form,
    summary,
    prescriptions,
    /** The field a page rendered by the server with its refusal opens at (without JavaScript). */
    focus: summary[0]?.field ?? null,
    error: (field: string) => {
      const message = refused[field] ?? (field === "address.street" ? refused.address : undefined);
      if (!message) return null;
      return t(REASON_MESSAGES[message] ?? FIELD_MESSAGES[field] ?? "checkout.errorField");
    },
    /** The form's submit: stopped, with the problems shown, while something must be corrected. */
    check: (event: FormEvent<HTMLFormElement>) => {
      const problems = checkoutFormProblems(
        readCheckoutForm(new FormData(event.currentTarget), cart, prescriptionLines),
        site?.settings.is_romanian ? "RO" : "MD",
      );
      if (formIsComplete(problems)) return setFound(null);
      event.preventDefault();
      setFound(problems);
    },
  };
}
