import type { GalleryImage } from "@sf/contract";
import { lightboxStep } from "@sf/domain";
import { Dialog } from "radix-ui";
import type { KeyboardEvent } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";

/**
 * The gallery's lightbox: one picture large in an accessible dialog (Radix: focus kept inside,
 * Escape closes, focus goes back to the picture that opened it); the arrow keys and the buttons
 * move through the pictures, wrapping at either end.
 */
export function GalleryLightbox({
  images,
  index,
  onIndex,
  onClose,
  opener,
}: {
  images: GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back on closing (the dialog has no Radix trigger to return to). */
  opener: HTMLElement | null;
}) {
  const t = useT();
  const count = images.length;
  const image = images[index] ?? images[0];
  if (!image) return null;
  const step = (by: number) => onIndex(lightboxStep(index, by, count));
  const keys = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };
  const round =
    "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-surface-alt";
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/80" />
        <Dialog.Content
          data-testid="gallery-lightbox"
          onKeyDown={keys}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
          className="fixed inset-0 z-modal flex flex-col bg-surface text-ink sm:inset-6 sm:rounded-card sm:shadow-xl"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line p-3">
            <div className="min-w-0">
              <Dialog.Title className="truncate text-base font-semibold">
                {image.caption || t("showcase.gallery.picture")}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-muted">
                {t("product.pictureOf", { number: index + 1, count })}
              </Dialog.Description>
            </div>
            <Dialog.Close className={round}>
              <Icon name="x" className="size-6" />
              <span className="sr-only">{t("common.close")}</span>
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center p-2">
            <picture className="contents">
              <source type="image/avif" srcSet={image.srcsetAvif} sizes="100vw" />
              <source type="image/webp" srcSet={image.srcset} sizes="100vw" />
              <img
                key={image.id}
                src={image.image}
                alt={image.caption}
                width={image.width}
                height={image.height}
                className="max-h-full max-w-full object-contain"
              />
            </picture>
          </div>
          {count > 1 ? (
            <div className="flex items-center justify-center gap-4 border-t border-line p-3">
              <button type="button" className={round} onClick={() => step(-1)}>
                <Icon name="chevron-left" className="size-5" />
                <span className="sr-only">{t("product.previousPicture")}</span>
              </button>
              <span className="text-sm tabular-nums" aria-hidden="true">
                {index + 1} / {count}
              </span>
              <button type="button" className={round} onClick={() => step(1)}>
                <Icon name="chevron-right" className="size-5" />
                <span className="sr-only">{t("product.nextPicture")}</span>
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
