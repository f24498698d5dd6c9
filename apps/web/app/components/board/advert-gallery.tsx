import type { ProductImage } from "@sf/contract";
import { type KeyboardEvent, useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";
import { useLazyEmbla } from "~/lib/use-lazy-embla.ts";
import { AdvertPicture } from "./advert-card.tsx";

/**
 * The advert's pictures: the first server-rendered with a high fetch priority, the others lazy,
 * swiped or stepped through with the buttons and arrow keys (Embla, the repo's carousel, loaded
 * when the gallery is touched or near). Without JavaScript every picture is a link to its file.
 */
export function AdvertGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const t = useT();
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [emblaRef, embla, withEmbla] = useLazyEmbla({ align: "start", containScroll: "trimSnaps" });
  useEffect(() => {
    if (!embla) return;
    const select = () => setIndex(embla.selectedScrollSnap());
    embla.on("select", select);
    return () => {
      embla.off("select", select);
    };
  }, [embla]);
  const show = (next: number) => {
    const target = Math.max(0, Math.min(count - 1, next));
    setIndex(target);
    withEmbla((api) => api.scrollTo(target));
  };
  const arrows = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") show(index + 1);
    else if (event.key === "ArrowLeft") show(index - 1);
    else return;
    event.preventDefault();
  };
  const label = (i: number) =>
    i === 0 ? title : `${title} — ${t("product.pictureOf", { number: i + 1, count })}`;
  const round =
    "inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface/90 text-ink shadow hover:bg-surface disabled:opacity-40";
  if (!count)
    return (
      <div className="card p-4" data-testid="advert-gallery">
        <AdvertPicture image={null} alt={title} sizes="1px" className="aspect-[4/3] w-full rounded-card" />
      </div>
    );
  return (
    <section
      aria-roledescription={t("product.carousel")}
      aria-label={t("product.pictures")}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={count > 1 ? arrows : undefined}
      className="card relative p-2"
      data-testid="advert-gallery"
    >
      <div ref={emblaRef} className="relative overflow-hidden rounded-card">
        <div className="flex touch-pan-y">
          {images.map((image, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group named by its number
            <div
              key={image.src}
              role="group"
              aria-roledescription={t("product.slide")}
              aria-label={t("product.pictureOf", { number: i + 1, count })}
              aria-hidden={i === index ? undefined : true}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <a href={image.src} tabIndex={i === index ? undefined : -1} className="block">
                <AdvertPicture
                  image={image}
                  alt={label(i)}
                  sizes="(min-width: 1024px) 720px, 100vw"
                  priority={i === 0}
                  className="aspect-[4/3] w-full rounded-card object-cover"
                />
              </a>
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${round} absolute left-4 top-1/2 -translate-y-1/2`}
            disabled={index === 0}
            onClick={() => show(index - 1)}
          >
            <Icon name="chevron-left" className="size-5" />
            <span className="sr-only">{t("product.previousPicture")}</span>
          </button>
          <button
            type="button"
            className={`${round} absolute right-4 top-1/2 -translate-y-1/2`}
            disabled={index === count - 1}
            onClick={() => show(index + 1)}
          >
            <Icon name="chevron-right" className="size-5" />
            <span className="sr-only">{t("product.nextPicture")}</span>
          </button>
          <p
            className="absolute bottom-4 left-4 rounded-full bg-ink/70 px-2 py-0.5 text-sm text-surface"
            aria-hidden="true"
          >
            {index + 1} / {count}
          </p>
        </>
      ) : null}
    </section>
  );
}
