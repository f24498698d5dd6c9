import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/** What a client written for the original platform sends and reads (integrations.md). */
const { app, database } = await build();
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

const post = (path: string, payload: object, lang = "ro") =>
  app.inject({
    method: "POST",
    url: `/general/${path}`,
    headers: { token: TEST_TOKEN, "accept-language": lang, "x-storefront-origin": "https://shop.example" },
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
