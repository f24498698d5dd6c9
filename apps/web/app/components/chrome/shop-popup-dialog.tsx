import {
  POPUPS_SEEN_COOKIE,
  POPUPS_SEEN_MAX_AGE_S,
  parseSeenPopups,
  type ShopPopup,
  withSeenPopup,
} from "@sf/domain";
import { Dialog } from "radix-ui";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { ShopHtml } from "~/components/ui/page-header.tsx";
import { readCookie, serializeCookie } from "~/lib/cookies.ts";
import { useT } from "~/lib/i18n.ts";

/** The shop's popup as a modal dialog; closing it (×, Escape, outside, OK) remembers it for a year. */
export function ShopPopupDialog({ popup, onClosed }: { popup: ShopPopup; onClosed: () => void }) {
  const t = useT();
  const close = () => {
    const seen = parseSeenPopups(readCookie(document.cookie, POPUPS_SEEN_COOKIE));
    // biome-ignore lint/suspicious/noDocumentCookie: a preference the server never needs
    document.cookie = serializeCookie(
      POPUPS_SEEN_COOKIE,
      withSeenPopup(seen, popup.id),
      POPUPS_SEEN_MAX_AGE_S,
    );
    onClosed();
  };
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/70" />
        <Dialog.Content
          data-testid="shop-popup"
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-modal max-h-[85vh] w-[min(32rem,92vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-6 text-ink shadow-xl"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-heading text-2xl font-bold">{popup.title}</Dialog.Title>
            <DialogCloseButton className="-mr-2 -mt-2" />
          </div>
          <ShopHtml html={popup.html} className="mt-3" />
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="btn btn-primary">{t("chrome.popupOk")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
