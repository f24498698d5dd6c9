import type { AdvertAttribute, BoardPlace } from "@sf/contract";
import type { AdvertFilters } from "@sf/domain";
import type { Api } from "../api/request.server.ts";

export type FilterOptions = {
  regions: Pick<BoardPlace, "id" | "name">[];
  locations: Pick<BoardPlace, "id" | "name">[];
  sectors: Pick<BoardPlace, "id" | "name">[];
  categories: { id: number; title: string }[];
  /** The chosen category's attributes with options (those every category has otherwise). */
  attributes: Pick<AdvertAttribute, "id" | "title" | "options">[];
};

const place = ({ id, name }: BoardPlace) => ({ id, name });

/**
 * The filter form's choices for a search, loaded on the server so the form works without
 * JavaScript: the locations of the chosen region and the sectors of the chosen location. A
 * location that is not the region's (the region changed in a form sent without JavaScript) is
 * dropped from the filters, and its sector with it.
 */
export async function loadFilterOptions(api: Api, filters: AdvertFilters): Promise<FilterOptions> {
  const [regions, categories, attributes, locations] = await Promise.all([
    api.board.regions(),
    api.board.categories(),
    api.board.attributes(filters.category),
    filters.region ? api.board.locations(filters.region).catch(() => []) : Promise.resolve([]),
  ]);
  if (filters.region && !regions.some((r) => r.id === filters.region)) filters.region = null;
  if (filters.location && !locations.some((l) => l.id === filters.location)) {
    filters.location = null;
    filters.sector = null;
  }
  const sectors = filters.location ? await api.board.sectors(filters.location).catch(() => []) : [];
  if (filters.sector && !sectors.some((s) => s.id === filters.sector)) filters.sector = null;
  return {
    regions: regions.map(place),
    locations: filters.region ? locations.map(place) : [],
    sectors: sectors.map(place),
    categories: categories.map(({ id, title }) => ({ id, title })),
    attributes: attributes
      .filter((a) => (a.kind === "select" || a.kind === "multi") && a.options.length > 0)
      .map(({ id, title, options }) => ({ id, title, options })),
  };
}
