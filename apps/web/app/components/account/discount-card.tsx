import { useEffect, useRef } from "react";
import { useT } from "~/lib/i18n.ts";

/**
 * The customer's discount card (settings `discount_card_settings`): its number, which the
 * server renders, and its barcode, drawn in the browser (JsBarcode, loaded with the card) for the
 * till to scan from the phone's screen. Black on white whatever the theme: scanners need it.
 */
export function DiscountCard({ number, points }: { number: string; points: string | null }) {
  const t = useT();
  const barcode = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let cancelled = false;
    void import("jsbarcode").then(({ default: JsBarcode }) => {
      if (cancelled || !barcode.current) return;
      JsBarcode(barcode.current, number, {
        format: "EAN13",
        displayValue: false,
        height: 56,
        margin: 8,
        // The bars in the card's text colour, on its background (the scan tokens).
        background: "transparent",
        lineColor: "currentColor",
      });
    });
    return () => {
      cancelled = true;
    };
  }, [number]);
  return (
    <section aria-labelledby="discount-card-title" className="rounded-card border border-line bg-surface p-4">
      <h2 id="discount-card-title" className="font-semibold">
        {t("account.discountCard")}
      </h2>
      <p className="text-sm text-muted">{t("account.discountCardHint")}</p>
      <div className="mt-3 rounded bg-scan p-2 text-center text-on-scan">
        <svg
          ref={barcode}
          role="img"
          aria-label={t("account.discountCardBarcode", { number })}
          className="mx-auto h-auto max-w-full"
        />
        <p className="font-mono text-lg tracking-widest" data-testid="discount-card-number">
          {number}
        </p>
      </div>
      {points !== null ? (
        <p className="mt-2 text-sm">
          {t("account.loyaltyPoints")}: <strong>{points}</strong>
        </p>
      ) : null}
    </section>
  );
}
