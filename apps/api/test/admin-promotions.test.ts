import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { addCardShop, STOREFRONT } from "./fixtures/card-orders.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { build } from "./helper.ts";

/**
 * Issue 16's promotions and payment switches, from the back-office to the checkout: a code for
 * listed customers (refused to others and to guests), a per-customer limit, the loyalty
 * programme off (no points spent or earned) and its default earn rate, and a payment way
 * switched off (refused at the order with stock and cart untouched).
 */
const { app, database, outboxDir } = await build();
const db = database.db;
const { call, customer, nextIp } = accountHelpers(app, outboxDir);
const { admin, member } = staffHelpers(app, db);
const SHOP = "promo-audience-shop";
let siteId = 0;
let product = (_code: string) => 0;
let owner = "";

beforeAll(async () => {
  ({ siteId, product } = await addCardShop(db, SHOP));
  ({ cookie: owner } = await member(siteId, SHOP, "owner", "owner@promo-audience.md"));
}, 60_000);

type Refusal = { detail: string; code: string; reason?: string; promo_code?: string[] };

const userIdOf = async (email: string) => {
  const [user] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.email, email), eq(schema.users.siteId, siteId)));
  return user?.id ?? 0;
};

const addToCart = async (line: { code: string; count: number }, who: { bearer?: string; guest?: string }) => {
  const res = await call("/general/cart/add-item/", {
    body: {
      product_id: product(line.code),
      count: line.count,
      ...(who.guest ? { no_user_id: who.guest } : {}),
    },
    bearer: who.bearer,
    token: SHOP,
    from: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { loyalty_give: number; products: { id: number }[] };
};

const cartOf = async (who: { bearer?: string; guest?: string }) => {
  const res = await call(`/general/cart/fetch-all/${who.guest ? `?no_user_id=${who.guest}` : ""}`, {
    method: "GET",
    bearer: who.bearer,
    token: SHOP,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as unknown;
  return (Array.isArray(body) ? body[0] : body) as { loyalty_give: number; products: { id: number }[] };
};

/** An order of the shopper's server cart, delivered in Chișinău. */
const order = (
  who: { bearer?: string; guest?: string },
  extra: { promo_code?: string; paymentType?: string; phone?: string } = {},
) =>
  app.inject({
    method: "POST",
    url: "/general/v3/order/",
    remoteAddress: nextIp(),
    headers: {
      token: SHOP,
      "accept-language": "ro",
      "x-storefront-origin": STOREFRONT,
      ...(who.bearer ? { authorization: `Bearer ${who.bearer}` } : {}),
    },
    payload: {
      ...(who.guest ? { no_user_id: who.guest } : {}),
      name: "Ana Rusu",
      phone: extra.phone ?? "+373 69 123 456",
      email: "ana@example.md",
      paymentType: extra.paymentType ?? "cash",
      deliveryType: "delivery",
      region_id: 3,
      address: { street: "bd. Ștefan cel Mare și Sfânt", building: "1" },
      ...(extra.promo_code ? { promo_code: extra.promo_code } : {}),
    },
  });

const preview = (code: string, bearer?: string) =>
  call("/general/order/preview-promo/", {
    body: { promo_code: code, products: [{ id: product("T-101"), count: 1 }] },
    bearer,
    token: SHOP,
    from: nextIp(),
  });

const newCode = async (body: Record<string, unknown>) => {
  const res = await admin("/promo-codes", {
    method: "POST",
    cookie: owner,
    body: { type: "general", value_type: "percent", value: 10, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; audience: string; customers: { id: number; label: string }[] };
};

describe("who may use a promo code", () => {
  it("a code for listed customers applies for them only: another customer and a guest are refused", async () => {
    const listed = await customer("ana.vip@example.md", undefined, SHOP);
    const other = await customer("ion.other@example.md", undefined, SHOP);
    const listedId = await userIdOf("ana.vip@example.md");

    const found = await admin("/promo-codes/customers?q=ana.vip", { cookie: owner });
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json() as { id: number }[]).map((c) => c.id)).toEqual([listedId]);

    const refused = await admin("/promo-codes", {
      method: "POST",
      cookie: owner,
      body: { code: "NOBODY", type: "general", value_type: "percent", value: 10, audience: "listed" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty("customer_ids");

    const created = await newCode({ code: "VIP10", audience: "listed", customer_ids: [listedId] });
    expect(created.customers).toEqual([
      { id: listedId, label: expect.stringContaining("ana.vip@example.md") },
    ]);

    expect((await preview("VIP10", listed.access)).statusCode).toBe(200);
    const guest = await preview("VIP10");
    expect(guest.statusCode).toBe(400);
    expect((guest.json() as Refusal).reason).toBe("sign_in_required");
    const stranger = await preview("VIP10", other.access);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ code: "invalid", reason: "not_for_you" });
    expect((stranger.json() as Refusal).promo_code?.[0]).toMatch(/not for your account/);

    // The stranger's order with the code is refused and leaves their cart as it was.
    await addToCart({ code: "T-101", count: 1 }, { bearer: other.access });
    const placed = await order({ bearer: other.access }, { promo_code: "VIP10" });
    expect(placed.statusCode, placed.body).toBe(400);
    expect((placed.json() as Refusal).reason).toBe("not_for_you");
    expect((await cartOf({ bearer: other.access })).products).toHaveLength(1);

    // A customer the shop barred from promo codes may use none, even one made for everyone.
    await newCode({ code: "ALL5" });
    expect((await preview("ALL5", other.access)).statusCode).toBe(200);
    await db
      .update(schema.users)
      .set({ canUsePromocode: false })
      .where(eq(schema.users.id, await userIdOf("ion.other@example.md")));
    expect((await preview("ALL5", other.access)).json()).toMatchObject({ reason: "not_for_you" });

    // The listed customer orders with it.
    await addToCart({ code: "T-101", count: 1 }, { bearer: listed.access });
    const theirs = await order({ bearer: listed.access }, { promo_code: "VIP10" });
    expect(theirs.statusCode, theirs.body).toBe(201);
  });

  it("a per-customer limit stops a customer's, and a guest's (by phone), second use", async () => {
    await newCode({ code: "ONCE", max_uses_per_customer: 1, max_uses: 100 });
    const ana = await customer("ana.once@example.md", undefined, SHOP);
    await addToCart({ code: "T-101", count: 1 }, { bearer: ana.access });
    expect((await order({ bearer: ana.access }, { promo_code: "ONCE" })).statusCode).toBe(201);
    const again = await preview("ONCE", ana.access);
    expect(again.statusCode).toBe(400);
    expect((again.json() as Refusal).reason).toBe("used_by_you");
    await addToCart({ code: "T-101", count: 1 }, { bearer: ana.access });
    const second = await order({ bearer: ana.access }, { promo_code: "ONCE" });
    expect(second.statusCode).toBe(400);
    expect((second.json() as Refusal).reason).toBe("used_by_you");

    const guest = "guest-once-browser";
    await addToCart({ code: "T-101", count: 1 }, { guest });
    const first = await order({ guest }, { promo_code: "ONCE", phone: "+373 69 555 111" });
    expect(first.statusCode, first.body).toBe(201);
    await addToCart({ code: "T-101", count: 1 }, { guest });
    const twice = await order({ guest }, { promo_code: "ONCE", phone: "+373 69 555 111" });
    expect(twice.statusCode).toBe(400);
    expect((await cartOf({ guest })).products).toHaveLength(1);
    const [code] = await db
      .select({ used: schema.promoCodes.usedCount })
      .from(schema.promoCodes)
      .where(and(eq(schema.promoCodes.siteId, siteId), eq(schema.promoCodes.code, "ONCE")));
    expect(code?.used).toBe(2);
  });
});

describe("the per-customer limit under load", () => {
  it("five orders of one customer at once with a once-per-customer code: exactly one gets it", async () => {
    await newCode({ code: "RUSH1", max_uses_per_customer: 1 });
    const { access } = await customer("ana.rush@example.md", undefined, SHOP);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        app.inject({
          method: "POST",
          url: "/general/v3/order/",
          remoteAddress: nextIp(),
          headers: {
            token: SHOP,
            "accept-language": "ro",
            "x-storefront-origin": STOREFRONT,
            "idempotency-key": `rush-order-${i}`,
            authorization: `Bearer ${access}`,
          },
          payload: {
            // Another product each: the orders do not wait on one product's lock.
            cart: { products: [{ product: { productId: product(`T-10${i + 1}`) }, count: 1 }] },
            name: "Ana Rusu",
            phone: "+373 69 123 456",
            email: "ana@example.md",
            paymentType: "cash",
            deliveryType: "delivery",
            region_id: 3,
            address: { street: "bd. Ștefan cel Mare și Sfânt", building: "1" },
            promo_code: "RUSH1",
          },
        }),
      ),
    );
    const codes = attempts.map((a) => a.statusCode).sort();
    expect(codes, attempts.map((a) => a.body).join("\n")).toEqual([201, 400, 400, 400, 400]);
  });
});

describe("the loyalty programme", () => {
  it("switched off: paying with points is refused and orders earn nothing", async () => {
    await db.update(schema.products).set({ loyaltyGive: 5 }).where(eq(schema.products.siteId, siteId));
    const off = await admin("/loyalty", {
      method: "PATCH",
      cookie: owner,
      body: { enabled: false, default_percent: 0 },
    });
    expect(off.statusCode, off.body).toBe(200);
    const settings = await call("/settings/global_site_settings/", { method: "GET", token: SHOP });
    expect(settings.json()).toMatchObject({ loyalty_settings: { enabled: false } });

    const email = "ana.nopoints@example.md";
    const { access } = await customer(email, undefined, SHOP);
    await db
      .update(schema.users)
      .set({ loyaltyPoints: 100 })
      .where(eq(schema.users.id, await userIdOf(email)));
    const cart = await addToCart({ code: "T-101", count: 1 }, { bearer: access });
    expect(cart.loyalty_give).toBe(0);
    const tick = await call("/general/cart/set-loyalty-item/", {
      body: { product_id: product("T-101"), active: true },
      bearer: access,
      token: SHOP,
    });
    expect(tick.statusCode).toBe(400);
    const placed = await order({ bearer: access });
    expect(placed.statusCode, placed.body).toBe(201);
    const [row] = await db
      .select({ give: schema.orders.loyaltyGive, used: schema.orders.loyaltyUsed })
      .from(schema.orders)
      .where(eq(schema.orders.id, (placed.json() as { id: number }).id));
    expect(row).toEqual({ give: 0, used: 0 });
  });

  it("a default rate earns a percent of the price on products without their own points", async () => {
    await db.update(schema.products).set({ loyaltyGive: 0 }).where(eq(schema.products.siteId, siteId));
    const on = await admin("/loyalty", {
      method: "PATCH",
      cookie: owner,
      body: { enabled: true, default_percent: 10 },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await admin("/loyalty", { cookie: owner })).json()).toEqual({
      enabled: true,
      default_percent: 10,
    });
    const [p] = await db
      .select({ price: schema.products.price })
      .from(schema.products)
      .where(eq(schema.products.id, product("T-102")));
    const { access } = await customer("ana.rate@example.md", undefined, SHOP);
    const cart = await addToCart({ code: "T-102", count: 2 }, { bearer: access });
    const expected = Math.floor((p?.price ?? 0) * 0.1) * 2;
    expect(expected).toBeGreaterThan(0);
    expect(cart.loyalty_give).toBe(expected);
    const placed = await order({ bearer: access });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((placed.json() as { loyalty_give?: number }).loyalty_give ?? expected).toBe(expected);
    const [row] = await db
      .select({ give: schema.orders.loyaltyGive })
      .from(schema.orders)
      .where(eq(schema.orders.id, (placed.json() as { id: number }).id));
    expect(row?.give).toBe(expected);
    const bad = await admin("/loyalty", {
      method: "PATCH",
      cookie: owner,
      body: { enabled: true, default_percent: 150 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("payment and delivery switches", () => {
  type Delivery = {
    payments: Record<string, unknown>;
    methods: { store_pickup: boolean; courier_delivery: boolean };
  };
  const delivery = async () => (await admin("/delivery", { cookie: owner })).json() as Delivery;

  it("keeps one way to pay in person and one way to receive", async () => {
    const current = await delivery();
    const res = await admin("/delivery", {
      method: "PATCH",
      cookie: owner,
      body: {
        ...current,
        payments: { ...current.payments, cash_on_delivery: false, card_on_receipt: false },
        methods: { store_pickup: false, courier_delivery: false },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ payments: [expect.any(String)], methods: [expect.any(String)] });
  });

  it("cash switched off: an order paid in cash is refused, stock and cart unchanged", async () => {
    const current = await delivery();
    const res = await admin("/delivery", {
      method: "PATCH",
      cookie: owner,
      body: { ...current, payments: { ...current.payments, cash_on_delivery: false } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Delivery).payments.cash_on_delivery).toBe(false);
    const settings = await call("/settings/global_site_settings/", { method: "GET", token: SHOP });
    expect(settings.json()).toMatchObject({
      cart_settings: { cash_on_delivery: false, card_on_receipt: true },
    });

    const guest = "guest-no-cash";
    await addToCart({ code: "T-102", count: 1 }, { guest });
    const stockOf = async () =>
      (
        await db
          .select({ stock: schema.products.stockTotal })
          .from(schema.products)
          .where(eq(schema.products.id, product("T-102")))
      )[0]?.stock;
    const before = await stockOf();
    const refused = await order({ guest }, { paymentType: "cash", phone: "+373 69 777 222" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ paymentType: [expect.stringMatching(/cash/)] });
    expect(await stockOf()).toBe(before);
    expect((await cartOf({ guest })).products).toHaveLength(1);

    const byCard = await order({ guest }, { paymentType: "card_on_receipt", phone: "+373 69 777 222" });
    expect(byCard.statusCode, byCard.body).toBe(201);
  });
});
