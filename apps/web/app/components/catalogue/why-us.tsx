import type { Advantage } from "@sf/contract";
import { Suspense } from "react";
import { Await } from "react-router";
import { Advantages } from "~/components/ui/advantages.tsx";
import { useT } from "~/lib/i18n.ts";

/** The product page's "why buy from us" block (`/base/advantage/product_why_we`), streamed; nothing when empty. */
export function WhyUs({ items }: { items: Advantage[] | Promise<Advantage[]> }) {
  const t = useT();
  return (
    <Suspense fallback={null}>
      <Await resolve={items} errorElement={null}>
        {(list) =>
          list.length ? (
            <section aria-labelledby="product-why-us" className="mt-10" data-testid="why-us">
              <h2 id="product-why-us" className="mb-4 text-2xl">
                {t("product.whyUs")}
              </h2>
              <Advantages items={list} />
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
