import { parseRecentlyViewed } from "@sf/domain";
import { apiFor } from "~/lib/api/request.server.ts";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import type { Route } from "./+types/products-by-ids";

/**
 * /{lang}/products-by-ids?ids=3,1,2: product cards in the order given (recently viewed). Ids are
 * read leniently (at most 30, duplicates and junk dropped); unknown ones are left out.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const raw = (new URL(request.url).searchParams.get("ids") ?? "").slice(0, 1000).split(",").map(Number);
  const ids = parseRecentlyViewed(raw);
  if (!ids.length) return { products: [] as ProductCard[] };
  try {
    return { products: (await (await apiFor(request)).catalogue.productsByIds(ids)).products };
  } catch {
    return { products: [] as ProductCard[] };
  }
}
