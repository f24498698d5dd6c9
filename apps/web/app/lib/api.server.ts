import {
  type AdvantageKind,
  aboutUsPageSchema,
  advantagesSchema,
  brandIndexSchema,
  brandPageSchema,
  cartListSchema,
  cartSchema,
  categoryBannerSchema,
  categoryListingSchema,
  categoryProductsMainPageSchema,
  cmsPageSchema,
  type companyInputSchema,
  companySchema,
  compareSchema,
  contactsSchema,
  creditOffersSchema,
  type DeliveryCostRequest,
  defaultSiteFilesSchema,
  type deliveryAddressCreateSchema,
  deliveryAddressSchema,
  deliveryCostSchema,
  deliveryPageSchema,
  deliveryTimeSchema,
  footerSettingsSchema,
  globalSiteSettingsSchema,
  localitySchema,
  mainCarouselCategorySchema,
  mainPageSettingsSchema,
  menuTreeSchema,
  type NovaPostPriceRequest,
  novaPostCitySchema,
  novaPostDivisionSchema,
  novaPostPriceResultSchema,
  type OrderCreateInput,
  orderCreatedSchema,
  orderDetailSchema,
  orderListSchema,
  orderPaymentStatusSchema,
  pageContactsSchema,
  popularQueriesSchema,
  productAvailabilitySchema,
  productDetailSchema,
  productListSchema,
  productOfTheDaySchema,
  productPageSchema,
  promoResultSchema,
  type QuickOrderCreateInput,
  type RegisterInput,
  type ReviewCreate,
  regionSchema,
  registeredSchema,
  reviewListSchema,
  reviewSchema,
  reviewVoteSchema,
  searchResultSchema,
  searchSuggestionsSchema,
  slidersSchema,
  slidesBannerSchema,
  storesSchema,
  termsAndPrivacySchema,
  tokenPairSchema,
  twitterRequestTokenSchema,
  type UserRequest,
  userGroupSchema,
  userRequestResponseSchema,
  userSchema,
} from "@sf/contract";
import { maskPrices } from "@sf/domain";
import { LRUCache } from "lru-cache";
import { data, redirectDocument } from "react-router";
import { z } from "zod";
import { config } from "./config.server.ts";
import { clearSessionCookiesPlain } from "./session-cookies.ts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`API ${path} answered ${status}`);
    this.name = "ApiError";
  }
}

/** Short-lived memo of site-wide documents (settings, menu, footer) so one page view is one round trip. */
const shared = new LRUCache<string, Promise<unknown>>({ max: 500, ttl: 10_000 });

const cmsPageResponseSchema = cmsPageSchema.extend({
  lang: z.string(),
  alternates: z.record(z.string(), z.string()),
});
/** An API answer to a write: the parsed body, or the status and raw body of a refusal. */
export type SendResult<T> = { ok: true; data: T } | { ok: false; status: number; body: unknown };

export type CmsPageView = z.infer<typeof cmsPageResponseSchema>;

/**
 * The typed client of the shops' API, bound to one language and, for a signed-in customer, to
 * their access token (sent as a bearer; never with the site-wide documents shared between
 * visitors). It sends the site token and Accept-Language, validates every answer against the
 * shared contract, and throws ApiError. A 401 to a customer's token means their session ended:
 * the tokens are cleared and the shopper goes home with the login open (spec section 8).
 */
