import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { schema } from "@sf/db";
import { and, count, eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

const { app, database, outboxDir } = await build();
const OTHER_TOKEN = "quick-other-shop";
const ids = new Map<string, number>();
const otherIds = new Map<string, number>();
let siteId = 0;

async function productIds(site: number, into: Map<string, number>) {
  const rows = await database.db
    .select({ id: schema.products.id, code: schema.products.code })
    .from(schema.products)
    .where(eq(schema.products.siteId, site));
  for (const r of rows) into.set(r.code, r.id);
}

beforeAll(async () => {
  siteId = await addTestShop(database.db);
  const otherId = await addTestShop(database.db, { token: OTHER_TOKEN, code: "quick-other" });
  await productIds(siteId, ids);
  await productIds(otherId, otherIds);
  const { products } = schema;
  // T-300 is sold in twos (3 in stock); T-302 is no longer sold.
  await database.db
    .update(products)
    .set({ multiplicity: 2 })
    .where(eq(products.id, id("T-300")));
  await database.db
    .update(products)
    .set({ active: false })
    .where(eq(products.id, id("T-302")));
}, 60_000);

function id(code: string): number {
  const value = ids.get(code);
  if (!value) throw new Error(`no product ${code}`);
  return value;
}

const headers = (extra: Record<string, string> = {}, token = TEST_TOKEN) => ({
  token,
  "accept-language": "ro",
  ...extra,
});
const post = (path: string, payload: object, extra: Record<string, string> = {}, token = TEST_TOKEN) =>
  app.inject({ method: "POST", url: `/general/${path}`, headers: headers(extra, token), payload });
const quick = (payload: object, extra: Record<string, string> = {}, token = TEST_TOKEN) =>
  post("v3/quick-order/", payload, extra, token);

let seq = 0;
const browser = () => `quick-browser-${++seq}`;
const buyer = { name: "Ana Rusu", phone: "+373 69 123 456" };

async function stockOf(code: string) {
  const [p] = await database.db
    .select({ stock: schema.products.stockTotal, sales: schema.products.salesCount })
    .from(schema.products)
    .where(eq(schema.products.id, id(code)));
  return p;
}

async function orderCount() {
  const [row] = await database.db
    .select({ n: count() })
    .from(schema.orders)
    .where(eq(schema.orders.siteId, siteId));
  return row?.n ?? 0;
}

async function cartOf(browserId: string) {
  const res = await app.inject({
    url: `/general/cart/fetch-all/?no_user_id=${browserId}`,
    headers: headers(),
  });
  return res.json()[0].products as { id: number; count: number }[];
}

/** The outbox message sent to this address, parsed; null while there is none. */
async function mailTo(address: string) {
  for (const file of (await readdir(outboxDir)).filter((f) => f.endsWith(".eml"))) {
    const raw = await readFile(join(outboxDir, file), "utf8");
    if (raw.includes(address)) return simpleParser(raw);
  }
  return null;
}

describe("one-click orders", () => {
  it("orders one product at catalogue prices, takes stock, keeps the cart, and mails the shopper", async () => {
    const b = browser();
    // The shopper's cart holds the same product and another one, reserved for checkout.
    await post("cart/add-item/", { product_id: id("T-201"), no_user_id: b });
    await post("cart/add-item/", { product_id: id("T-101"), no_user_id: b });
    expect((await post("cart/create-reservation/", { no_user_id: b })).statusCode).toBe(204);
    const before = await stockOf("T-201");

    const res = await quick({
      ...buyer,
      product_id: id("T-201"),
      count: 2,
      email: "ana.quick@example.md",
      comments: "Sunați după ora 18.",
      no_user_id: b,
      price: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      status: "new",
      payment_status: "not_required",
      final_price: 1200,
      result: { payUrl: null },
    });
    const [order] = await database.db.select().from(schema.orders).where(eq(schema.orders.id, created.id));
    expect(order).toMatchObject({
      deliveryMethod: "quick",
      paymentType: "cash",
      deliveryPrice: 0,
      totalPrice: 1200,
      finalPrice: 1200,
      phone: "+37369123456",
      browserId: b,
      shopId: null,
      address: null,
      comments: "Sunați după ora 18.",
    });
    const items = await database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, created.id));
    expect(items).toEqual([
      expect.objectContaining({ productId: id("T-201"), count: 2, price: 600, lineTotal: 1200 }),
    ]);
    const after = await stockOf("T-201");
    expect(after?.stock).toBe((before?.stock ?? 0) - 2);
    expect(after?.sales).toBe((before?.sales ?? 0) + 2);

    // The cart and its reservations are as they were.
    expect(await cartOf(b)).toEqual([
      expect.objectContaining({ id: id("T-201"), count: 1 }),
      expect.objectContaining({ id: id("T-101"), count: 1 }),
    ]);
    const reservations = await database.db.select().from(schema.stockReservations);
    expect(reservations.filter((r) => [id("T-201"), id("T-101")].includes(r.productId))).toHaveLength(2);

    // The guest opens the order with their browser id.
    const detail = await app.inject({
      url: `/general/v2/order/${created.id}/?no_user_id=${b}`,
      headers: headers(),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      delivery_method: "quick",
      payment_type: "cash",
      delivery_price: 0,
      final_price: 1200,
      products: [{ product_id: id("T-201"), count: 2 }],
      shippingInformation: { address: "", city: "", firstName: "Ana Rusu" },
    });

    await expect.poll(() => mailTo("ana.quick@example.md")).toBeTruthy();
    const mail = await mailTo("ana.quick@example.md");
    expect(mail?.subject).toContain(String(created.id));
    expect(mail?.text).toContain("Tensiometru Omron M3, alb");
    expect(mail?.text).toContain("Comandă într-un clic: vă vom suna pentru a stabili livrarea");
  });

  it("orders one step of the product by default, raising a smaller count to it", async () => {
    const res = await quick({ ...buyer, product_id: id("T-300") });
    expect(res.statusCode, res.body).toBe(201);
    const items = await database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, res.json().id));
    expect(items[0]?.count).toBe(2);
    expect((await stockOf("T-300"))?.stock).toBe(1);
    // One unit left: half a unit is raised to the step of 2, which is more than there is.
    const more = await quick({ ...buyer, product_id: id("T-300"), count: 0.5 });
    expect(more.statusCode).toBe(400);
    expect(more.json().products).toEqual([
      expect.objectContaining({ id: id("T-300"), code: "not_enough_stock", max_count: 1 }),
    ]);
  });

  it("accepts a preorder request for a product out of stock without taking stock", async () => {
    const before = await stockOf("T-203");
    expect(before?.stock).toBe(0);
    const res = await quick({ ...buyer, product_id: id("T-203"), count: 3 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().final_price).toBe(1800);
    expect(await stockOf("T-203")).toEqual(before);
  });

  it("refuses more than the stock, and other shoppers' reservations hold theirs, changing nothing", async () => {
    const orders = await orderCount();
    const before = await stockOf("T-202");
    expect(before?.stock).toBe(1);
    const res = await quick({ ...buyer, product_id: id("T-202"), count: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().products).toEqual([
      expect.objectContaining({ id: id("T-202"), code: "not_enough_stock", max_count: 1 }),
    ]);
    // Another shopper reserves the last unit for their checkout.
    const holder = browser();
    await post("cart/add-item/", { product_id: id("T-202"), no_user_id: holder });
    expect((await post("cart/create-reservation/", { no_user_id: holder })).statusCode).toBe(204);
    const held = await quick({ ...buyer, product_id: id("T-202"), no_user_id: browser() });
    expect(held.statusCode).toBe(400);
    expect(held.json().products[0]).toMatchObject({ code: "out_of_stock", max_count: 0 });
    // A product without stock nor preorder.
    const none = await quick({ ...buyer, product_id: id("T-204") });
    expect(none.statusCode).toBe(400);
    expect(none.json().products[0]).toMatchObject({ id: id("T-204"), code: "out_of_stock" });
    expect(await stockOf("T-202")).toEqual(before);
    expect(await orderCount()).toBe(orders);
  });

  it("needs the prescription confirmed for a prescription product, and takes it without pickup", async () => {
    const rx = id("T-107");
    const refused = await quick({ ...buyer, product_id: rx });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().products).toEqual([
      { id: rx, code: "prescription_required", detail: expect.any(String), max_count: null },
    ]);
    const unchecked = await quick({ ...buyer, product_id: rx, prescription_checked: false });
    expect(unchecked.statusCode).toBe(400);
    const ok = await quick({ ...buyer, product_id: rx, prescription_checked: true });
    expect(ok.statusCode).toBe(201);
    const [item] = await database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, ok.json().id));
    expect(item).toMatchObject({ productId: rx, isRecipe: true, prescriptionChecked: true });
  });

  it("answers a repeated request with the first order, and refuses the key with another body", async () => {
    const body = { ...buyer, product_id: id("T-201"), no_user_id: browser() };
    const key = `quick-${Date.now()}-abcdef`;
    const before = await stockOf("T-201");
    const first = await quick(body, { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    const again = await quick(body, { "idempotency-key": key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await stockOf("T-201"))?.stock).toBe((before?.stock ?? 0) - 1);
    const other = await quick({ ...body, count: 2 }, { "idempotency-key": key });
    expect(other.statusCode).toBe(422);
    // The key of a one-click order is not the key of a checkout's order.
    const checkout = await post(
      "v3/order/",
      {
        ...buyer,
        paymentType: "cash",
        deliveryType: "pickup",
        shop_id: 1,
        cart: { products: [{ product: { productId: id("T-201") }, count: 1 }] },
      },
      { "idempotency-key": key },
    );
    expect(checkout.statusCode).toBe(422);
    const rows = await database.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.siteId, siteId), eq(schema.orders.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
    expect((await quick(body, { "idempotency-key": "short" })).statusCode).toBe(400);
  });

  it("refuses bad input with 4xx and a message, and changes nothing", async () => {
    const orders = await orderCount();
    const before = await stockOf("T-201");
    const good = { ...buyer, product_id: id("T-201") };
    const cases: [object, number, string][] = [
      [{ ...buyer }, 400, "product_id"],
      [{ ...good, product_id: "x" }, 400, "product_id"],
      [{ ...good, product_id: -5 }, 400, "product_id"],
      [{ ...good, product_id: 2 ** 40 }, 400, "product_id"],
      [{ ...good, product_id: 2_000_000_000 }, 400, "products"],
      [{ ...good, product_id: id("T-302") }, 400, "products"],
      [{ ...good, product_id: otherIds.get("T-201") as number }, 400, "products"],
      [{ ...good, count: -1 }, 400, "count"],
      [{ ...good, count: 0 }, 400, "count"],
      [{ ...good, count: 100_000 }, 400, "count"],
      [{ ...good, count: "2" }, 400, "count"],
      [{ ...good, name: "A" }, 400, "name"],
      [{ ...good, name: "x".repeat(121) }, 400, "name"],
      [{ product_id: id("T-201"), phone: buyer.phone }, 400, "name"],
      [{ ...good, phone: "123" }, 400, "phone"],
      [{ ...good, phone: " " }, 400, "phone"],
      [{ ...good, phone: undefined }, 400, "phone"],
      [{ ...good, phone: "9".repeat(41) }, 400, "phone"],
      // The national form must have the shop's (Moldova's) length: 0 and 8 digits.
      [{ ...good, phone: "0712 345 678" }, 400, "phone"],
      [{ ...good, email: "not-an-email" }, 400, "email"],
      [{ ...good, comments: "x".repeat(1001) }, 400, "comments"],
      [{ ...good, no_user_id: "bad id!" }, 400, "no_user_id"],
      [{ ...good, prescription_checked: "yes" }, 400, "prescription_checked"],
    ];
    for (const [body, status, field] of cases) {
      const res = await quick(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toHaveProperty(field);
      expect(res.json(), JSON.stringify(body)).not.toHaveProperty("code", "server_error");
    }
    // An empty form is told about every field at once.
    const empty = await quick({ product_id: id("T-201"), name: "", phone: "", email: "" });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(expect.arrayContaining(["name", "phone"]));
    const notJson = await app.inject({
      method: "POST",
      url: "/general/v3/quick-order/",
      headers: { ...headers(), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
    expect(await stockOf("T-201")).toEqual(before);
    expect(await orderCount()).toBe(orders);
  });

  it("takes a phone in the shop's national form (0 69 ...) and stores it in E.164", async () => {
    const res = await quick({ ...buyer, phone: "069 123 456", product_id: id("T-201") });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await database.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().id));
    expect(order?.phone).toBe("+37369123456");
  });

  it("accepts an empty e-mail", async () => {
    const res = await quick({ ...buyer, product_id: id("T-201"), email: "" });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await database.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().id));
    expect(order?.email).toBe("");
  });
});
