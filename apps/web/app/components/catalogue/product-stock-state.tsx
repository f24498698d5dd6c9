import { productStockState } from "@sf/domain";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { lazyBlock } from "~/components/ui/lazy-block.ts";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { useT } from "~/lib/i18n.ts";

/** Only out-of-stock products show it: its code loads apart from the page's first load. */
const NotifyMeForm = lazyBlock(() => import("./notify-me-form.tsx").then((m) => m.NotifyMeForm));

/**
 * The product page's purchase state: in stock, preorder (label and explanation) or out of
 * stock with the "notify me" form.
 */
export function ProductStockState({
  product,
}: {
  product: Pick<ProductCard, "productId" | "available" | "preorder">;
}) {
  const t = useT();
  const state = productStockState(product);
  if (state === "in_stock") return <p className="font-semibold text-success-ink">{t("product.inStock")}</p>;
  if (state === "preorder")
    return (
      <div className="space-y-2">
        <p className="inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 font-semibold text-on-secondary">
          <Icon name="calendar-clock" className="size-5" />
          {t("product.preorder")}
        </p>
        <p className="text-sm text-muted">{t("product.preorderNotice")}</p>
      </div>
    );
  return (
    <div className="space-y-3">
      <p className="font-semibold text-muted">{t("product.outOfStock")}</p>
      <HydrateOnVisible id="notify-me" load={NotifyMeForm.preload}>
        <NotifyMeForm productId={product.productId} />
      </HydrateOnVisible>
    </div>
  );
}
