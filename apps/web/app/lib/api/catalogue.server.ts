import {
  brandIndexSchema,
  brandPageSchema,
  categoryBannerSchema,
  categoryListingSchema,
  categoryProductsMainPageSchema,
  productAvailabilitySchema,
  productDetailSchema,
  productListSchema,
  productOfTheDaySchema,
  productPageSchema,
  slidersSchema,
} from "@sf/contract";
import { type Client, orNull } from "./client.server.ts";

/** Categories, products, brands and the showcase blocks (home page sliders, product of the day). */
export const catalogueApi = (client: Client) => ({
  category: (path: string, search: string) =>
    client.get(
      `/general/v2/category/${path.split("/").map(encodeURIComponent).join("/")}/${search}`,
      categoryListingSchema,
    ),
  product: (slug: string) =>
    client.get(`/general/v2/product/${encodeURIComponent(slug)}/`, productDetailSchema),
  similar: (productId: number) =>
    client.get(`/general/product_similar_products?product_id=${productId}`, productListSchema),
  /** A medicine's alternatives with the same active ingredients, cheapest first. */
  sameSubstance: (productId: number) =>
    client.get(`/general/same_substance_products?product_id=${productId}`, productListSchema),
  compatible: (productId: number) =>
    client.get(`/general/compatible-products?product_id=${productId}`, productListSchema),
  associated: (productId: number) =>
    client.get(`/general/associated-products/?product_id=${productId}`, productListSchema),
  productsByIds: (ids: number[]) =>
    client.get(`/general/product-filter?ids=${ids.join(",")}`, productListSchema),
  /** Products that go with a basket (associated, compatible and similar ones; never its own). */
  recommended: (productIds: number[]) =>
    client.get(
      `/general/product-filter/recommended?product_ids=${productIds.join(",")}&limit=12`,
      productListSchema,
    ),
  availability: (products: { id: number; count: number }[]) =>
    client.post("/general/product-availability/", { products }, productAvailabilitySchema),
  brands: () => client.get("/general/brand/", brandIndexSchema),
  brand: (slug: string, search: string) =>
    client.get(`/general/brand/${encodeURIComponent(slug)}${search}`, brandPageSchema),
  /** null when the shop has it off or nothing qualifies (the API answers 404). */
  productOfTheDay: () => orNull(client.get("/general/v2/product_of_the_day/", productOfTheDaySchema)),
  newProducts: () => client.get(`/${client.lang}/main/slider-new_products/`, productListSchema),
  popularProducts: () => client.get(`/${client.lang}/main/slides-popular-product/`, productListSchema),
  discounts: (page = 1) =>
    client.get(`/shop/product/?type=discount&page_size=10&page=${page}`, productPageSchema),
  /** The shop's curated sliders: the same for every visitor (per language), so memoised (`shared`). */
  sliders: (filter = "") => client.sharedPriced(`/general/sliders${filter}`, slidersSchema),
  categoryBlocks: () => client.get("/general/category-products-main-page/", categoryProductsMainPageSchema),
  /** null when the category has no banner. */
  banner: (categoryId: number) =>
    orNull(client.get(`/general/banner-select/${categoryId}`, categoryBannerSchema)),
});
