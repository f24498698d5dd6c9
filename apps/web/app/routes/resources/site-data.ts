import { siteDataResponse } from "~/lib/site-context.server.ts";
import type { Route } from "./+types/site-data";

/**
 * /{lang}/site-data/{hash}: the shop's settings, footer and menu in the page's language (JSON),
 * which every page names and preloads instead of carrying them in its hydration data (decision
 * 0030). Cached for a year under the hash of its content.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return siteDataResponse(request, params.hash);
}
