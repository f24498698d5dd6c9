import { schema } from "@sf/db";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

const { app, database } = await build();
const OTHER_TOKEN = "cart-other-shop";
const ids = new Map<string, number>();
let otherShopProduct = 0;

beforeAll(async () => {
  const siteId = await addTestShop(database.db);
  const otherId = await addTestShop(database.db, { token: OTHER_TOKEN, code: "cart-other" });
  const rows = await database.db
    .select({ id: schema.products.id, code: schema.products.code, siteId: schema.products.siteId })
    .from(schema.products)
    .where(inArray(schema.products.siteId, [siteId, otherId]));
  for (const r of rows) if (r.siteId === siteId) ids.set(r.code, r.id);
  otherShopProduct = rows.find((r) => r.siteId === otherId)?.id ?? 0;
  const { products } = schema;
  // A product sold by the half metre with plenty of stock, and one no longer sold.
  await database.db
    .update(products)
    .set({ multiplicity: 0.5, stockTotal: 100, price: 12.5 })
    .where(eq(products.id, id("T-101")));
  await database.db
    .update(products)
    .set({ active: false })
    .where(eq(products.id, id("T-106")));
  await database.db
    .update(products)
    .set({ stockTotal: 500, loyaltyGive: 3, price: 19.99, oldPrice: 25 })
    .where(eq(products.id, id("T-102")));
}, 60_000);

function id(code: string): number {
  const value = ids.get(code);
  if (!value) throw new Error(`no product ${code}`);
  return value;
}

const headers = (token = TEST_TOKEN) => ({ token, "accept-language": "ro" });
const post = (path: string, payload: object, token = TEST_TOKEN) =>
  app.inject({ method: "POST", url: `/general/cart/${path}/`, headers: headers(token), payload });
const fetchAll = (browser: string, token = TEST_TOKEN) =>
  app.inject({ url: `/general/cart/fetch-all/?no_user_id=${browser}`, headers: headers(token) });
const validate = (browser: string) =>
  app.inject({ url: `/general/cart/validate-products/?no_user_id=${browser}`, headers: headers() });

let browserSeq = 0;
const newBrowser = () => `test-browser-${++browserSeq}-${Date.now()}`;

