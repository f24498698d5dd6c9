import { addRecentlyViewed, parseRecentlyViewed, RECENTLY_VIEWED_KEY } from "@sf/domain";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { localizedPath, useLang, useT } from "~/lib/i18n.ts";
import { ProductSlider } from "./product-slider.tsx";

const LIST = { id: "recently_viewed", name: "Recently viewed" };

function readIds(): number[] {
  try {
    return parseRecentlyViewed(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "[]"));
  } catch {
    return [];
  }
}

/**
 * Recently viewed products (pharmacy theme): viewing a product records it in local storage
 * (newest first, no duplicates, at most 30); the slider shows the others, loaded by id.
 */
export function RecentlyViewed({ productId }: { productId: number }) {
  const t = useT();
  const lang = useLang();
  const { load, data } = useFetcher<{ products: ProductCard[] }>();
  useEffect(() => {
    const previous = readIds();
    try {
      window.localStorage.setItem(
        RECENTLY_VIEWED_KEY,
        JSON.stringify(addRecentlyViewed(previous, productId)),
      );
    } catch {
      // Storage full or blocked: the slider still shows what was there.
    }
    const others = previous.filter((id) => id !== productId);
    if (others.length) void load(`${localizedPath(lang, "/products-by-ids")}?ids=${others.join(",")}`);
  }, [productId, load, lang]);
  const products = (data?.products ?? []).filter((p) => p.productId !== productId);
  return <ProductSlider title={t("product.recentlyViewed")} products={products} itemList={LIST} />;
}
