import type { PromotionCard as PromotionCardData } from "@sf/contract";
import { formatDate } from "@sf/i18n";
import { Link } from "react-router";
import { useHref, useLang, useT } from "~/lib/i18n.ts";

/** When an offer runs, as "Valid 1 June 2026 – 30 June 2026". */
export function PromotionPeriod({ offer, className = "" }: { offer: PromotionCardData; className?: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <p className={`text-sm text-muted ${className}`}>
      {t("offers.period", {
        from: formatDate(offer.start_date, lang),
        to: formatDate(offer.end_date, lang),
      })}
    </p>
  );
}

/** An offer in a list: its banner, title (the link), dates and short text. */
export function PromotionCard({
  offer,
  headingLevel = 2,
  eager = false,
}: {
  offer: PromotionCardData;
  headingLevel?: 2 | 3;
  /** The first card on the screen: its banner is not lazy, and is the page's largest paint. */
  eager?: boolean;
}) {
  const href = useHref();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card relative flex h-full flex-col overflow-hidden">
      {offer.image ? (
        <img
          src={offer.image}
          alt=""
          width={1200}
          height={500}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          className="aspect-[12/5] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-xl">
          {/* The whole card is the link's target area; the title is its name. */}
          <Link
            to={href(`/special-offers/${offer.slug}`)}
            className="after:absolute after:inset-0 hover:underline"
          >
            {offer.title}
          </Link>
        </Heading>
        <PromotionPeriod offer={offer} />
        {offer.short_text ? <p className="text-muted">{offer.short_text}</p> : null}
      </div>
    </article>
  );
}
