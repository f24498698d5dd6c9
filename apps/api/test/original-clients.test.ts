import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/** What a client written for the original platform sends and reads (integrations.md). */
const { app, database } = await build({
  payments: {
    sandbox: { enabled: true, secret: "original-clients-secret" },
    maib: { baseUrl: "http://127.0.0.1:9", projectId: null, projectSecret: null, signatureKey: null },
    apiPublicUrl: "http://api.test",
    storefrontUrl: "http://fallback.test",
  },
});
const ids = new Map<string, number>();
let shopIds: number[] = [];

beforeAll(async () => {
  const siteId = await addTestShop(database.db);
  const rows = await database.db
    .select({ id: schema.products.id, code: schema.products.code })
    .from(schema.products)
    .where(eq(schema.products.siteId, siteId));
  for (const r of rows) ids.set(r.code, r.id);
  shopIds = (
    await database.db
      .select({ id: schema.shops.id })
      .from(schema.shops)
      .where(eq(schema.shops.siteId, siteId))
  ).map((s) => s.id);
}, 60_000);

function id(code: string): number {
  const value = ids.get(code);
  if (!value) throw new Error(`no product ${code}`);
  return value;
}

const SHOP = "https://shop.example";
const post = (path: string, payload: object, lang = "ro") =>
  app.inject({
    method: "POST",
    url: `/general/${path}`,
    headers: { token: TEST_TOKEN, "accept-language": lang, "x-storefront-origin": SHOP },
    payload,
  });

/** The original's own payload: `cart.products[{product: {productId}, count}]`, pickup at a store. */
const originalOrder = (extra: object = {}) => ({
  cart: { products: [{ product: { productId: id("T-201") }, count: 1 }] },
  name: "Ana Rusu",
  phone: "+37369123456",
  email: "ana@example.md",
  paymentType: "cash",
  payment_system: null,
  deliveryType: "pickup",
  shop_id: shopIds[1],
  comments: "",
  ...extra,
});

describe("a client of the original platform", () => {
  it("may send payment_system as null, or name one", async () => {
    const none = await post("v3/order/", originalOrder());
    expect(none.statusCode, none.body).toBe(201);
    const named = await post("v3/order/", originalOrder({ payment_system: "paypal" }));
    expect(named.statusCode, named.body).toBe(201);
    const wrong = await post("v3/order/", originalOrder({ payment_system: 5 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty("payment_system");
  });
});

describe("the order answer", () => {
  it("names order_id, created_new_user, url (the order's page) and a message in the shopper's language", async () => {
    const res = await post("v3/order/", originalOrder());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // Our own fields stay.
    expect(body).toMatchObject({ id: body.order_id, number: String(body.order_id), status: "new" });
    expect(body.order_id).toBeGreaterThan(0);
    expect(body.created_new_user).toBe(false);
    expect(body.url).toBe(`${SHOP}/ro/order-checkout/${body.order_id}`);
    expect(body.message).toBe(
      `Vă mulțumim! Comanda nr. ${body.order_id} a fost plasată. Vă vom contacta pentru confirmare.`,
    );
    const ru = (await post("v2/order/create-order/", originalOrder(), "ru")).json();
    expect(ru.order_id).toBe(body.order_id + 1);
    expect(ru.url).toBe(`${SHOP}/ru/order-checkout/${ru.order_id}`);
    expect(ru.message).toBe(
      `Спасибо! Заказ № ${ru.order_id} оформлен. Мы свяжемся с вами для подтверждения.`,
    );
  });

  it("sends a guest's server-cart order to its page with the browser id, so it opens anywhere", async () => {
    const browserId = "original-clients-browser-1";
    await post("cart/add-item/", { product_id: id("T-201"), no_user_id: browserId });
    const { cart: _lines, ...fromServerCart } = originalOrder({ no_user_id: browserId });
    const body = (await post("v3/order/", fromServerCart, "en")).json();
    expect(body.url).toBe(`${SHOP}/en/order-checkout/${body.order_id}?no_user_id=${browserId}`);
    const page = await app.inject({
      url:
        new URL(body.url).pathname.replace(/^\/en\/order-checkout/, "/general/v2/order") +
        new URL(body.url).search,
      headers: { token: TEST_TOKEN },
    });
    expect(page.statusCode).toBe(200);
  });

  it("sends a card order's shopper to the payment page", async () => {
    const res = await post("v3/order/", originalOrder({ paymentType: "card", payment_system: "paypal" }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.result.payUrl).toMatch(/^https:\/\/shop\.example\/payments\/sandbox\//);
    expect(body.url).toBe(body.result.payUrl);
    expect(body.message).toBe(
      `Comanda nr. ${body.order_id} a fost plasată. Plătiți-o cu cardul pentru a o finaliza.`,
    );
  });

  it("answers the same names for a one-click order", async () => {
    const res = await post(
      "v3/quick-order/",
      { product_id: id("T-201"), name: "Ana Rusu", phone: "+37369123456" },
      "ru",
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ order_id: body.id, created_new_user: false });
    expect(body.url).toBe(`${SHOP}/ru/order-checkout/${body.order_id}`);
    expect(body.message).toContain(`№ ${body.order_id}`);
    expect(body.message).toContain("позвоним");
  });
});
