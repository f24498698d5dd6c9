import type { ProductOfTheDay as DealOfTheDay } from "@sf/contract";
import type { CardView } from "~/lib/card-view.ts";

/** The day's product, its card cut to what the page shows (lib/card-view.ts). */
export type Deal = Omit<DealOfTheDay, "product"> & { product: CardView };

import { timeLeft } from "@sf/domain";
import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Price, ProductPicture } from "~/components/catalogue/product-card.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

const two = (n: number) => String(n).padStart(2, "0");

/**
 * Counts down to the end of the shop's day. The first render uses the server's clock (so the
 * hydrated HTML matches), then it ticks every second; at zero the page reloads its data, which
 * brings the next day's product.
 */
function Countdown({ endsAt, serverNow }: { endsAt: string; serverNow: number }) {
  const t = useT();
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(serverNow);
  const revalidator = useRevalidator();
  const reloaded = useRef(false);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(now, end);
  const over = now >= end;
  useEffect(() => {
    if (!over || reloaded.current) return;
    reloaded.current = true;
    revalidator.revalidate();
  }, [over, revalidator]);
  return (
    <p className="flex items-center gap-2 font-semibold">
      <Icon name="timer" className="size-5" />
      <span>{t("home.dealEndsIn")}</span>
      <time role="timer" dateTime={endsAt} className="tabular-nums">
        {two(left.hours)}:{two(left.minutes)}:{two(left.seconds)}
      </time>
    </p>
  );
}

/** The product of the day: one discounted product with a countdown to midnight (shop time). */
export function ProductOfTheDay({ deal, serverNow }: { deal: Deal; serverNow: number }) {
  const t = useT();
  const href = useHref();
  const { product } = deal;
  return (
    <section
      aria-labelledby="deal-title"
      className="card mt-10 grid gap-6 p-4 sm:grid-cols-[14rem_1fr] sm:p-6"
    >
      <div className="relative">
        <ProductPicture
          image={product.img}
          alt=""
          sizes="224px"
          className="aspect-square w-full rounded-card object-cover"
        />
        <span className="absolute left-2 top-2 rounded-full bg-danger px-3 py-1 text-sm font-bold text-on-danger">
          −{product.discount}%
        </span>
      </div>
      <div className="flex flex-col justify-center gap-3">
        <h2 id="deal-title" className="text-sm font-bold uppercase tracking-wide text-muted">
          {t("home.productOfTheDay")}
        </h2>
        <p className="text-2xl font-semibold leading-snug">
          <Link to={href(`/product/${product.url}`)} className="hover:underline">
            {product.title}
          </Link>
        </p>
        <Price price={product.price} oldPrice={product.old_price} size="lg" />
        <Countdown endsAt={deal.ends_at} serverNow={serverNow} />
      </div>
    </section>
  );
}
