import { apiFor } from "~/lib/api/request.server.ts";
import type { Route } from "./+types/board-places";

const ID = /^\d{1,10}$/;

/**
 * GET /{lang}/adverts/places?region=ID (its locations) or ?location=ID (its sectors): the next
 * list of the filter form's place cascade, as JSON, when the visitor picks a place.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const region = search.get("region") ?? "";
  const location = search.get("location") ?? "";
  const api = await apiFor(request);
  const places = ID.test(region)
    ? await api.board.locations(Number(region)).catch(() => [])
    : ID.test(location)
      ? await api.board.sectors(Number(location)).catch(() => [])
      : null;
  if (places === null)
    return Response.json({ detail: "A region or a location is required." }, { status: 400 });
  return Response.json(
    { places: places.map(({ id, name }) => ({ id, name })) },
    { headers: { "cache-control": "public, max-age=300" } },
  );
}
