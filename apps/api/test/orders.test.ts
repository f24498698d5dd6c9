import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { schema } from "@sf/db";
import { and, eq, inArray } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

const { app, database, outboxDir } = await build();
const OTHER_TOKEN = "orders-other-shop";
const ids = new Map<string, number>();
let siteId = 0;
let shopIds: number[] = [];
let otherShopId = 0;

beforeAll(async () => {
  siteId = await addTestShop(database.db);
  const otherId = await addTestShop(database.db, { token: OTHER_TOKEN, code: "orders-other" });
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
  otherShopId =
    (
      await database.db
        .select({ id: schema.shops.id })
        .from(schema.shops)
        .where(eq(schema.shops.siteId, otherId))
    )[0]?.id ?? 0;
  const { products, productStock, promoCodes } = schema;
  // T-102: 10 units in the first shop only, for the race below.
  await database.db
    .update(products)
    .set({ stockTotal: 10, price: 20 })
    .where(eq(products.id, id("T-102")));
  await database.db.delete(productStock).where(eq(productStock.productId, id("T-102")));
  await database.db
    .insert(productStock)
    .values({ productId: id("T-102"), shopId: shopIds[0] as number, siteId, qty: 10 });
  await database.db.insert(promoCodes).values([
    { siteId, code: "TEN", type: "general", valueType: "percent", value: 10 },
    { siteId, code: "FIFTY", type: "general", valueType: "value", value: 50, maxUses: 1 },
    { siteId, code: "OLD", type: "general", valueType: "percent", value: 10, endsAt: new Date("2020-01-01") },
  ]);
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

let seq = 0;
const browser = () => `orders-browser-${++seq}`;
const buyer = {
  name: "Ana Rusu",
  phone: "+(373) 69 123 456",
  email: "ana@example.md",
  paymentType: "cash",
};
const pickup = (shopId = shopIds[1] as number) => ({ deliveryType: "pickup", shop_id: shopId });
const delivery = {
  deliveryType: "delivery",
  region_id: 3,
  delivery_type: "standart",
  address: { street: "bd. Ștefan cel Mare și Sfânt", building: "1" },
};

async function stockOf(code: string) {
  const [p] = await database.db
    .select({ stock: schema.products.stockTotal, sales: schema.products.salesCount })
    .from(schema.products)
    .where(eq(schema.products.id, id(code)));
  return p;
}

describe("orders", () => {
  it("orders the guest's server cart: prices from the catalogue, stock taken, cart emptied", async () => {
    const b = browser();
    await post("cart/add-item/", { product_id: id("T-201"), count: 2, no_user_id: b });
    const before = await stockOf("T-201");
    const res = await post("v3/order/", { ...buyer, ...pickup(), no_user_id: b });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: "new", payment_status: "not_required", final_price: 1200 });
    expect(created.result.payUrl).toBeNull();
    const after = await stockOf("T-201");
    expect(after?.stock).toBe((before?.stock ?? 0) - 2);
    expect(after?.sales).toBe((before?.sales ?? 0) + 2);
    const cart = (
      await app.inject({ url: `/general/cart/fetch-all/?no_user_id=${b}`, headers: headers() })
    ).json();
    expect(cart[0].products).toHaveLength(0);
    const [order] = await database.db.select().from(schema.orders).where(eq(schema.orders.id, created.id));
    expect(order).toMatchObject({
      phone: "+37369123456",
      deliveryMethod: "pickup",
      totalPrice: 1200,
      lang: "ro",
    });
    const items = await database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, created.id));
    expect(items).toEqual([
      expect.objectContaining({ productId: id("T-201"), count: 2, price: 600, lineTotal: 1200 }),
    ]);
    // The confirmation e-mail lands in the outbox (no SMTP in tests), in the order's language.
    const emlFile = async () => {
      for (const file of (await readdir(outboxDir)).filter((f) => f.endsWith(".eml"))) {
        if ((await readFile(join(outboxDir, file), "utf8")).includes("ana@example.md")) return file;
      }
      return null;
    };
    await expect.poll(emlFile).toBeTruthy();
    const mail = await simpleParser(await readFile(join(outboxDir, (await emlFile()) as string)));
    expect(mail.subject).toContain(String(created.id));
    expect(mail.text).toContain("Tensiometru Omron M3, alb");
  });

  it("orders a local cart's lines, ignoring any price the client sends, with delivery and a promo code", async () => {
    const res = await post("v3/order/", {
      ...buyer,
      ...delivery,
      promo_code: "ten",
      cart: { products: [{ product: { productId: id("T-202"), price: 1 }, count: 1, price: 1 }] },
    });
    expect(res.statusCode).toBe(201);
    // 600 - 10% = 540, below the capital's free-delivery threshold of the fixture settings or not:
    const [order] = await database.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().id));
    expect(order?.totalPrice).toBe(600);
    expect(order?.promoCode).toBe("TEN");
    expect(order?.finalPrice).toBe(540 + (order?.deliveryPrice ?? 0));
    expect(order?.address).toMatchObject({ regionId: 3, building: "1" });
  });

  it("refuses bad input with 4xx and a message, and changes nothing", async () => {
    const b = browser();
    await post("cart/add-item/", { product_id: id("T-201"), no_user_id: b });
    const before = await stockOf("T-201");
    const cases: [object, number, string][] = [
      [{ ...buyer, ...pickup(), no_user_id: b, phone: "123" }, 400, "phone"],
      [{ ...buyer, ...pickup(), no_user_id: b, email: "not-an-email" }, 400, "email"],
      [{ ...buyer, ...pickup(), no_user_id: b, paymentType: "bitcoin" }, 400, "paymentType"],
      [{ ...buyer, deliveryType: "pickup", no_user_id: b }, 400, "shop_id"],
      [{ ...buyer, deliveryType: "delivery", no_user_id: b }, 400, "region_id"],
      [{ ...buyer, ...delivery, region_id: 999, no_user_id: b }, 400, "region_id"],
      [{ ...buyer, ...delivery, locality_id: 99_999, no_user_id: b }, 400, "locality_id"],
      [{ ...buyer, ...pickup(otherShopId), no_user_id: b }, 400, "shop_id"],
      // A store no shop has, one past the 32-bit range, and negative ones: 400, never a 500.
      [{ ...buyer, ...pickup(999_999), no_user_id: b }, 400, "shop_id"],
      [{ ...buyer, ...pickup(2_147_483_648), no_user_id: b }, 400, "shop_id"],
      [{ ...buyer, ...pickup(-1), no_user_id: b }, 400, "shop_id"],
      [{ ...buyer, ...pickup(-2_147_483_649), no_user_id: b }, 400, "shop_id"],
      [{ ...buyer, ...pickup(), no_user_id: b, promo_code: "OLD" }, 400, "promo_code"],
      [{ ...buyer, ...pickup(), no_user_id: b, promo_code: "NOPE" }, 400, "promo_code"],
      [{ ...buyer, ...pickup(), no_user_id: browser() }, 400, "detail"],
      [
        { ...buyer, ...pickup(), cart: { products: [{ product: { productId: id("T-204") }, count: 1 }] } },
        400,
        "products",
      ],
      [{ ...buyer, ...pickup(), name: "A", no_user_id: b }, 400, "name"],
    ];
    for (const [body, status, field] of cases) {
      const res = await post("v3/order/", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toHaveProperty(field);
    }
    expect(await stockOf("T-201")).toEqual(before);
    const cart = (
      await app.inject({ url: `/general/cart/fetch-all/?no_user_id=${b}`, headers: headers() })
    ).json();
    expect(cart[0].products).toHaveLength(1);
  });

  it("keeps prescription items for pickup and needs the prescription confirmed", async () => {
    const rx = id("T-107");
    const lines = { cart: { products: [{ product: { productId: rx }, count: 1 }] } };
    const noConfirm = await post("v3/order/", { ...buyer, ...pickup(shopIds[0]), ...lines });
    expect(noConfirm.statusCode).toBe(400);
    expect(noConfirm.json().products).toEqual([
      expect.objectContaining({ id: rx, code: "prescription_required" }),
    ]);
    const delivered = await post("v3/order/", {
      ...buyer,
      ...delivery,
      ...lines,
      prescription_checked: [rx],
    });
    expect(delivered.json().products).toEqual([expect.objectContaining({ id: rx, code: "pickup_only" })]);
  });

  it("makes one order from parallel identical requests, and refuses the key with another body", async () => {
    const body = {
      ...buyer,
      ...pickup(),
      cart: { products: [{ product: { productId: id("T-201") }, count: 1 }] },
    };
    const key = `key-${Date.now()}-abcdef`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post("v3/order/", body, { "idempotency-key": key })),
    );
    const orderIds = new Set(results.map((r) => r.json().id));
    expect(orderIds.size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(7);
    const other = await post("v3/order/", { ...body, comments: "another" }, { "idempotency-key": key });
    expect(other.statusCode).toBe(422);
    const rows = await database.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.siteId, siteId), eq(schema.orders.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
    expect((await post("v3/order/", body, { "idempotency-key": "short" })).statusCode).toBe(400);
  });

  it("refuses a pickup at a store without the product, naming the store's quantity, and takes nothing", async () => {
    const before = (await stockOf("T-102"))?.stock;
    // T-102 is only in the first store; the second has none of it.
    const res = await post("v3/order/", {
      ...buyer,
      ...pickup(shopIds[1]),
      cart: { products: [{ product: { productId: id("T-102") }, count: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().products).toEqual([
      { id: id("T-102"), code: "not_at_store", detail: "Only 0 at the chosen store.", max_count: 0 },
    ]);
    expect((await stockOf("T-102"))?.stock).toBe(before);
    const items = await database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.productId, id("T-102")));
    expect(items).toHaveLength(0);
  });

  it("sells 10 units to exactly 10 of 200 concurrent buyers; the rest get a clean 4xx", async () => {
    const body = (n: number) => ({
      ...buyer,
      ...pickup(shopIds[0]),
      name: `Buyer ${n}`,
      cart: { products: [{ product: { productId: id("T-102") }, count: 1 }] },
    });
    const results = await Promise.all(Array.from({ length: 200 }, (_, n) => post("v3/order/", body(n))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(190);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expect(r.json().products[0]).toMatchObject({ id: id("T-102"), code: "out_of_stock" });
    }
    expect((await stockOf("T-102"))?.stock).toBe(0);
    const [shopStock] = await database.db
      .select({ qty: schema.productStock.qty })
      .from(schema.productStock)
      .where(eq(schema.productStock.productId, id("T-102")));
    expect(shopStock?.qty).toBe(0);
    const items = await database.db
      .select()
      .from(schema.orderItems)
      .where(inArray(schema.orderItems.productId, [id("T-102")]));
    expect(items).toHaveLength(10);
  }, 60_000);

  it("reserves a cart's stock against other shoppers until it expires", async () => {
    const holder = browser();
    await post("cart/add-item/", { product_id: id("T-201"), count: 2, no_user_id: holder });
    const stock = (await stockOf("T-201"))?.stock ?? 0;
    const ok = await post("cart/create-reservation/", { no_user_id: holder });
    expect(ok.statusCode).toBe(204);
    // Another shopper can have only what is not held.
    const res = await post("v3/order/", {
      ...buyer,
      ...pickup(),
      cart: { products: [{ product: { productId: id("T-201") }, count: stock - 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().products[0]).toMatchObject({ code: "not_enough_stock", max_count: stock - 2 });
    // The holder still orders.
    const mine = await post("v3/order/", { ...buyer, ...pickup(), no_user_id: holder });
    expect(mine.statusCode).toBe(201);
    const left = await database.db.select().from(schema.stockReservations);
    expect(left.filter((r) => r.productId === id("T-201"))).toHaveLength(0);
    expect((await post("cart/create-reservation/", { no_user_id: holder })).statusCode).toBe(400);
  });

  it("applies promo codes to the cart, and says why a code is refused", async () => {
    const b = browser();
    await post("cart/add-item/", { product_id: id("T-201"), no_user_id: b });
    const ten = await post("promo-code/update_prices/", { code: " ten ", no_user_id: b });
    expect(ten.statusCode).toBe(200);
    expect(ten.json()).toMatchObject({
      status: "success",
      type: "general",
      promo_value_type: "percent",
      general_price: 540,
      products: [{ id: id("T-201"), discountAmount: 60, priceWithDiscount: 540 }],
    });
    const fifty = await post("order/preview-promo/", {
      promo_code: "FIFTY",
      products: [{ id: id("T-201"), count: 1 }],
    });
    expect(fifty.json()).toMatchObject({ general_price: 600, discount_sum: 50 });
    const old = await post("promo-code/update_prices/", { code: "OLD", no_user_id: b });
    expect(old.statusCode).toBe(400);
    expect(old.json().promo_code).toEqual(["This promo code has expired."]);
    expect((await post("promo-code/update_prices/", { code: "TEN" }, {}, OTHER_TOKEN)).statusCode).toBe(400);
    // A code with one use left is used once.
    const first = await post("v3/order/", { ...buyer, ...pickup(), promo_code: "FIFTY", no_user_id: b });
    expect(first.statusCode).toBe(201);
    expect(first.json().final_price).toBe(550);
    const again = await post("v3/order/", {
      ...buyer,
      ...pickup(),
      promo_code: "FIFTY",
      cart: { products: [{ product: { productId: id("T-201") }, count: 1 }] },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().promo_code).toEqual(["This promo code has been used up."]);
  });
});

describe("a guest's order", () => {
  it("is shown to its owner only, with its lines and shipping information", async () => {
    const b = browser();
    await post("cart/add-item/", { product_id: id("T-201"), no_user_id: b });
    const created = (await post("v3/order/", { ...buyer, ...pickup(), no_user_id: b })).json();
    const get = (browserId: string, token = TEST_TOKEN) =>
      app.inject({
        url: `/general/v2/order/${created.id}/?no_user_id=${browserId}`,
        headers: headers({}, token),
      });
    const mine = await get(b);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: created.id,
      status: "new",
      payment_type: "cash",
      delivery_method: "pickup",
      final_price: 600,
      products: [{ product_id: id("T-201"), count: 1, price: 600, line_total: 600 }],
      shippingInformation: { firstName: "Ana Rusu", phone: "+37369123456", email: "ana@example.md" },
    });
    expect(mine.json().shippingInformation.address).not.toBe("");
    expect(mine.json().utm).toBeNull();
    expect((await get("someone-else")).statusCode).toBe(404);
    expect((await get(b, OTHER_TOKEN)).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/general/v2/order/${created.id}/`, headers: headers() })).statusCode,
    ).toBe(400);
  });

  it("keeps the shopper's UTM fields with the order and shows them to its owner", async () => {
    const b = browser();
    const utm = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "winter" };
    const { products, productStock } = schema;
    await database.db
      .update(products)
      .set({ stockTotal: 5 })
      .where(eq(products.id, id("T-300")));
    await database.db.delete(productStock).where(eq(productStock.productId, id("T-300")));
    await database.db
      .insert(productStock)
      .values({ productId: id("T-300"), shopId: shopIds[0] as number, siteId, qty: 5 });
    const cart = { products: [{ product: { productId: id("T-300") }, count: 1 }] };
    const res = await post("v3/order/", { ...buyer, ...pickup(shopIds[0]), cart, no_user_id: b, utm });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await database.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().id));
    expect(row?.utm).toEqual(utm);
    const shown = await app.inject({
      url: `/general/v2/order/${res.json().id}/?no_user_id=${b}`,
      headers: headers(),
    });
    expect(shown.json().utm).toEqual(utm);
    // The shop is told of the order at its main_email, in its main language, with where it came from.
    const notice = async () => {
      for (const file of (await readdir(outboxDir)).filter((f) => f.endsWith(".eml"))) {
        const raw = await readFile(join(outboxDir, file), "utf8");
        if (raw.includes("orders@test-shop.md") && raw.includes("winter")) return simpleParser(raw);
      }
      return null;
    };
    await expect.poll(notice).toBeTruthy();
    const mail = await notice();
    expect(mail?.subject).toContain(`Comandă nouă nr. ${res.json().id}`);
    expect(mail?.text).toContain("Sursă: newsletter");
    expect(mail?.text).toContain("Canal: email");
    expect(mail?.text).toContain("Campanie: winter");
  });

  it("refuses a UTM field that is not a short text", async () => {
    const b = browser();
    await post("cart/add-item/", { product_id: id("T-201"), no_user_id: b });
    const res = await post("v3/order/", {
      ...buyer,
      ...pickup(),
      no_user_id: b,
      utm: { utm_source: "x".repeat(201) },
    });
    expect(res.statusCode).toBe(400);
  });
});
