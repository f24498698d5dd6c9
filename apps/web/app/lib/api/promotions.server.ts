import { promotionDetailSchema, promotionListSchema, promotionProductsSchema } from "@sf/contract";
import type { Client } from "./client.server.ts";

/** The shop's special offers; their products carry the customer's prices, so those go with the session. */
export const promotionsApi = (client: Client) => ({
  list: () => client.shared("/general/promotions", promotionListSchema),
  /** The home page's offers (at most three). */
  mainPage: () => client.shared("/general/promotions?main_page=true", promotionListSchema),
  /** An offer by its id or its slug in any of the shop's languages. */
  detail: (ref: number | string) =>
    client.shared(`/general/promotions/${encodeURIComponent(String(ref))}`, promotionDetailSchema),
  /** A page of the offer's products; `search` is the listing's query string (catalogueSearch). */
  products: (id: number, search: string) =>
    client.get(`/general/promotions/${id}/products${search}`, promotionProductsSchema),
});
