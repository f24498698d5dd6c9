import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/** The shop's tax (decision 0023): computed with `has_tax_calculation`, where `tax_data` says. */
const { app, database } = await build();
const INCLUSIVE = "tax-inclusive-shop";
const EXCLUSIVE = "tax-exclusive-shop";
const UNTAXED = "tax-off-shop";
/** Each shop's blood pressure monitor (600 lei) and first store. */
type Shop = { product: number; store: number };
const shops = new Map<string, Shop>();

async function addShop(token: string, settings: Record<string, unknown>) {
  const siteId = await addTestShop(database.db, {
    token,
    code: token,
    settings: { allow_negative_stock: true, ...settings },
  });
  const [product] = await database.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.siteId, siteId), eq(schema.products.code, "T-201")));
  const [store] = await database.db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(eq(schema.shops.siteId, siteId));
  shops.set(token, { product: product?.id as number, store: store?.id as number });
}

beforeAll(async () => {
  // Moldovan shop, the default rates (MD 20 %, RO 21 %), prices including VAT.
  await addShop(INCLUSIVE, { has_tax_calculation: true });
  // Prices without tax, a reduced rate for one Romanian zip area.
  await addShop(EXCLUSIVE, {
    has_tax_calculation: true,
    tax_settings: {
      prices_include_tax: false,
      rates: [
        { country: "MD", rate: 20 },
        { country: "RO", rate: 21 },
        { country: "RO", zip_prefix: "07", rate: 11 },
      ],
    },
  });
  await addShop(UNTAXED, {});
}, 60_000);

const shop = (token: string) => shops.get(token) as Shop;
const post = (token: string, path: string, payload: object) =>
  app.inject({
    method: "POST",
    url: `/general/${path}`,
    headers: { token, "accept-language": "ro" },
    payload,
  });
const order = (token: string, extra: object = {}) =>
  post(token, "v3/order/", {
    cart: { products: [{ product: { productId: shop(token).product }, count: 1 }] },
    name: "Ana Rusu",
    phone: "+37369123456",
    paymentType: "cash",
    payment_system: null,
    deliveryType: "pickup",
    shop_id: shop(token).store,
    no_user_id: `tax-browser-${token}`,
    ...extra,
  });

describe("an order's tax", () => {
  it("shows the VAT inside prices that include it, at the shop's country without tax_data", async () => {
    const res = await order(INCLUSIVE);
    expect(res.statusCode, res.body).toBe(201);
    // 600 * 20 / 120 = 100: shown, the total unchanged.
    expect(res.json()).toMatchObject({ final_price: 600, tax_price: 100, tax_rate: 20, tax_included: true });
    const detail = await app.inject({
      url: `/general/v2/order/${res.json().order_id}/?no_user_id=tax-browser-${INCLUSIVE}`,
      headers: { token: INCLUSIVE },
    });
    expect(detail.json()).toMatchObject({
      final_price: 600,
      tax_price: 100,
      tax_rate: 20,
      tax_included: true,
    });
    const [row] = await database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, res.json().order_id));
    expect(row).toMatchObject({ taxPrice: 100, taxRate: 20, taxIncluded: true, finalPrice: 600 });
  });

  it("taxes where tax_data says: another country's rate, a zip area's rate", async () => {
    const ro = (await order(INCLUSIVE, { tax_data: { country: "ro", zip_code: "010011" } })).json();
    // 600 * 21 / 121 = 104.13.
    expect(ro).toMatchObject({ final_price: 600, tax_price: 104.13, tax_rate: 21 });
    // Prices without tax: 11 % is added to what the shopper pays.
    const zip = await order(EXCLUSIVE, { tax_data: { country: "RO", zip_code: "077 190" } });
    expect(zip.json()).toMatchObject({ final_price: 666, tax_price: 66, tax_rate: 11, tax_included: false });
    const md = (await order(EXCLUSIVE, { tax_data: { country: "MD", zip_code: null } })).json();
    expect(md).toMatchObject({ final_price: 720, tax_price: 120, tax_rate: 20 });
    // A country the shop has no rate for: no tax.
    const ua = (await order(EXCLUSIVE, { tax_data: { country: "UA", zip_code: "01001" } })).json();
    expect(ua).toMatchObject({ final_price: 600, tax_price: 0, tax_rate: null });
  });

  it("ignores tax_data while the shop does not calculate tax", async () => {
    const res = await order(UNTAXED, { tax_data: { country: "MD", zip_code: "2001" } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ final_price: 600, tax_price: 0, tax_rate: null });
  });

  it("refuses a tax_data country that is not a two-letter code", async () => {
    const res = await order(INCLUSIVE, { tax_data: { country: "Moldova" } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("two-letter country code");
  });
});

describe("the cart's tax", () => {
  const lines = (token: string, extra: object = {}) =>
    post(token, "cart/price-lines/", { products: [{ product_id: shop(token).product, count: 2 }], ...extra });

  it("prices a local cart's lines with their tax, where tax_data says, else at the shop's country", async () => {
    expect((await lines(INCLUSIVE)).json()).toMatchObject({
      total_price: 1200,
      tax_price: 200,
      tax_rate: 20,
      tax_included: true,
    });
    const zip = await lines(EXCLUSIVE, { tax_data: { country: "RO", zip_code: "077190" } });
    expect(zip.json()).toMatchObject({
      total_price: 1200,
      tax_price: 132,
      tax_rate: 11,
      tax_included: false,
    });
    expect((await lines(UNTAXED)).json()).not.toHaveProperty("tax_price");
  });

  it("names the server cart's tax too", async () => {
    const browser = "tax-server-cart";
    await post(INCLUSIVE, "cart/add-item/", { product_id: shop(INCLUSIVE).product, no_user_id: browser });
    const cart = await app.inject({
      url: `/general/cart/fetch-all/?no_user_id=${browser}`,
      headers: { token: INCLUSIVE },
    });
    expect(cart.json()[0]).toMatchObject({ total_price: 600, tax_price: 100, tax_rate: 20 });
  });
});
