import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { SliderView } from "~/lib/card-view.ts";
import { localizedPath, useLang } from "~/lib/i18n.ts";
import { DeferredSliders } from "./product-carousel.tsx";

/**
 * The shop's product-page sliders, loaded as the page's bottom nears the screen (decision 0046):
 * they are the same for every product, so each product page's HTML does not carry them, and a
 * visitor who never scrolls that far never loads them. The server renders the empty slot.
 */
export function LazyProductSliders() {
  const lang = useLang();
  const slot = useRef<HTMLDivElement>(null);
  const { load, data } = useFetcher<{ sliders: SliderView[] }>();
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const fetchSliders = () => void load(localizedPath(lang, "/product-sliders"));
    if (typeof IntersectionObserver !== "function") return fetchSliders();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        fetchSliders();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [lang, load]);
  return (
    <div ref={slot} data-testid="product-sliders" className="min-h-px">
      {data ? <DeferredSliders sliders={data.sliders} /> : null}
    </div>
  );
}
