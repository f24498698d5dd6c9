import type { ProductImage } from "@sf/contract";
import { Dialog } from "radix-ui";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { ProductPicture, usePreorderGrayscale } from "~/components/catalogue/product-card.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import type { ProductView } from "~/lib/card-view.ts";
import { useT } from "~/lib/i18n.ts";
import { useLazyEmbla } from "~/lib/use-lazy-embla.ts";

const MAX_ZOOM = 4;

/**
 * The product page's pictures (issue 13): the main one, server-rendered with a high fetch
 * priority (the page's LCP), the others lazy; thumbnails switch it, a swipe or the arrow keys
 * move between them (Embla, loaded when the gallery is near), and the zoom dialog shows the
 * full picture larger with a zoom toggle and wheel zoom. Without JavaScript the main picture
 * and the thumbnails are links to the full pictures. This module is loaded apart from the page
 * (product.tsx's lazyBlock), so none of it is in the page's first-load JavaScript.
 */
export function ProductGallery({ product }: { product: ProductView }) {
  const t = useT();
  const { images, title: alt } = product;
  // Preorder products in grayscale when the shop asks for it; the discount over the picture.
  const grayscale = usePreorderGrayscale(product);
  const children =
    product.discount > 0 ? (
      <span className="absolute left-6 top-6 rounded-full bg-danger px-3 py-1 font-bold text-on-danger">
        −{product.discount}%
      </span>
    ) : null;
  const count = images.length;
  const many = count > 1;
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<number | null>(null);
  // The other pictures are fetched once the shopper turns to the gallery (a touch, a key, a
  // thumbnail): a page view that never does costs one large picture, as before.
  const [warm, setWarm] = useState(false);
  const [emblaRef, embla, withEmbla] = useLazyEmbla({ align: "start", containScroll: "trimSnaps" });
  useEffect(() => {
    if (!embla) return;
    const select = () => {
      setWarm(true);
      setIndex(embla.selectedScrollSnap());
    };
    embla.on("select", select);
    return () => {
      embla.off("select", select);
    };
  }, [embla]);
  const show = useCallback(
    (next: number) => {
      const target = Math.max(0, Math.min(count - 1, next));
      setWarm(true);
      setIndex(target);
      withEmbla((api) => api.scrollTo(target));
    },
    [count, withEmbla],
  );
  const arrows = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") show(index + 1);
    else if (event.key === "ArrowLeft") show(index - 1);
    else return;
    event.preventDefault();
  };
  const pictureLabel = (i: number) =>
    i === 0 ? alt : `${alt} — ${t("product.pictureOf", { number: i + 1, count })}`;
  const round =
    "inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface/90 text-ink shadow hover:bg-surface disabled:opacity-40";
  // A product without pictures: the neutral placeholder in the picture's place.
  if (!count)
    return (
      <div className="card relative p-4" data-testid="product-gallery">
        <ProductPicture
          image={null}
          alt={alt}
          sizes="1px"
          className="mx-auto aspect-square w-full max-w-xl rounded-card"
        />
        {children}
      </div>
    );
  return (
    <div className="card relative p-4" data-testid="product-gallery">
      <section
        aria-roledescription={t("product.carousel")}
        aria-label={t("product.pictures")}
        tabIndex={many ? 0 : undefined}
        onKeyDown={many ? arrows : undefined}
        className="relative rounded-card focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {/* Positioned, so it also clips the slides' visually hidden labels (absolute): they hung
            out past the phone's width before hydration, the page grew to 725 px wide and the
            fixed cookie banner moved when it shrank back (Lighthouse CLS 0.24). */}
        <div
          ref={emblaRef}
          className="relative overflow-hidden rounded-card"
          data-testid="gallery-viewport"
          onPointerDown={() => setWarm(true)}
        >
          <div className="flex touch-pan-y">
            {images.map((image, i) => (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group named by its number
              <div
                key={image.src}
                role="group"
                aria-roledescription={t("product.slide")}
                aria-label={t("product.pictureOf", { number: i + 1, count })}
                aria-hidden={i === index ? undefined : true}
                data-current={i === index ? "true" : undefined}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                <a
                  href={image.src}
                  tabIndex={i === index ? undefined : -1}
                  onClick={(event) => {
                    event.preventDefault();
                    setIndex(i);
                    setZoom(1);
                  }}
                  className="block cursor-zoom-in"
                >
                  {i === 0 || warm ? (
                    <ProductPicture
                      image={image}
                      alt={pictureLabel(i)}
                      sizes="(min-width: 1024px) 560px, 100vw"
                      priority={i === 0}
                      className={`mx-auto aspect-square w-full max-w-xl rounded-card object-cover ${grayscale ? "grayscale" : ""}`}
                    />
                  ) : (
                    <span className="mx-auto block aspect-square w-full max-w-xl rounded-card bg-surface-alt">
                      <span className="sr-only">{pictureLabel(i)}</span>
                    </span>
                  )}
                </a>
              </div>
            ))}
          </div>
        </div>
        {many ? (
          <>
            <button
              type="button"
              className={`${round} absolute left-2 top-1/2 -translate-y-1/2`}
              disabled={index === 0}
              onClick={() => show(index - 1)}
            >
              <Icon name="chevron-left" className="size-5" />
              <span className="sr-only">{t("product.previousPicture")}</span>
            </button>
            <button
              type="button"
              className={`${round} absolute right-2 top-1/2 -translate-y-1/2`}
              disabled={index === count - 1}
              onClick={() => show(index + 1)}
            >
              <Icon name="chevron-right" className="size-5" />
              <span className="sr-only">{t("product.nextPicture")}</span>
            </button>
          </>
        ) : null}
        <button
          type="button"
          data-testid="gallery-zoom"
          className={`${round} absolute bottom-2 right-2`}
          onClick={() => setZoom(1)}
        >
          <MagnifierGlyph plus />
          <span className="sr-only">{t("product.enlarge")}</span>
        </button>
      </section>
      {children}
      {many ? (
        <ul className="mt-3 flex flex-wrap justify-center gap-2" aria-label={t("product.thumbnails")}>
          {images.map((image, i) => (
            <li key={image.src}>
              <a
                href={image.src}
                aria-current={i === index ? "true" : undefined}
                data-testid="gallery-thumbnail"
                onClick={(event) => {
                  event.preventDefault();
                  show(i);
                }}
                className={`block size-16 overflow-hidden rounded-card border-2 sm:size-20 ${i === index ? "border-primary" : "border-line hover:border-muted"}`}
              >
                <ProductPicture
                  image={image}
                  alt={t("product.showPicture", { number: i + 1, count })}
                  sizes="80px"
                  className={`size-full object-cover ${grayscale ? "grayscale" : ""}`}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {zoom !== null ? (
        <ZoomDialog
          images={images}
          index={index}
          alt={alt}
          label={pictureLabel}
          onIndex={show}
          scale={zoom}
          onScale={setZoom}
          onClose={() => setZoom(null)}
        />
      ) : null}
    </div>
  );
}

/** The large picture in an accessible dialog: Escape closes, arrows change it, + and − zoom. */
function ZoomDialog({
  images,
  index,
  alt,
  label,
  onIndex,
  scale,
  onScale,
  onClose,
}: {
  images: ProductImage[];
  index: number;
  alt: string;
  label: (i: number) => string;
  onIndex: (i: number) => void;
  scale: number;
  onScale: (scale: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const count = images.length;
  const image = images[index] ?? images[0];
  const pane = useRef<HTMLDivElement>(null);
  const zoomTo = (next: number) => onScale(Math.max(1, Math.min(MAX_ZOOM, Math.round(next * 4) / 4)));
  // A new zoom keeps the middle of what was shown in the middle.
  useEffect(() => {
    const element = pane.current;
    if (!element || scale < 1) return;
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
    element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
  }, [scale]);
  const keys = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight" && index < count - 1) onIndex(index + 1);
    else if (event.key === "ArrowLeft" && index > 0) onIndex(index - 1);
    else if (event.key === "+" || event.key === "=") zoomTo(scale + 0.5);
    else if (event.key === "-") zoomTo(scale - 0.5);
    else return;
    event.preventDefault();
  };
  const round =
    "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-surface-alt disabled:opacity-40";
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/70" />
        <Dialog.Content
          data-testid="product-zoom"
          onKeyDown={keys}
          className="fixed inset-0 z-modal flex flex-col bg-surface text-ink sm:inset-6 sm:rounded-card sm:shadow-xl"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line p-3">
            <div className="min-w-0">
              <Dialog.Title className="truncate text-base font-semibold">{alt}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">
                {t("product.pictureOf", { number: index + 1, count })}
                <span className="sr-only">. {t("product.zoomHint")}</span>
              </Dialog.Description>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <button type="button" className={round} disabled={scale <= 1} onClick={() => zoomTo(scale - 1)}>
                <MagnifierGlyph />
                <span className="sr-only">{t("product.zoomOut")}</span>
              </button>
              <button
                type="button"
                data-testid="zoom-in"
                className={round}
                disabled={scale >= MAX_ZOOM}
                onClick={() => zoomTo(scale + 1)}
              >
                <MagnifierGlyph plus />
                <span className="sr-only">{t("product.zoomIn")}</span>
              </button>
              <Dialog.Close className={round}>
                <Icon name="x" className="size-6" />
                <span className="sr-only">{t("common.close")}</span>
              </Dialog.Close>
            </div>
          </div>
          <div
            ref={pane}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a zoomed picture scrolls, by keyboard too
            tabIndex={0}
            data-testid="zoom-pane"
            data-scale={scale}
            className="relative flex-1 overflow-auto overscroll-contain"
            onWheel={(event) => {
              if (event.deltaY === 0) return;
              zoomTo(scale * (event.deltaY < 0 ? 1.25 : 0.8));
            }}
          >
            {/* The master picture: vector for the demo's drawings, so it stays sharp however large. */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the zoom buttons and + / − keys do the same */}
            <img
              src={image?.src}
              alt={label(index)}
              width={image?.width}
              height={image?.height}
              onClick={() => zoomTo(scale > 1 ? 1 : 2)}
              style={scale > 1 ? { width: `${scale * 100}%`, maxWidth: "none", height: "auto" } : undefined}
              className={
                scale > 1
                  ? "block cursor-zoom-out"
                  : "mx-auto block h-full max-h-full w-auto max-w-full cursor-zoom-in object-contain"
              }
            />
          </div>
          {count > 1 ? (
            <div className="flex items-center justify-center gap-4 border-t border-line p-3">
              <button
                type="button"
                className={round}
                disabled={index === 0}
                onClick={() => onIndex(index - 1)}
              >
                <Icon name="chevron-left" className="size-5" />
                <span className="sr-only">{t("product.previousPicture")}</span>
              </button>
              <span className="text-sm tabular-nums" aria-hidden="true">
                {index + 1} / {count}
              </span>
              <button
                type="button"
                className={round}
                disabled={index === count - 1}
                onClick={() => onIndex(index + 1)}
              >
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

/** A magnifying glass, with a plus for "zoom in" (the icon sprite has none). */
function MagnifierGlyph({ plus = false }: { plus?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="icon size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m21 21-4.3-4.3M8 11h6" />
      {plus ? <path d="M11 8v6" /> : null}
    </svg>
  );
}
