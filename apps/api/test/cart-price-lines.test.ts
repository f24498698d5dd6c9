import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/** `POST /general/cart/price-lines/`: a local cart's lines priced like the server cart. */
const { app, database } = await build();
const ids = new Map<string, number>();

beforeAll(async () => {
  const siteId = await addTestShop(database.db);
  const rows = await database.db
    .select({ id: schema.products.id, code: schema.products.code })
    .from(schema.products)
    .where(eq(schema.products.siteId, siteId));
  for (const r of rows) ids.set(r.code, r.id);
  await database.db
    .update(schema.products)
    .set({ price: 12.5, oldPrice: 15, multiplicity: 0.5 })
    .where(and(eq(schema.products.siteId, siteId), eq(schema.products.id, id("T-101"))));
}, 60_000);

function id(code: string): number {
  const value = ids.get(code);
  if (!value) throw new Error(`no product ${code}`);
  return value;
}

const price = (products: unknown) =>
  app.inject({
    method: "POST",
    url: "/general/cart/price-lines/",
    headers: { token: TEST_TOKEN, "accept-language": "ru" },
    payload: { products },
  });

describe("price-lines", () => {
  it("prices the lines from the catalogue, adds up repeats, and raises a quantity below the step", async () => {
    const res = await price([
      { product_id: id("T-101"), count: 0.7 },
      { product_id: id("T-101"), count: 0.5 },
      { product_id: 999_999_999, count: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({ id: id("T-101"), count: 1.2, price: 12.5, line_total: 15 });
    // The card is in the request's language.
    expect(cart.products[0].product.title).toMatch(/мг/);
    expect(cart.total_price).toBe(15);
    expect(cart.total_discount).toBe(3);
    const small = (await price([{ product_id: id("T-101"), count: 0.2 }])).json();
    expect(small.products[0].count).toBe(0.5);
  });

  it("flags a line beyond the stock instead of refusing it", async () => {
    const res = await price([{ product_id: id("T-202"), count: 5 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().products[0]).toMatchObject({ available: false, max_count: 1 });
  });

  it("answers 400 with the field for bad lines, never 500", async () => {
    for (const products of [
      [{ product_id: -1, count: 1 }],
      [{ product_id: id("T-101"), count: -2 }],
      [{ product_id: id("T-101"), count: "many" }],
      Array.from({ length: 101 }, (_, i) => ({ product_id: i + 1, count: 1 })),
      "nope",
    ]) {
      const res = await price(products);
      expect(res.statusCode).toBe(400);
    }
    expect((await price([])).json().products).toEqual([]);
  });
});
