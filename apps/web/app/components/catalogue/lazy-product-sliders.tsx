import { lazy, Suspense } from "react";
import type { SliderView } from "~/lib/card-view.ts";
import { localizedPath, useLang } from "~/lib/i18n.ts";
import { useFetchNearScreen } from "~/lib/use-fetch-near-screen.ts";

// The carousel's code comes with the sliders' data, not with the page.
const DeferredSliders = lazy(() =>
  import("./product-carousel.tsx").then((m) => ({ default: m.DeferredSliders })),
);

/**
 * The shop's product-page sliders, loaded as the page's bottom nears the screen (decision 0046):
 * they are the same for every product, so each product page's HTML does not carry them, and a
 * visitor who never scrolls that far never loads them. The server renders the empty slot.
 */
export function LazyProductSliders() {
  const { slot, data } = useFetchNearScreen<{ sliders: SliderView[] }>(
    localizedPath(useLang(), "/product-sliders"),
  );
  return (
    <div ref={slot} data-testid="product-sliders" className="min-h-px">
      {data ? (
        <Suspense fallback={null}>
          <DeferredSliders sliders={data.sliders} />
        </Suspense>
      ) : null}
    </div>
  );
}
