import { readMapBox } from "@sf/domain";
import { ApiError } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { apiFilters, readAdvertSearch } from "~/lib/board/advert-search.ts";
import type { Route } from "./+types/adverts-map";

/**
 * GET /{lang}/adverts/map?bbox=west,south,east,north&zoom=N&<the listing's search>: the map's
 * clusters as JSON, from the API's `/api/adverts-map/` (the browser never holds the site token).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const bbox = url.searchParams.get("bbox") ?? "";
  const zoom = Number(url.searchParams.get("zoom"));
  if (!readMapBox(bbox) || !Number.isInteger(zoom) || zoom < 1 || zoom > 18)
    return Response.json(
      { detail: "The box is west,south,east,north and the zoom 1 to 18." },
      { status: 400 },
    );
  const { filters } = readAdvertSearch(url.searchParams);
  const api = await apiFor(request);
  try {
    const map = await api.board.map({ bbox, zoom, filters: apiFilters(filters) });
    return Response.json(map, { headers: { "cache-control": "private, max-age=30" } });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return Response.json({ detail: "The map cannot show this box." }, { status: error.status });
    throw error;
  }
}