describe("server cart", () => {
  it("adds a product with the price from the catalogue, whatever the client says", async () => {
    const browser = newBrowser();
    const res = await post("add-item", {
      product_id: id("T-102"),
      count: 2,
      no_user_id: browser,
      price: 0.01,
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({ id: id("T-102"), count: 2, price: 19.99, line_total: 39.98 });
    expect(cart.products[0].product.title).toMatch(/Paracetamol|mg/);
    expect(cart).toMatchObject({
      total_count: 2,
      total_price: 39.98,
      total_discount: 10.02,
      loyalty_give: 6,
    });

    const again = (await post("add-item", { product_id: id("T-102"), no_user_id: browser })).json();
    expect(again.products[0].count).toBe(3);
    const listed = (await fetchAll(browser)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0].total_price).toBe(59.97);
  });

  it("rounds quantities to three decimals and raises them to the multiplicity", async () => {
    const browser = newBrowser();
    let cart = (await post("add-item", { product_id: id("T-101"), count: 0.2, no_user_id: browser })).json();
    expect(cart.products[0].count).toBe(0.5);
    cart = (await post("add-item", { product_id: id("T-101"), count: 1.23456, no_user_id: browser })).json();
    expect(cart.products[0].count).toBe(1.735);
    expect(cart.products[0].line_total).toBe(21.69);
    cart = (await post("reduce-item", { product_id: id("T-101"), count: 1.5, no_user_id: browser })).json();
    expect(cart.products[0].count).toBe(0.5);
    cart = (await post("reduce-item", { product_id: id("T-101"), no_user_id: browser })).json();
    expect(cart.products).toHaveLength(0);
    expect(cart.total_price).toBe(0);
  });

  it("refuses what cannot be sold with a message, and keeps the cart as it was", async () => {
    const browser = newBrowser();
    await post("add-item", { product_id: id("T-102"), no_user_id: browser });
    const tooMany = await post("add-item", { product_id: id("T-201"), count: 11, no_user_id: browser });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe("Only 10 available.");
    const outOfStock = await post("add-item", { product_id: id("T-204"), no_user_id: browser });
    expect(outOfStock.statusCode).toBe(400);
    expect(outOfStock.json().detail).toBe("This product is out of stock.");
    const inactive = await post("add-item", { product_id: id("T-106"), no_user_id: browser });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().detail).toBe("This product is no longer sold.");
    const preorder = await post("add-item", { product_id: id("T-203"), count: 4, no_user_id: browser });
    expect(preorder.statusCode).toBe(200);
    const cart = (await fetchAll(browser)).json()[0];
    expect(cart.products.map((p: { id: number; count: number }) => [p.id, p.count])).toEqual([
      [id("T-102"), 1],
      [id("T-203"), 4],
    ]);
  });

  it("answers bad input with a 4xx and a message, never a 500", async () => {
    const browser = newBrowser();
    const cases: [string, object, number][] = [
      ["add-item", { product_id: id("T-102") }, 400],
      ["add-item", { product_id: id("T-102"), no_user_id: "bad id with spaces" }, 400],
      ["add-item", { product_id: "abc", no_user_id: browser }, 400],
      ["add-item", { product_id: id("T-102"), count: -1, no_user_id: browser }, 400],
      ["add-item", { product_id: id("T-102"), count: 0, no_user_id: browser }, 400],
      ["add-item", { product_id: id("T-102"), count: 1e9, no_user_id: browser }, 400],
      ["add-item", { product_id: otherShopProduct, no_user_id: browser }, 404],
      ["add-item", { product_id: 2_000_000_000, no_user_id: browser }, 404],
      ["reduce-item", { product_id: id("T-102"), no_user_id: browser }, 404],
      ["remove-item", { product_ids: [], no_user_id: browser }, 400],
      ["remove-item", { product_ids: "1,2", no_user_id: browser }, 400],
      ["set-loyalty-item", { product_id: id("T-102"), active: true, no_user_id: browser }, 401],
      ["set-loyalty-item", { product_id: id("T-102"), active: false, no_user_id: browser }, 404],
      ["set-loyalty-item", { product_id: id("T-102"), active: "yes", no_user_id: browser }, 400],
    ];
    for (const [path, body, status] of cases) {
      const res = await post(path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(typeof res.json().detail === "string" || Object.keys(res.json()).length > 0).toBe(true);
    }
    expect((await fetchAll("")).statusCode).toBe(400);
    expect((await fetchAll(browser)).json()).toEqual([
      { total_count: 0, total_discount: 0, total_price: 0, loyalty_give: 0, products: [] },
    ]);
  });

  it("removes lines; a guest cannot pay a line with points", async () => {
    const browser = newBrowser();
    await post("add-item", { product_id: id("T-102"), count: 2, no_user_id: browser });
    await post("add-item", { product_id: id("T-201"), no_user_id: browser });
    // Points are a customer's (loyalty.test.ts): a guest's line cannot be paid with them.
    const refused = await post("set-loyalty-item", {
      product_id: id("T-102"),
      active: true,
      no_user_id: browser,
    });
    expect(refused.statusCode).toBe(401);
    let cart = (
      await post("set-loyalty-item", { product_id: id("T-102"), active: false, no_user_id: browser })
    ).json();
    expect(cart.products[0].is_loyalty_active).toBe(false);
    expect(cart.loyalty_give).toBe(6);
    cart = (
      await post("remove-item", { product_ids: [id("T-102"), id("T-204")], no_user_id: browser })
    ).json();
    expect(cart.products.map((p: { id: number }) => p.id)).toEqual([id("T-201")]);
    cart = (await post("remove-item", { product_ids: [id("T-102")], no_user_id: browser })).json();
    expect(cart.products).toHaveLength(1);
  });

  it("keeps each shop's carts apart", async () => {
    const browser = newBrowser();
    await post("add-item", { product_id: id("T-102"), no_user_id: browser });
    const other = (await fetchAll(browser, OTHER_TOKEN)).json()[0];
    expect(other.products).toHaveLength(0);
    const added = await post("add-item", { product_id: id("T-102"), no_user_id: browser }, OTHER_TOKEN);
    expect(added.statusCode).toBe(404);
  });

  it("validates lines against today's stock before checkout", async () => {
    const browser = newBrowser();
    const empty = await validate(browser);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe("The cart is empty.");
    const malformed = await app.inject({ url: "/general/cart/validate-products/", headers: headers() });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().no_user_id ?? malformed.json().detail).toBeTruthy();
    await post("add-item", { product_id: id("T-102"), count: 2, no_user_id: browser });
    await post("add-item", { product_id: id("T-201"), count: 5, no_user_id: browser });
    expect((await validate(browser)).json()).toEqual({ valid: true, products: [] });
    const { products } = schema;
    await database.db
      .update(products)
      .set({ stockTotal: 3 })
      .where(eq(products.id, id("T-201")));
    try {
      const res = await validate(browser);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        valid: false,
        products: [{ id: id("T-201"), code: "not_enough_stock", detail: "Only 3 available.", max_count: 3 }],
      });
      const cart = (await fetchAll(browser)).json()[0];
      expect(cart.products[1]).toMatchObject({ available: false, max_count: 3 });
    } finally {
      await database.db
        .update(products)
        .set({ stockTotal: 10 })
        .where(eq(products.id, id("T-201")));
    }
  });

  it("counts every one of many parallel adds to a new cart exactly once", async () => {
    const browser = newBrowser();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post("add-item", { product_id: id("T-102"), no_user_id: browser })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const cart = (await fetchAll(browser)).json()[0];
    expect(cart.products).toEqual([expect.objectContaining({ id: id("T-102"), count: 20 })]);
    const rows = await database.db
      .select()
      .from(schema.carts)
      .where(and(eq(schema.carts.browserId, browser)));
    expect(rows).toHaveLength(1);
  });
});
