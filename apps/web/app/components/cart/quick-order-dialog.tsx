import { formatPrice } from "@sf/i18n";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { ProductPicture } from "~/components/catalogue/product-card.tsx";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { useLang, useSite, useT } from "~/lib/i18n.ts";
import { newOrderKey } from "~/lib/quick-order.ts";
import { QuickOrderForm } from "./quick-order-form.tsx";

/**
 * "Buy in one click" (a preorder request for a product on preorder): the product and quantity
 * chosen on the page, and the short form. Opened by the purchase box; closing it unmounts it.
 */
export function QuickOrderDialog({
  product,
  count,
  onClose,
}: {
  product: ProductCard;
  count: number;
  onClose: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  // One key per opening: a double submit makes one order, a new opening a new one.
  const [key] = useState(newOrderKey);
  const preorder = !product.available && product.preorder;
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/50" />
        <Dialog.Content
          data-testid="quick-order"
          className="fixed inset-x-0 bottom-0 z-modal mx-auto max-h-[90vh] max-w-lg overflow-y-auto bg-surface p-5 text-ink shadow-xl sm:top-[10vh] sm:bottom-auto sm:rounded-card"
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">
              {t(preorder ? "quick.preorder" : "quick.buy")}
            </Dialog.Title>
            <DialogCloseButton />
          </div>
          <div className="mb-4 flex gap-4">
            <ProductPicture
              image={product.img}
              alt=""
              sizes="64px"
              className="size-16 shrink-0 rounded-card object-cover"
            />
            <div className="min-w-0">
              <p className="font-semibold">{product.title}</p>
              <p className="text-sm text-muted">
                {count}
                {product.unit ? ` ${product.unit}` : ""} × {formatPrice(product.price, currency, lang)}
              </p>
            </div>
          </div>
          <Dialog.Description className="mb-4 text-sm">{t("quick.hint")}</Dialog.Description>
          <QuickOrderForm product={product} count={count} idempotencyKey={key} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
