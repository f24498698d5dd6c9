import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/** A shop's minimum order (`cart_settings.min_order_sum`): refused below it, nothing changed. */
const { app, database } = await build();
const TOKEN = "minimum-order-shop";
let productId = 0;
let shopId = 0;

beforeAll(async () => {
  const siteId = await addTestShop(database.db, {
    token: TOKEN,
    code: "minimum-order",
    settings: { cart_settings: { min_order_sum: 100 } },
  });
  const [product] = await database.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.siteId, siteId), eq(schema.products.code, "T-201")));
  productId = product?.id as number;
  await database.db.update(schema.products).set({ price: 30 }).where(eq(schema.products.id, productId));
  // The second store holds 7 of them.
  const [, shop] = await database.db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(eq(schema.shops.siteId, siteId))
    .orderBy(schema.shops.position);
  shopId = shop?.id as number;
}, 60_000);

const order = (count: number) =>
  app.inject({
    method: "POST",
    url: "/general/v3/order/",
    headers: { token: TOKEN, "accept-language": "ro" },
    payload: {
      cart: { products: [{ product: { productId }, count }] },
      name: "Ana Rusu",
      phone: "+373 69 123 456",
      paymentType: "cash",
      deliveryType: "pickup",
      shop_id: shopId,
    },
  });

const stock = async () =>
  (
    await database.db
      .select({ stock: schema.products.stockTotal })
      .from(schema.products)
      .where(eq(schema.products.id, productId))
  )[0]?.stock;

describe("minimum order", () => {
  it("refuses goods under the minimum with what is missing, and takes nothing", async () => {
    const before = await stock();
    const res = await order(3);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ min_order_sum: 100, missing: 10 });
    expect(await stock()).toBe(before);
  });

  it("accepts an order that reaches it", async () => {
    const res = await order(4);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().final_price).toBe(120);
  });
});
