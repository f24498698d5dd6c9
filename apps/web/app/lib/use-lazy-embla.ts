import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Embla on a server-rendered carousel, loaded when the carousel comes near the screen, is
 * touched, or a button asks for it (decision 0011): the slides are plain HTML until then, and
 * Embla's 7 KB gzipped stay out of the page's first load. Returns the viewport ref, the Embla
 * API once loaded, and `withEmbla(fn)`, which loads Embla first if needed (for the buttons).
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const optionsRef = useRef(options);
  const startRef = useRef<(() => Promise<EmblaCarouselType | null>) | null>(null);

  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | null = null;
    let cancelled = false;
    let loading: Promise<EmblaCarouselType | null> | null = null;
    const start = () => {
      loading ??= import("embla-carousel").then(({ default: EmblaCarousel }) => {
        if (cancelled) return null;
        api = EmblaCarousel(viewport, optionsRef.current);
        setEmbla(api);
        return api;
      });
      observer?.disconnect();
      return loading;
    };
    startRef.current = start;
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin: "200px",
          })
        : null;
    if (observer) observer.observe(viewport);
    else void start();
    viewport.addEventListener("pointerdown", start, { once: true });
    return () => {
      cancelled = true;
      observer?.disconnect();
      viewport.removeEventListener("pointerdown", start);
      startRef.current = null;
      api?.destroy();
      setEmbla(null);
    };
  }, [viewport]);

  const withEmbla = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (embla) action(embla);
      else void startRef.current?.().then((api) => api && action(api));
    },
    [embla],
  );

  return [setViewport, embla, withEmbla] as const;
}
