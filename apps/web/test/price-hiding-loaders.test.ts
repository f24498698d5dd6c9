import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

/**
 * A shop that shows prices to customers only (`is_price_hidden_for_guests`): the catalogue
 * loaders (home, category, search, product) must send a signed-in customer's bearer, so the
 * customer sees real prices, and strip prices for guests only. The API is a small HTTP server
 * answering like the real one (always with prices; hiding them is the storefront's job).
 */
const PRICE = 123;
const card = (productId: number) => ({
  productId,
  title: `Telefon ${productId}`,
  code: `T${productId}`,
  url: `telefon-${productId}`,
  price: PRICE,
  old_price: 150,
  discount: 18,
  brand: null,
  category: null,
  img: { src: "/media/t.webp", srcset: "", srcsetAvif: "", width: 100, height: 100 },
  unit: "buc",
  multiplicity: 1,
  weight_gr: null,
  available: true,
  is_stock: true,
  count: 3,
  loyalty_give: 0,
  is_recipe: false,
  home_delivery: true,
  card_payment_available: true,
  active: true,
  preorder: false,
});
const answers: Record<string, unknown> = {
  "/settings/global_site_settings": { is_price_hidden_for_guests: true, langs: ["ro"] },
  "/settings/main_page_settings": { seo_title: "", seo_description: "", heading: "", blocks: [] },
  "/ro/main/slider-new_products/": { products: [card(1)], totalCount: 1 },
  "/ro/main/slides-popular-product/": { products: [card(3)], totalCount: 1 },
  "/general/v2/product/telefon-1/": {
    product: {
      ...card(1),
      short_description: "",
      description: "",
      images: [],
      seo_title: "",
      seo_description: "",
      seo_keywords: "",
      has_associated_products: false,
      colors: [],
      alternates: { ro: "telefon-1" },
    },
    breadcrumbs: [],
    seo_info: { title: "", description: "", keywords: "" },
    properties: [],
    availability: [],
  },
  "/general/v2/category/telefoane/": {
    category: {
      id: 5,
      title: "Telefoane",
      url: "/telefoane",
      description: "",
      seo_title: "",
      seo_description: "",
      show_18_popup: false,
      alternates: { ro: "/telefoane" },
    },
    breadcrumbs: [],
    subcategories: [],
    products: [card(1)],
    filters: [],
    price_range: { min: 100, max: 200, selectedFrom: null, selectedTo: null },
    sort: { options: [], selected: "popular" },
    totalCount: 1,
    pages: 1,
    current_page: 1,
    page_size: 24,
  },
  "/general/v2/search/search/": { query: "telefon", products: [card(1)], categories: [], totalCount: 1 },
  "/general/sliders": [{ carouselName: "Recomandate", slug: "recomandate", products: [card(2)] }],
};

type Seen = { path: string; headers: IncomingHttpHeaders };
const seen: Seen[] = [];
const api: Server = createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://api").pathname;
  seen.push({ path, headers: req.headers });
  const body = answers[path];
  res.writeHead(body ? 200 : 404, { "content-type": "application/json" });
  res.end(JSON.stringify(body ?? { detail: "Not found." }));
});

type Loader = (args: {
  request: Request;
  params: Record<string, string>;
  context: unknown;
}) => Promise<unknown>;
let loaders: Record<"home" | "homeSliders" | "category" | "search" | "product" | "productSliders", Loader>;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.SITE_TOKEN = "price-hiding-test";
  // The client reads its configuration when first imported: after the API above listens.
  const [home, homeSliders, category, search, product, productSliders] = await Promise.all([
    import("../app/routes/home.tsx"),
    import("../app/routes/resources/home-sliders.ts"),
    import("../app/routes/category.tsx"),
    import("../app/routes/product-list.tsx"),
    import("../app/routes/product.tsx"),
    import("../app/routes/resources/product-sliders.ts"),
  ]);
  loaders = {
    home: home.loader as unknown as Loader,
    homeSliders: homeSliders.loader as unknown as Loader,
    category: category.loader as unknown as Loader,
    search: search.loader as unknown as Loader,
    product: product.loader as unknown as Loader,
    productSliders: productSliders.loader as unknown as Loader,
  };
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const pages = {
  home: { url: "/ro", params: { lang: "ro" } },
  // The home page's sliders below its new products, which it loads as they near the screen.
  homeSliders: { url: "/ro/home-sliders", params: { lang: "ro" } },
  category: { url: "/ro/telefoane", params: { lang: "ro", "*": "telefoane" } },
  search: { url: "/ro/product_list?search=telefon", params: { lang: "ro" } },
  product: { url: "/ro/product/telefon-1", params: { lang: "ro", slug: "telefon-1" } },
} as const;

/** The price of the first product a page's loader data shows. */
async function shownPrice(page: keyof typeof pages, cookie: string | null): Promise<number> {
  const { url, params } = pages[page];
  const request = new Request(`http://shop.test${url}`, { headers: cookie ? { cookie } : {} });
  const data = (await loaders[page]({ request, params, context: {} })) as Record<string, unknown>;
  switch (page) {
    case "home":
      return (data.blocks as { newProducts: { price: number }[] }).newProducts[0]?.price ?? -1;
    case "homeSliders":
      return (data.popular as { price: number }[])[0]?.price ?? -1;
    case "category":
      return (data.listing as { products: { price: number }[] }).products[0]?.price ?? -1;
    case "search":
      return (data.result as { products: { price: number }[] }).products[0]?.price ?? -1;
    case "product":
      return (data.detail as { product: { price: number } }).product.price;
  }
}

/** Site-wide documents: never sent with a session, memoised across visitors. */
const siteWide = (path: string) => path.startsWith("/settings/") || path === "/general/sliders";
/** The calls for the priced data the pages show. */
const catalogueCalls = () => seen.filter((call) => call.path in answers && !siteWide(call.path));

describe("a shop that hides prices from guests", () => {
  for (const page of Object.keys(pages) as (keyof typeof pages)[]) {
    it(`${page}: a signed-in customer's loader sends their bearer and shows the real price`, async () => {
      expect(await shownPrice(page, "token=customer-access-token")).toBe(PRICE);
      const calls = catalogueCalls();
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) {
        expect(call.headers.authorization, call.path).toBe("Bearer customer-access-token");
        expect(call.headers.token).toBe("price-hiding-test");
        expect(call.headers["accept-language"]).toBe("ro");
      }
    });

    it(`${page}: a guest gets no price`, async () => {
      expect(await shownPrice(page, null)).toBe(0);
      for (const call of catalogueCalls()) expect(call.headers.authorization, call.path).toBeUndefined();
    });
  }
});

describe("the product page's sliders (the same for every visitor, memoised)", () => {
  const sliderPrice = async (cookie: string | null) => {
    // The product page loads them from /{lang}/product-sliders as its bottom nears the screen.
    const request = new Request("http://shop.test/ro/product-sliders", { headers: cookie ? { cookie } : {} });
    const data = (await loaders.productSliders({ request, params: { lang: "ro" }, context: {} })) as {
      sliders: { products: { price: number }[] }[];
    };
    return data.sliders[0]?.products[0]?.price;
  };

  it("shows a guest no price and a customer the real one, from one answer sent without a session", async () => {
    expect(await sliderPrice(null)).toBe(0);
    expect(await sliderPrice("token=customer-access-token")).toBe(PRICE);
    expect(await sliderPrice(null)).toBe(0);
    const calls = seen.filter((call) => call.path === "/general/sliders");
    expect(calls.length).toBeLessThanOrEqual(1);
    for (const call of calls) expect(call.headers.authorization).toBeUndefined();
  });
});
