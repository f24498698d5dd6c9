import { Dialog } from "radix-ui";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";

/** A dialog's round "×" close button, named "Close" for screen readers; `className` adds placement. */
export function DialogCloseButton({ className = "" }: { className?: string }) {
  const t = useT();
  return (
    <Dialog.Close
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-alt ${className}`}
    >
      <Icon name="x" className="size-6" />
      <span className="sr-only">{t("common.close")}</span>
    </Dialog.Close>
  );
}