export function createApi(lang: string, bearer: string | null = null, clientIp: string | null = null) {
  // The shopper's address for the API's rate limits (it believes this server's X-Forwarded-For).
  const auth = (memo: boolean): Record<string, string> => ({
    ...(bearer && !memo ? { authorization: `Bearer ${bearer}` } : {}),
    ...(clientIp && !memo ? { "x-forwarded-for": clientIp } : {}),
  });
  const sessionEnded = (status: number, memo = false) => {
    if (status === 401 && bearer && !memo) {
      const headers = new Headers();
      for (const value of clearSessionCookiesPlain()) headers.append("set-cookie", value);
      throw redirectDocument(`/${lang}/?login=true`, { headers });
    }
  };
  async function get<T>(
    path: string,
    schema: z.ZodType<T>,
    memo = false,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const key = `${lang}:${path}`;
    if (memo) {
      const hit = shared.get(key) as Promise<T> | undefined;
      if (hit) return hit;
    }
    const promise = (async () => {
      const res = await fetch(config.apiUrl + path, {
        headers: {
          ...extraHeaders,
          ...auth(memo),
          token: config.siteToken,
          "accept-language": lang,
          accept: "application/json",
        },
        signal: AbortSignal.timeout(10_000),
      });
      sessionEnded(res.status, memo);
      if (!res.ok) throw new ApiError(res.status, path);
      const parsed = schema.parse(await res.json());
      // A shop that shows prices to customers only: a guest's data carries none (guest-prices.ts).
      if (
        !memo &&
        !bearer &&
        (await get("/settings/global_site_settings", globalSiteSettingsSchema, true))
          .is_price_hidden_for_guests
      )
        return maskPrices(parsed);
      return parsed;
    })();
    if (memo) {
      shared.set(key, promise);
      promise.catch(() => shared.delete(key));
    }
    return promise;
  }

  /** POSTs JSON; 4xx answers come back as values (they carry field messages), others throw. */
  async function send<T>(
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    headers: Record<string, string> = {},
    method: "POST" | "PATCH" | "DELETE" = "POST",
  ): Promise<SendResult<T>> {
    const res = await fetch(config.apiUrl + path, {
      method,
      headers: {
        ...auth(false),
        token: config.siteToken,
        "accept-language": lang,
        accept: "application/json",
        "content-type": "application/json",
        ...headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    sessionEnded(res.status);
    if (res.status === 204) return { ok: true, data: schema.parse(undefined) };
    if (res.ok) return { ok: true, data: schema.parse(await res.json()) };
    if (res.status >= 400 && res.status < 500) {
      return { ok: false, status: res.status, body: await res.json().catch(() => null) };
    }
    throw new ApiError(res.status, path);
  }
  /** POSTs JSON and throws on any error answer. */
  async function post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const result = await send(path, body, schema);
    if (!result.ok) throw new ApiError(result.status, path);
    return result.data;
  }

  return {
    /** Accounts (djoser / SimpleJWT shapes). */
    login: (email: string, password: string) =>
      send("/auth/jwt/create/", { email, password }, tokenPairSchema),
    register: (input: RegisterInput) => send("/auth/users/", input, registeredSchema),
    socialLogin: (provider: "google" | "facebook", accessToken: string) =>
      send(`/users/${provider}-auth/`, { access_token: accessToken, platform: "web" }, tokenPairSchema),
    /** Twitter (OAuth 1.0a): a request token for the callback page, then the callback's token and verifier. */
    twitterRequestToken: (callbackUrl: string) =>
      send("/users/twitter-auth/request-token/", { callback_url: callbackUrl }, twitterRequestTokenSchema),
    twitterLogin: (oauthToken: string, oauthVerifier: string) =>
      send(
        "/users/twitter-auth/auth/",
        { oauth_token: oauthToken, oauth_verifier: oauthVerifier },
        tokenPairSchema,
      ),
    activate: (uid: string, token: string) =>
      send("/auth/users/activation/", { uid, token }, tokenPairSchema),
    logout: (refresh: string | null) =>
      send("/auth/token/logout/", refresh ? { refresh } : {}, z.undefined()),
    me: () => get("/auth/users/me/", userSchema),
    /** A six-digit sign-in code by e-mail (`email-code`) or SMS (`sms-code`). */
    sendLoginCode: (target: { email: string } | { phone: string }) =>
      get(
        "email" in target
          ? `/api/v1/email-code/?email=${encodeURIComponent(target.email)}`
          : `/api/v1/sms-code/?phone=${encodeURIComponent(target.phone)}`,
        z.object({ detail: z.string() }),
      )
        .then(() => true)
        .catch(() => false),
    loginWithCode: (target: { email: string } | { phone: string }, code: string) =>
      send("/api/v1/loginByEmail/", { ...target, code }, tokenPairSchema),
    resetPassword: (email: string) => send("/auth/users/reset_password/", { email }, z.undefined()),
    resetPasswordConfirm: (uid: string, token: string, newPassword: string) =>
      send("/auth/users/reset_password_confirm/", { uid, token, new_password: newPassword }, z.undefined()),
    /** Signed in: the guest cart of this browser moves into the customer's. */
    mergeCart: (browserId: string) =>
      send("/general/cart/merge-cart/", { no_user_id: browserId }, cartSchema),
    deliveryAddresses: () => get("/general/cart/get-delivery-addresses/", z.array(deliveryAddressSchema)),
    createDeliveryAddress: (address: z.input<typeof deliveryAddressCreateSchema>) =>
      send("/general/cart/create-delivery-address/", address, z.array(deliveryAddressSchema)),
    deleteDeliveryAddress: (id: number) =>
      send(
        "/general/cart/delete-delivery-address/",
        { shipping_address_id: id },
        z.array(deliveryAddressSchema),
      ),
    settings: () => get("/settings/global_site_settings", globalSiteSettingsSchema, true),
    footer: () => get("/settings/footer_settings", footerSettingsSchema, true),
    menuTree: () => get("/general/menu_tree", menuTreeSchema, true),
    defaultFiles: () => get("/settings/default-site-files/", defaultSiteFilesSchema, true),
    mainPage: () => get("/settings/main_page_settings", mainPageSettingsSchema, true),
    slides: () => get("/base/slides_banner", slidesBannerSchema, true),
    about: () => get("/settings/about_us_page", aboutUsPageSchema, true),
    delivery: () => get("/settings/delivery_page", deliveryPageSchema, true),
    legal: () => get("/settings/terms_and_privacy_policy", termsAndPrivacySchema, true),
    pageContacts: () => get("/base/page-contacts", pageContactsSchema, true),
    contacts: () => get("/base/contacts", contactsSchema),
    page: (slug: string) => get(`/page/${encodeURIComponent(slug)}/`, cmsPageResponseSchema),
    category: (path: string, search: string) =>
      get(
        `/general/v2/category/${path.split("/").map(encodeURIComponent).join("/")}/${search}`,
        categoryListingSchema,
      ),
    product: (slug: string) => get(`/general/v2/product/${encodeURIComponent(slug)}/`, productDetailSchema),
    /**
     * Product search. `record` marks a completed search (the results page): the API counts it for
     * popular queries unless the visitor's user agent, forwarded here, is a bot.
     */
    search: (query: string, pageSize = 24, record?: { userAgent: string }) =>
      get(
        `/general/v2/search/search/?query=${encodeURIComponent(query)}&page_size=${pageSize}${record ? "&record=1" : ""}`,
        searchResultSchema,
        false,
        record ? { "user-agent": record.userAgent } : {},
      ),
    searchSuggestions: (query: string) =>
      get(`/general/v2/search/suggest/?query=${encodeURIComponent(query)}`, searchSuggestionsSchema),
    popularQueries: (limit = 8) => get(`/general/popular_query?limit=${limit}`, popularQueriesSchema, true),
    similar: (productId: number) =>
      get(`/general/product_similar_products?product_id=${productId}`, productListSchema),
    compatible: (productId: number) =>
      get(`/general/compatible-products?product_id=${productId}`, productListSchema),
    reviews: (productId: number, page = 1) =>
      get(`/general/product-review/?product_id=${productId}&page=${page}`, reviewListSchema),
    createReview: (review: ReviewCreate, browserId: string) =>
      send("/general/product-review/", review, reviewSchema, { "x-browser-id": browserId }),
    voteReview: (id: number, vote: "like" | "dislike", browserId: string) =>
      send(`/general/product-review/${id}/${vote}/`, {}, reviewVoteSchema, { "x-browser-id": browserId }),
    associated: (productId: number) =>
      get(`/general/associated-products/?product_id=${productId}`, productListSchema),
    productsByIds: (ids: number[]) => get(`/general/product-filter?ids=${ids.join(",")}`, productListSchema),
    availability: (products: { id: number; count: number }[]) =>
      post("/general/product-availability/", { products }, productAvailabilitySchema),
    userRequest: (request: UserRequest) => post("/base/user-request/", request, userRequestResponseSchema),
    brands: () => get("/general/brand/", brandIndexSchema),
    brand: (slug: string, search: string) =>
      get(`/general/brand/${encodeURIComponent(slug)}${search}`, brandPageSchema),
    /** null when the shop has it off or nothing qualifies (the API answers 404). */
    productOfTheDay: () => orNull(get("/general/v2/product_of_the_day/", productOfTheDaySchema)),
    newProducts: () => get(`/${lang}/main/slider-new_products/`, productListSchema),
    popularProducts: () => get(`/${lang}/main/slides-popular-product/`, productListSchema),
    discounts: (page = 1) => get(`/shop/product/?type=discount&page_size=10&page=${page}`, productPageSchema),
    sliders: (filter = "") => get(`/general/sliders${filter}`, slidersSchema),
    carouselCategories: () => get("/base/main-carousel-category", mainCarouselCategorySchema, true),
    categoryBlocks: () => get("/general/category-products-main-page/", categoryProductsMainPageSchema),
    /** null when the category has no banner. */
    banner: (categoryId: number) => orNull(get(`/general/banner-select/${categoryId}`, categoryBannerSchema)),
    advantages: (kind: AdvantageKind) => get(`/base/advantage/${kind}`, advantagesSchema, true),
    /**
     * The visitor's server cart: a signed-in customer's (the bearer), else the guest's by
     * `browserId` (the `browser_id` cookie, sent as `no_user_id`).
     */
    cart: (browserId: string | null) =>
      get(
        `/general/cart/fetch-all/${browserId ? `?no_user_id=${encodeURIComponent(browserId)}` : ""}`,
        cartListSchema,
      ).then((list) => list[0] ?? null),
    cartAdd: (browserId: string, productId: number, count?: number) =>
      send("/general/cart/add-item/", { product_id: productId, count, no_user_id: browserId }, cartSchema),
    cartReduce: (browserId: string, productId: number, count?: number) =>
      send("/general/cart/reduce-item/", { product_id: productId, count, no_user_id: browserId }, cartSchema),
    cartRemove: (browserId: string, productIds: number[]) =>
      send("/general/cart/remove-item/", { product_ids: productIds, no_user_id: browserId }, cartSchema),
    stores: () => get("/shop/get-stores/", storesSchema),
    regions: () => get("/base/region/", z.array(regionSchema), true),
    localities: (regionId: number) =>
      get(`/base/locality?region_id=${regionId}`, z.array(localitySchema), true),
    pickupSlots: (storeId: number) => get(`/general/delivery-time/${storeId}/`, deliveryTimeSchema),
    /** Products that go with a basket (associated, compatible and similar ones; never its own). */
    recommended: (productIds: number[]) =>
      get(
        `/general/product-filter/recommended?product_ids=${productIds.join(",")}&limit=12`,
        productListSchema,
      ),
    /** Nova Post's towns matching what the shopper typed (two characters or more). */
    novaPostCities: (query: string) =>
      send("/general/v2/novapost/city/", { query }, z.array(novaPostCitySchema)),
    /** A town's branches ("warehouse") or parcel lockers ("postmachine"). */
    novaPostDivisions: (kind: "warehouse" | "postmachine", cityRef: string) =>
      send(`/general/v2/novapost/${kind}/`, { cityRef }, z.array(novaPostDivisionSchema)),
    /** The carrier's price: a list whose first element is the price, or a text saying why there is none. */
    novaPostPrice: (request: NovaPostPriceRequest) =>
      send("/general/v2/novapost/delivery-price/", request, novaPostPriceResultSchema),
    deliveryCost: (request: DeliveryCostRequest) =>
      send("/general/delivery-cost/", request, deliveryCostSchema),
    /** The shop's credit offers for these lines (cheapest monthly payment first). */
    credits: (lines: { id: number; count: number }[]) =>
      get(
        `/general/credits?product_ids=${lines.map((l) => l.id).join(",")}&counts=${lines.map((l) => l.count).join(",")}`,
        creditOffersSchema,
      ),
    /** A local cart's lines priced like the server cart (nothing is stored). */
    cartPriceLines: (lines: { id: number; count: number }[]) =>
      send(
        "/general/cart/price-lines/",
        { products: lines.map((line) => ({ product_id: line.id, count: line.count })) },
        cartSchema,
      ),
    /** A promo code on given lines (a local cart). */
    promoPreview: (code: string, lines: { id: number; count: number }[]) =>
      send("/general/order/preview-promo/", { promo_code: code, products: lines }, promoResultSchema),
    promoPrices: (browserId: string | null, code: string) =>
      send(
        "/general/promo-code/update_prices/",
        { code, ...(browserId ? { no_user_id: browserId } : {}) },
        promoResultSchema,
      ),
    createOrder: (order: OrderCreateInput, idempotencyKey: string, origin: string) =>
      send("/general/v3/order/", order, orderCreatedSchema, {
        "idempotency-key": idempotencyKey,
        "x-storefront-origin": origin,
      }),
    quickOrder: (order: QuickOrderCreateInput, idempotencyKey: string | null) =>
      send(
        "/general/v3/quick-order/",
        order,
        orderCreatedSchema,
        idempotencyKey ? { "idempotency-key": idempotencyKey } : {},
      ),
    /** An order of this browser's guest (`browserId`) or of the signed-in customer (the bearer). */
    order: (id: number, browserId: string | null) =>
      get(`/general/v2/order/${id}/${browserQuery(browserId)}`, orderDetailSchema),
    orderPaymentStatus: (id: number, browserId: string | null) =>
      get(
        `/general/v2/order/${id}/check-payment-status/${browserQuery(browserId)}`,
        orderPaymentStatusSchema,
      ),
    payOrder: (id: number, browserId: string | null, origin: string) =>
      send(`/general/v2/order/${id}/pay/`, browserId ? { no_user_id: browserId } : {}, orderCreatedSchema, {
        "x-storefront-origin": origin,
      }),
    /** The signed-in customer's favourites (product ids, newest first). */
    favorites: () => get("/favorites/", favoriteIdsSchema),
    favoriteAdd: (productId: number) => send("/favorites/", { product_id: productId }, favoriteIdsSchema),
    favoriteRemove: (productId: number | "all") =>
      send(
        "/favorites/",
        productId === "all" ? { clear_all: true } : { product_id: productId },
        favoriteIdsSchema,
        {},
        "DELETE",
      ),
    favoritesMerge: (ids: number[]) =>
      send("/api/v1/user/fav/", { goods: ids }, favoriteIdsSchema, {}, "PATCH"),
    compare: (ids: number[]) => get(`/general/compare/?ids=${ids.join(",")}`, compareSchema),
    userGroup: () => get(`/users/user-group/?timestamp=${Date.now()}`, userGroupSchema),
    companies: () => get("/users/company/", z.array(companySchema)),
    createCompany: (userId: number, company: z.input<typeof companyInputSchema>) =>
      send(`/users/user-group/${userId}/create-company/`, company, userGroupSchema, {}, "PATCH"),
    /** The signed-in customer's order history. */
    orders: (query: URLSearchParams) => get(`/general/v2/order/?${query}`, orderListSchema),
    updateProfile: (
      id: number,
      profile: { first_name?: string; last_name?: string; phone?: string; birthday?: string | null },
    ) => send(`/users/user/${id}/`, profile, userSchema, {}, "PATCH"),
    setPassword: (body: { current_password: string; new_password: string; re_password: string }) =>
      send("/auth/users/set_password/", body, z.undefined()),
    requestAccountDeletion: () => send("/users/user/delete-account/", {}, z.undefined()),
    confirmAccountDeletion: (uid: string, token: string) =>
      send("/users/user/confirm-delete-account/", { uid, token }, z.undefined()),
    cartLoyalty: (browserId: string, productId: number, active: boolean) =>
      send(
        "/general/cart/set-loyalty-item/",
        { product_id: productId, active, no_user_id: browserId },
        cartSchema,
      ),
  };
}

export type Api = ReturnType<typeof createApi>;

const favoriteIdsSchema = z.object({ product_ids: z.array(z.number().int()) });

const browserQuery = (browserId: string | null) =>
  browserId ? `?no_user_id=${encodeURIComponent(browserId)}` : "";

/** An API 404 as null (an optional block the shop has not set up); other failures stay errors. */
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Turns an API 404 into the storefront's 404 page; other failures stay errors (500 page). */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
