import type { PromotionCard as PromotionCardData } from "@sf/contract";
import { Link } from "react-router";
import { PromotionCard } from "~/components/promotions/promotion-card.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

/** The home page's special offers (at most three) and a link to all of them; nothing when there are none. */
export function PromotionsBlock({ promotions }: { promotions: PromotionCardData[] }) {
  const t = useT();
  const href = useHref();
  if (!promotions.length) return null;
  return (
    <section aria-labelledby="home-promotions" className="mt-10" data-testid="home-promotions">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="home-promotions" className="text-2xl">
          {t("offers.title")}
        </h2>
        <Link to={href("/special-offers")} className="font-semibold text-link hover:underline">
          {t("offers.all")}
        </Link>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {promotions.map((offer) => (
          <li key={offer.id}>
            <PromotionCard offer={offer} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
