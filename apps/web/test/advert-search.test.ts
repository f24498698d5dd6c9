import { DEFAULT_ADVERT_FILTERS } from "@sf/domain";
import { describe, expect, it } from "vitest";
import { advertSearchQuery, apiFilters, readAdvertSearch } from "../app/lib/board/advert-search.ts";

const read = (query: string) => readAdvertSearch(new URLSearchParams(query));

describe("the board listing's address", () => {
  it("is the defaults without a query, and sends no filters to the API", () => {
    const search = read("");
    expect(search).toEqual({ filters: DEFAULT_ADVERT_FILTERS, sort: "newest", page: 1, more: false });
    expect(apiFilters(search.filters)).toBeNull();
    expect(advertSearchQuery(search)).toBe("");
  });

  it("reads the GET form's flat fields into the domain's filters and writes them back", () => {
    const search = read(
      "region=3&location=14&sector=&category=2&price_from=1000&price_to=50000&currency=MDL&area_from=5&unit=ha&firm=1&a7=21&a7=22&sort=price_asc&page=2",
    );
    expect(search.filters).toMatchObject({
      region: 3,
      location: 14,
      sector: null,
      category: 2,
      price_from: 1000,
      price_to: 50000,
      price_unit: "MDL",
      area_from: 5,
      area_unit: "ha",
      is_negotiable_price: false,
      attributes: { 7: [21, 22] },
    });
    expect(search.sort).toBe("price_asc");
    expect(search.page).toBe(2);
    expect(readAdvertSearch(new URLSearchParams(advertSearchQuery(search)))).toEqual(search);
    expect(JSON.parse(apiFilters(search.filters) ?? "{}")).toMatchObject({ region: 3, price_unit: "MDL" });
  });

  it("drops what does not hold: a location without its region, bad numbers, unknown units and sorts", () => {
    const search = read(
      "location=14&sector=9&price_from=-5&price_to=abc&currency=GBP&unit=acre&sort=x&page=0",
    );
    expect(search.filters.location).toBeNull();
    expect(search.filters.sector).toBeNull();
    expect(search.filters.price_from).toBeNull();
    expect(search.filters.price_to).toBeNull();
    expect(search.filters.price_unit).toBe("EUR");
    expect(search.filters.area_unit).toBe("ari");
    expect(search.sort).toBe("newest");
    expect(search.page).toBe(1);
    // Swapped bounds are put in order, as the domain reads them.
    expect(read("price_from=900&price_to=100").filters).toMatchObject({ price_from: 100, price_to: 900 });
  });
});
