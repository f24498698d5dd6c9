import { lowestInstalment, programmeFromSettings } from "@sf/domain";
import { formatPrice } from "@sf/i18n";
import { useLang, useSite, useT } from "~/lib/i18n.ts";

/**
 * "from X / month" under a card's price where a credit programme takes the product: computed from
 * the shop's settings already on the page (no request per card; the light instalment function,
 * not the figures and DAE, which are one tap away on the product page).
 */
export function CardCreditFrom({ price }: { price: number }) {
  const t = useT();
  const lang = useLang();
  const site = useSite();
  const programmes = site?.settings.credits;
  if (!site || site.pricesHidden || !programmes?.length || !(price > 0)) return null;
  const monthly = lowestInstalment(price, programmes.map(programmeFromSettings));
  if (monthly === null) return null;
  return (
    <p className="text-xs text-muted" data-testid="card-credit-from">
      {t("credit.fromShort", { amount: formatPrice(monthly, site.settings.project_currency, lang) })}
    </p>
  );
}
