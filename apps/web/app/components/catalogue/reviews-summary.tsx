import type { ReviewList } from "@sf/contract";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";

export function Stars({ rating, size = "size-4" }: { rating: number; size?: string }) {
  const t = useT();
  return (
    <span role="img" aria-label={t("reviews.average", { rating })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          name="star"
          key={n}
          className={`${size} ${n <= Math.round(rating) ? "fill-current text-primary" : "text-muted"}`}
        />
      ))}
    </span>
  );
}

/** Stars and count near the product title, linking to the reviews section. */
export function ReviewsSummaryLink({ reviews }: { reviews: ReviewList | null }) {
  const t = useT();
  if (!reviews?.enabled) return null;
  const { average, count } = reviews.summary;
  return (
    <a href="#reviews" className="inline-flex items-center gap-2 text-sm text-link hover:underline">
      {count > 0 ? (
        <>
          <Stars rating={average} />
          <span>
            {average.toFixed(1)} · {t("reviews.count", { count })}
          </span>
        </>
      ) : (
        t("reviews.writeFirst")
      )}
    </a>
  );
}
