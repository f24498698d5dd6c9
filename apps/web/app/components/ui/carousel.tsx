import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";
import { useLazyEmbla } from "~/lib/use-lazy-embla.ts";

/**
 * A titled horizontal carousel (Embla, loaded when it nears the screen): the slides are a
 * server-rendered list that scrolls by touch, and by the previous/next buttons once hydrated.
 * Buttons are disabled at either end.
 */
export function Carousel({
  id,
  title,
  more,
  slides,
  slideClassName = "basis-1/2 sm:basis-1/3 lg:basis-1/4 xl:basis-1/5",
  className = "mt-10",
}: {
  id: string;
  title: ReactNode;
  more?: { to: string; label: string };
  slides: { key: string | number; node: ReactNode }[];
  slideClassName?: string;
  className?: string;
}) {
  const t = useT();
  const [emblaRef, embla, withEmbla] = useLazyEmbla({
    align: "start",
    slidesToScroll: "auto",
    containScroll: "trimSnaps",
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const update = useCallback(() => {
    setCanPrev(Boolean(embla?.canScrollPrev()));
    setCanNext(Boolean(embla?.canScrollNext()));
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla, update]);

  if (!slides.length) return null;
  const button =
    "inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-surface-alt disabled:opacity-50";
  return (
    <section aria-labelledby={`${id}-title`} className={className} data-carousel={id}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {more ? (
            <Link to={more.to} className="mr-2 text-sm font-semibold hover:underline">
              {more.label}
              <span className="sr-only">: {title}</span>
            </Link>
          ) : null}
          <button
            type="button"
            className={button}
            disabled={!canPrev}
            onClick={() => withEmbla((api) => api.scrollPrev())}
          >
            <Icon name="chevron-left" className="size-5" />
            <span className="sr-only">{t("home.previous")}</span>
          </button>
          <button
            type="button"
            className={button}
            disabled={!canNext}
            onClick={() => withEmbla((api) => api.scrollNext())}
          >
            <Icon name="chevron-right" className="size-5" />
            <span className="sr-only">{t("home.next")}</span>
          </button>
        </div>
      </div>
      <div className="overflow-hidden" ref={emblaRef}>
        <ul className="-ml-3 flex">
          {slides.map((slide) => (
            <li key={slide.key} className={`min-w-0 shrink-0 grow-0 pl-3 ${slideClassName}`}>
              {slide.node}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
