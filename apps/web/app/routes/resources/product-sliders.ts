import { apiFor } from "~/lib/api/request.server.ts";
import { type SliderView, sliderViews } from "~/lib/card-view.ts";
import type { Route } from "./+types/product-sliders";

/**
 * /{lang}/product-sliders: the shop's curated product-page sliders (`/general/sliders?is_product_page=true`),
 * cut to what their cards show. The product page asks for them as its bottom nears the screen
 * (decision 0046): they are the same on every product page, so they are not part of each page's
 * HTML. A failing API is an empty list: the page simply shows no sliders.
 */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    return { sliders: sliderViews(await (await apiFor(request)).catalogue.sliders("?is_product_page=true")) };
  } catch {
    return { sliders: [] as SliderView[] };
  }
}
