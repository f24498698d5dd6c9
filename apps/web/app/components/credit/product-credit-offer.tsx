import { creditFrom, programmeFromSettings } from "@sf/domain";
import { formatPrice } from "@sf/i18n";
import { useState } from "react";
import { Link } from "react-router";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import { CreditFiguresList } from "./credit-figures.tsx";

/**
 * The product's cheapest credit offer: the instalment and its DAE in a disclosure's summary, the
 * legal figures inside (rendered when opened, so the page's HTML stays small), and a link to the
 * credit page's calculator and application for this product (which also serves without JavaScript).
 */
export function ProductCreditOffer({ price, productId }: { price: number; productId: number }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const settings = useSite()?.settings;
  const [open, setOpen] = useState(false);
  const offer = creditFrom(price, (settings?.credits ?? []).map(programmeFromSettings));
  if (!offer || !settings) return null;
  const query = new URLSearchParams({
    amount: String(price),
    programme: String(offer.id),
    months: String(offer.months),
    product: String(productId),
  });
  return (
    <details
      className="rounded-card border border-line p-3 text-sm"
      data-testid="product-credit"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold">
        {t("credit.from", { amount: formatPrice(offer.monthly, settings.project_currency, lang) })}
        {" · "}
        {t("credit.fromDae", { dae: offer.dae.toLocaleString(lang, { minimumFractionDigits: 2 }) })}
      </summary>
      <div className="mt-3 space-y-3">
        {open ? (
          <CreditFiguresList figures={offer} partner={offer.partner} testId="product-credit-figures" />
        ) : null}
        <Link to={`${href("/credit")}?${query}`} className="font-semibold text-link hover:underline">
          {t("credit.apply")}
        </Link>
      </div>
    </details>
  );
}
