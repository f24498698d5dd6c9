import {
  advertAttributeListSchema,
  advertCategoryListSchema,
  advertDetailSchema,
  advertListSchema,
  advertMapSchema,
  advertPhoneSchema,
  boardPlaceListSchema,
  type ComplaintCreate,
  complaintCategoryListSchema,
  complaintCreatedSchema,
  currencyRateListSchema,
  sellerProfileSchema,
  staticContentSchema,
} from "@sf/contract";
import type { CurrencyRates } from "@sf/domain";
import { ApiError, type Client, type SendResult } from "./client.server.ts";

const query = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
};

/**
 * The land board (spec section 7 "Advert board", decision 0054): the listing, an advert, the
 * map's clusters, "show phone", reports, and the reference data the filters are built from.
 * Reference lists are the same for every visitor: shared (memoised, no session).
 */
export const boardApi = (client: Client) => ({
  adverts: (params: { page?: number; page_size?: number; sortBy?: string; filters?: string | null }) =>
    client.get(`/general/v2/product${query(params)}`, advertListSchema, { session: false }),
  advert: (slug: string) =>
    client.get(`/api/adverts/${encodeURIComponent(slug)}/`, advertDetailSchema, { session: false }),
  map: (params: { bbox: string; zoom: number; filters?: string | null }) =>
    client.get(`/api/adverts-map/${query(params)}`, advertMapSchema, { session: false }),
  /** The advert's id (a report names it), as a write's answer: refused when the advert is gone. */
  advertId: async (slug: string): Promise<SendResult<number>> => {
    try {
      const advert = await client.get(`/api/adverts/${encodeURIComponent(slug)}/`, advertDetailSchema, {
        session: false,
      });
      return { ok: true, data: advert.id };
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        return { ok: false, status: error.status, body: null };
      throw error;
    }
  },
  /** A seller's page: name, picture, since when, and a page of their adverts that are up. */
  seller: (id: number, page: number) =>
    client.get(`/api/users/${id}/${query({ page: page > 1 ? page : null })}`, sellerProfileSchema, {
      session: false,
    }),
  /** The board's terms of use: the spec's static content 2, in the request's language. */
  terms: () => client.get("/api/static-content/2/", staticContentSchema, { session: false }),
  revealPhone: (slug: string) =>
    client.send(`/api/adverts/${encodeURIComponent(slug)}/phone/`, {}, advertPhoneSchema),
  report: (complaint: ComplaintCreate) => client.send("/api/complaint/", complaint, complaintCreatedSchema),
  regions: () => client.shared("/api/advert-regions/", boardPlaceListSchema),
  locations: (region: number) =>
    client.shared(`/api/advert-regions/${region}/locations/`, boardPlaceListSchema),
  sectors: (location: number) => client.shared(`/api/sectors/?location=${location}`, boardPlaceListSchema),
  categories: () => client.shared("/api/adverts-categories/", advertCategoryListSchema),
  attributes: (category: number | null) =>
    client.shared(`/api/adverts-attributes/${query({ category })}`, advertAttributeListSchema),
  complaintCategories: () => client.shared("/api/complaint-categories/", complaintCategoryListSchema),
  /** Lei for one EUR and one USD, or null when the site has no rates. */
  rates: async (): Promise<CurrencyRates | null> => {
    const list = await client.shared("/api/currency-rates/", currencyRateListSchema);
    const eur = list.find((r) => r.currency === "EUR")?.rate;
    const usd = list.find((r) => r.currency === "USD")?.rate;
    return eur && usd ? { EUR: eur, USD: usd } : null;
  },
});
