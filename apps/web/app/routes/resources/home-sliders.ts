import { apiFor } from "~/lib/api/request.server.ts";
import { loadHomeSliders } from "~/lib/home-blocks.server.ts";
import type { Route } from "./+types/home-sliders";

/**
 * /{lang}/home-sliders: the home page's product sliders below its new products, cut to what their
 * cards show. The home page asks for them as they near the screen (decision 0052); each call is
 * the visitor's own (a signed-in customer sees their prices), and a failed call an empty slider.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return loadHomeSliders(await apiFor(request));
}
