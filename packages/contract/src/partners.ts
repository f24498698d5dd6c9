import { z } from "zod";

/** Spec section 7: `/base/partners/region_partners` (partners by region) and `/base/store_sellers`. */

export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  url: z.string().nullable(),
  /** The region's name, as in the group. */
  region: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const regionPartnersSchema = z.array(
  z.object({ id: z.number().int(), name: z.string(), partners: z.array(partnerSchema) }),
);
export type RegionPartners = z.infer<typeof regionPartnersSchema>;

/** A person serving in one of the shop's stores (the store is null for staff of no one store). */
export const storeSellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  photo: z.string().nullable(),
  store: z.object({ id: z.number().int(), title: z.string(), address: z.string() }).nullable(),
});
export type StoreSeller = z.infer<typeof storeSellerSchema>;
export const storeSellerListSchema = z.array(storeSellerSchema);
