import type { GalleryImage } from "@sf/contract";
import { lazy, Suspense, useRef, useState } from "react";
import { ProductPicture } from "~/components/catalogue/product-card.tsx";
import { useT } from "~/lib/i18n.ts";

// The dialog's code (Radix) loads when a picture is first opened, not with the page.
const GalleryLightbox = lazy(() =>
  import("./gallery-lightbox.tsx").then((m) => ({ default: m.GalleryLightbox })),
);

/**
 * The pictures of an album (or all of them) as a grid of thumbnails. Each is a link to the full
 * picture, so without JavaScript it opens on its own; with it, it opens the lightbox.
 */
export function GalleryGrid({ images, label }: { images: GalleryImage[]; label: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  if (!images.length) return <p className="card p-6 text-center">{t("showcase.gallery.empty")}</p>;
  return (
    <>
      <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image, i) => (
          <li key={image.id}>
            <a
              href={image.image}
              data-testid="gallery-picture"
              onClick={(event) => {
                event.preventDefault();
                opener.current = event.currentTarget;
                setOpen(i);
              }}
              className="block overflow-hidden rounded-card border border-line focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <ProductPicture
                image={{
                  src: image.image,
                  srcset: image.srcset,
                  srcsetAvif: image.srcsetAvif,
                  width: image.width,
                  height: image.height,
                }}
                alt={image.caption || t("showcase.gallery.picture")}
                sizes="(min-width: 1024px) 300px, 50vw"
                className="aspect-[3/2] w-full object-cover transition-transform hover:scale-105"
              />
            </a>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
            opener={opener.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
