import { formatPrice } from "@sf/i18n";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { closeCartSheet, useCartSheetOpen, useCartState } from "~/lib/cart-store.ts";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import { CartLine } from "./cart-line.tsx";

/**
 * The slide-out cart, opened from the header's cart button: the lines with their steppers, the
 * total, and the way to the cart page's checkout. Slides in and out in 300 ms (CSS).
 */
export function CartSheet() {
  const t = useT();
  const href = useHref();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  const open = useCartSheetOpen();
  const { cart, status } = useCartState();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closeCartSheet()}>
      <Dialog.Portal>
        <Dialog.Overlay className="sf-fade fixed inset-0 z-modal bg-scrim/50" />
        <Dialog.Content
          data-testid="cart-sheet"
          className="sf-sheet fixed inset-y-0 right-0 z-modal flex w-[min(28rem,100vw)] flex-col bg-surface text-ink shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-line p-4">
            <Dialog.Title className="text-xl font-bold">{t("cart.sheetTitle")}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="sr-only">{t("cart.lines")}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-4">
            {!cart ? (
              <p role="status" className="py-8 text-center text-muted">
                {status === "failed" ? t("cart.loadFailed") : t("common.loading")}
              </p>
            ) : cart.products.length === 0 ? (
              <p className="py-8 text-center">{t("cart.empty")}</p>
            ) : (
              <ul aria-label={t("cart.lines")}>
                {cart.products.map((line) => (
                  <CartLine key={line.id} line={line} compact />
                ))}
              </ul>
            )}
          </div>
          {cart && cart.products.length > 0 ? (
            <div className="space-y-3 border-t border-line p-4">
              <p className="flex justify-between text-lg font-bold">
                <span>{t("cart.total")}</span>
                <span data-testid="sheet-total">{formatPrice(cart.total_price, currency, lang)}</span>
              </p>
              <Link to={href("/cart")} onClick={closeCartSheet} className="btn btn-primary block text-center">
                {t("cart.checkout")}
              </Link>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
