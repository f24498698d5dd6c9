import { productStockState } from "@sf/domain";
import { Icon } from "~/components/ui/icon.tsx";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { useT } from "~/lib/i18n.ts";
import { NotifyMeForm } from "./notify-me-form.tsx";

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
      <NotifyMeForm productId={product.productId} />
    </div>
  );
}
