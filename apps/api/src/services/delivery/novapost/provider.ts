import type { NovaPostCity, NovaPostDivision, NovaPostPriceRequest, NovaPostStreet } from "@sf/contract";
import type { PostalWarning } from "./messages.ts";

export type DivisionCategory = "PostBranch" | "Postomat";

export type PostalPriceResult =
  | { ok: true; price: number; currency: string; estimatedDays: number | null }
  | { ok: false; warning: PostalWarning };

/**
 * What the checkout's postal-carrier picker needs from a carrier. Two implementations: the demo
 * directory (the default) and the Nova Post API v1.0 adapter. Bad input throws AppError 4xx; a
 * carrier that cannot be reached throws a 502.
 */
export type PostalProvider = {
  readonly name: "demo" | "novapost";
  searchCities(query: string, lang: string): Promise<NovaPostCity[]>;
  searchStreets(cityRef: string, query: string, lang: string): Promise<NovaPostStreet[]>;
  /** Branches (PostBranch) or lockers (Postomat) of a city; `number` keeps those whose number starts with it. */
  listDivisions(
    cityRef: string,
    category: DivisionCategory,
    number: string | undefined,
    lang: string,
  ): Promise<NovaPostDivision[]>;
  price(input: NovaPostPriceRequest, lang: string): Promise<PostalPriceResult>;
};

/** The carrier's search starts at two characters, like the storefront's (spec section 5). */
export const CITY_QUERY_MIN_LENGTH = 2;
export const CITY_RESULTS_LIMIT = 20;
export const DIVISION_RESULTS_LIMIT = 100;
