import type { SlideBanner } from "@sf/contract";
import { themeConfigs } from "@sf/themes";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { useHref, useT } from "~/lib/i18n.ts";
import { useLazyEmbla } from "~/lib/use-lazy-embla.ts";

const theme = themeConfigs[__THEME__];
/** The page is at most 80rem wide (less its padding); a compact panel a third of it. */
const SIZES = "(min-width: 1280px) 1248px, 100vw";
const COMPACT_SIZES = "(min-width: 1024px) 410px, 100vw";

/**
 * The first banner, the home page's largest paint, as a preload for the page's head: the browser
 * fetches it as the head arrives instead of when the parser reaches the banner (React preloads a
 * high-priority <img> by itself, but not one inside a <picture>).
 */
export function firstBannerPreload(slides: SlideBanner[]) {
  const first = slides[0];
  if (!first) return null;
  const [type, imageSrcSet] = first.srcsetAvif
    ? ["image/avif", first.srcsetAvif]
    : first.srcset
      ? ["image/webp", first.srcset]
      : [undefined, undefined];
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    href: first.image,
    ...(imageSrcSet ? { imageSrcSet, imageSizes: SIZES, type } : {}),
    fetchPriority: "high",
    // Rendered by the page's tree: hydration keeps it (entry.client drops React's own preloads).
    "data-route-preload": "",
  } as const;
}

function Slide({
  slide,
  priority,
  compact = false,
}: {
  slide: SlideBanner;
  priority: boolean;
  compact?: boolean;
}) {
  const href = useHref();
  const sizes = compact ? COMPACT_SIZES : SIZES;
  const body = (
    <div className="relative h-full overflow-hidden rounded-card">
      <picture>
        {slide.srcsetAvif ? <source type="image/avif" srcSet={slide.srcsetAvif} sizes={sizes} /> : null}
        {slide.srcset ? <source type="image/webp" srcSet={slide.srcset} sizes={sizes} /> : null}
        <img
          src={slide.image}
          alt=""
          width={1600}
          height={600}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          className={`w-full object-cover ${compact ? "aspect-[16/9] lg:h-full lg:aspect-auto" : "aspect-[16/9] h-full sm:aspect-[8/3]"}`}
        />
      </picture>
      <div
        className={`absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-scrim/80 via-scrim/40 to-transparent text-on-scrim ${
          compact ? "p-4" : "p-5 sm:p-10"
        }`}
      >
        <h2 className={compact ? "text-lg leading-tight sm:text-xl" : "max-w-xl text-2xl sm:text-4xl"}>
          {slide.title}
        </h2>
        {slide.description ? (
          <p className={compact ? "mt-1 line-clamp-2 text-sm" : "mt-2 max-w-xl text-sm sm:text-lg"}>
            {slide.description}
          </p>
        ) : null}
      </div>
    </div>
  );
  return slide.url ? (
    <Link to={href(slide.url)} className="block h-full">
      {body}
    </Link>
  ) : (
    body
  );
}

/** Home banners: a carousel (Embla, loaded when it nears the screen) with buttons and dots, or stacked panels for split themes. */
export function BannerCarousel({ slides }: { slides: SlideBanner[] }) {
  const t = useT();
  const [emblaRef, embla, withEmbla] = useLazyEmbla({ loop: true });
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla, onSelect]);

  if (!slides.length) return null;
  if (theme.hero === "split" && slides.length > 1) {
    const [first, ...rest] = slides as [SlideBanner, ...SlideBanner[]];
    return (
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Slide slide={first} priority />
        </div>
        <div className="grid gap-4 lg:grid-rows-2">
          {rest.slice(0, 2).map((slide) => (
            <Slide key={slide.id} slide={slide} priority={false} compact />
          ))}
        </div>
      </div>
    );
  }
  return (
    <section aria-roledescription="carousel" aria-label={t("home.banners")} className="relative">
      <div className="overflow-hidden" ref={emblaRef}>
        <div className="flex">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern uses role=group slides
            <div
              key={slide.id}
              className="min-w-0 flex-[0_0_100%] px-1"
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.slideOf", { index: index + 1, total: slides.length })}
            >
              <Slide slide={slide} priority={index === 0} />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => withEmbla((api) => api.scrollPrev())}
            className="absolute left-3 top-[40%] hidden sm:inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface text-ink shadow"
          >
            <Icon name="chevron-left" className="size-6" />
            <span className="sr-only">{t("home.previous")}</span>
          </button>
          <button
            type="button"
            onClick={() => withEmbla((api) => api.scrollNext())}
            className="absolute right-3 top-[40%] hidden sm:inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface text-ink shadow"
          >
            <Icon name="chevron-right" className="size-6" />
            <span className="sr-only">{t("home.next")}</span>
          </button>
          <div className="mt-3 flex justify-center gap-2">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => withEmbla((api) => api.scrollTo(index))}
                aria-current={index === selected ? "true" : undefined}
                className={`h-3 rounded-full ${index === selected ? "w-8 bg-secondary" : "w-3 bg-muted"}`}
              >
                <span className="sr-only">
                  {t("home.slideOf", { index: index + 1, total: slides.length })}
                </span>
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
