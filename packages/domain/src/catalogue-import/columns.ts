import type { SheetName } from "./types.ts";

/**
 * The columns of each sheet (decision 0051). Plain columns hold one value; localized columns are
 * written `name:lang` (title:ro, title:ru ...); products also have `stock:N`, the stock of the
 * shop's N-th store. Lists are separated by "|"; properties are "spec=value|value; spec=value".
 */
export const SHEET_COLUMNS: Record<SheetName, { plain: readonly string[]; localized: readonly string[] }> = {
  categories: {
    plain: ["path", "adults_only"],
    localized: ["title", "slug", "description", "seo_title", "seo_description"],
  },
  brands: { plain: ["name", "slug", "country"], localized: [] },
  specifications: { plain: ["spec", "type", "value"], localized: ["title", "value_title"] },
  products: {
    plain: [
      "code",
      "categories",
      "brand",
      "price",
      "old_price",
      "multiplicity",
      "weight_g",
      "prescription",
      "home_delivery",
      "card_payment",
      "loyalty_points",
      "sort_priority",
      "preorder",
      "active",
      "sales_count",
      "added",
      "color",
      "variant_group",
      "properties",
      "associated",
      "similar",
      "compatible",
      "art",
    ],
    localized: [
      "title",
      "slug",
      "short_description",
      "description",
      "leaflet",
      "unit",
      "seo_title",
      "seo_description",
      "color_title",
    ],
  },
};

/** Columns a sheet cannot do without (`title:` means the main language's title). */
export const REQUIRED_COLUMNS: Record<SheetName, readonly string[]> = {
  categories: ["path", "title:"],
  brands: ["name"],
  specifications: ["spec", "value"],
  products: ["code", "categories", "price", "title:"],
};

/** The separator of list cells (categories, related products, a property's values). */
export const LIST_SEPARATOR = "|";

/** The longest text a cell may hold: a long leaflet with room to spare. */
export const MAX_CELL_CHARS = 100_000;

/** The most rows one import takes (all sheets together). */
export const MAX_IMPORT_ROWS = 50_000;
