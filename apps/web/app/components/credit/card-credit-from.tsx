import { formatPrice } from "@sf/i18n";
import { useLang, useSite, useT } from "~/lib/i18n.ts";

/**
 * "from X / month" under a card's price where a credit programme takes the product. The API
 * computes the instalment with the card (`credit_from`), so no listing carries the credit code,
 * and no card asks for it; the figures and the DAE are one tap away on the product page.
 */
export function CardCreditFrom({ monthly }: { monthly: number | null | undefined }) {
  const t = useT();
  const lang = useLang();
  const site = useSite();
  if (!monthly || !site || site.pricesHidden) return null;
  return (
    <p className="text-xs text-muted" data-testid="card-credit-from">
      {t("credit.fromShort", { amount: formatPrice(monthly, site.settings.project_currency, lang) })}
    </p>
  );
}
