import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { addTestShop, stockedProduct, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * The hostile inputs that once answered 500 (found by generated requests over the OpenAPI
 * document), each now a clear 4xx with a message that changes nothing: NUL in free text, ids
 * past the database's integer range, an empty profile update.
 */
const { app, database, outboxDir } = await build();
const { call, customer } = accountHelpers(app, outboxDir);

let productId = 0;
let shopId = 0;

beforeAll(async () => {
  const siteId = await addTestShop(database.db);
  ({ productId, shopId } = await stockedProduct(database.db, siteId));
}, 60_000);

const orderCount = async () =>
  (await database.db.select({ id: schema.orders.id }).from(schema.orders)).length;
const stock = async () =>
  (await database.db.select().from(schema.products).where(eq(schema.products.id, productId)))[0]?.stockTotal;

function expectRefused(res: { statusCode: number; body: string }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body) as Record<string, string[]>;
  expect(Object.keys(body).join(","), res.body).toContain(field);
  expect(Object.values(body).flat().join(" ")).toMatch(/control characters|not valid Unicode/i);
}

describe("NUL and control characters in text", () => {
  it("are refused on sign-up, with no account made", async () => {
    const res = await call("/auth/users/", {
      body: {
        email: "nul@example.com",
        password: "parola-buna-2026",
        re_password: "parola-buna-2026",
        first_name: "Io\u0000n",
      },
    });
    expectRefused(res, "first_name");
    const rows = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "nul@example.com"));
    expect(rows).toEqual([]);
  });

  it("are refused in reviews, delivery addresses and the company search", async () => {
    const review = await call("/general/product-review/", {
      body: { product_id: productId, name: "Ana\u0000", rating: 5, text: "Foarte bun produs, recomand." },
    });
    expectRefused(review, "name");

    const { access } = await customer("hostile-addresses@example.com");
    const address = await call("/general/cart/create-delivery-address/", {
      bearer: access,
      body: { shipping_street: "Str. Mihai\u0000", shipping_building: "1" },
    });
    expectRefused(address, "shipping_street");
    const saved = await call("/general/cart/get-delivery-addresses/", { method: "GET", bearer: access });
    expect(saved.json()).toEqual([]);

    const search = await call("/users/company/?search=a%00b", { method: "GET", bearer: access });
    expectRefused(search, "search");
  });

  it("are refused in orders' names and comments, with stock, cart and orders unchanged", async () => {
    const browser = "hostile-browser-1";
    const added = await call("/general/cart/add-item/", {
      body: { product_id: productId, count: 1, no_user_id: browser },
    });
    expect(added.statusCode, added.body).toBe(200);
    const before = { orders: await orderCount(), stock: await stock() };
    const order = {
      name: "Ana Rusu",
      phone: "+37369123456",
      email: "ana@example.md",
      paymentType: "cash",
      deliveryType: "pickup",
      shop_id: shopId,
      no_user_id: browser,
    };
    for (const path of ["/general/v3/order/", "/general/v2/order/create-order/"]) {
      expectRefused(await call(path, { body: { ...order, comments: "sunați\u0000" } }), "comments");
      expectRefused(await call(path, { body: { ...order, name: "\u0000" } }), "name");
    }
    const quick = await call("/general/v3/quick-order/", {
      body: {
        product_id: productId,
        count: 1,
        name: "Ana\u0000",
        phone: "+37369123456",
        no_user_id: browser,
      },
    });
    expectRefused(quick, "name");
    const lone = await call("/general/v3/quick-order/", {
      body: {
        product_id: productId,
        count: 1,
        name: "Ana \ud800",
        phone: "+37369123456",
        no_user_id: browser,
      },
    });
    expectRefused(lone, "name");
    expect({ orders: await orderCount(), stock: await stock() }).toEqual(before);
    const cart = await call(`/general/cart/fetch-all/?no_user_id=${browser}`, { method: "GET" });
    expect(JSON.stringify(cart.json())).toContain(String(productId));
  });

  it("keeps tabs and line breaks, which a comment may hold", async () => {
    const review = await call("/general/product-review/", {
      body: { product_id: productId, name: "Ana", rating: 4, text: "Bun.\n\tAș mai cumpăra\r\ncu drag." },
      from: "10.7.7.7",
    });
    expect(review.statusCode, review.body).toBe(201);
  });
});

describe("ids past the database's integer range", () => {
  it("name no product on the public catalogue calls", async () => {
    for (const ref of ["2147483648", "99999999999999999999999999", "%00", "a%00b"]) {
      const res = await call(`/general/v2/product/${ref}/`, { method: "GET" });
      expect([400, 404], `${ref}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().detail ?? Object.values(res.json()).flat()[0]).toBeTruthy();
    }
    for (const path of [
      "product_similar_products",
      "associated-products",
      "compatible-products",
      "product_properties",
    ]) {
      const res = await call(`/general/${path}/?product_id=2147483648`, { method: "GET" });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ product_id: ["A valid product id is required."] });
    }
    const status = await call("/general/product_checkout_status/?productIds=2147483648", { method: "GET" });
    expect(status.statusCode, status.body).toBe(400);
    const availability = await call("/general/product-availability/", {
      body: { products: [{ id: 2147483648, count: 1 }] },
    });
    expect(availability.statusCode, availability.body).toBe(400);
  });
});

describe("an empty profile update", () => {
  it("is valid and changes nothing, on both profile paths", async () => {
    const { access } = await customer("hostile-empty@example.com");
    const me = await call("/auth/users/me/", { method: "GET", bearer: access });
    const empty = await call("/auth/users/me/", { method: "PATCH", bearer: access, body: {} });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual(me.json());
    const own = await call(`/users/user/${me.json().id}/`, { method: "PATCH", bearer: access, body: {} });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual(me.json());
  });
});

describe("deeply nested JSON", () => {
  it("is refused with a message instead of exhausting the stack", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/favorites",
      headers: { token: TEST_TOKEN, "content-type": "application/json" },
      payload: `${"[".repeat(5000)}${"]".repeat(5000)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ["The data is nested too deeply."] });
  });
});
