import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PaymentsConfig } from "../src/services/payments/config.ts";
import { accountHelpers } from "./fixtures/accounts.ts";
import { addCardShop, STOREFRONT } from "./fixtures/card-orders.ts";
import { build } from "./helper.ts";

/**
 * Loyalty points (spec: `set-loyalty-item`, `is_loyalty_active`; integrations: points earned per
 * product, spent as a discount, balance in the cabinet): a ticked line is covered from the
 * customer's points at the order, never beyond the balance, and earns none; a paid order
 * credits the points it earns, once.
 */
const config: PaymentsConfig = {
  sandbox: { enabled: true, secret: "loyalty-sandbox-secret" },
  maib: { baseUrl: "http://127.0.0.1:9", projectId: null, projectSecret: null, signatureKey: null },
  apiPublicUrl: "http://api.test",
  storefrontUrl: "http://fallback.test",
};
const { app, database, outboxDir } = await build({ payments: config });
const db = database.db;
const { call, customer } = accountHelpers(app, outboxDir);
const SHOP = "loyalty-shop";
const LOYALTY_GIVE = 5;
let siteId = 0;
let product = (_code: string) => 0;

beforeAll(async () => {
  ({ siteId, product } = await addCardShop(db, SHOP));
  await db
    .update(schema.products)
    .set({ loyaltyGive: LOYALTY_GIVE })
    .where(eq(schema.products.siteId, siteId));
}, 60_000);

type CartAnswer = {
  total_price: number;
  loyalty_give: number;
  available_bonuses?: number;
  used_bonuses?: number;
  products: { id: number; price: number; line_total: number; is_loyalty_active: boolean }[];
};

async function pointsOf(email: string): Promise<number> {
  const [user] = await db
    .select({ points: schema.users.loyaltyPoints })
    .from(schema.users)
    .where(and(eq(schema.users.email, email), eq(schema.users.siteId, siteId)));
  return user?.points ?? Number.NaN;
}
const setPoints = (email: string, points: number) =>
  db
    .update(schema.users)
    .set({ loyaltyPoints: points })
    .where(and(eq(schema.users.email, email), eq(schema.users.siteId, siteId)));

async function fillCart(access: string, lines: [string, number][]): Promise<CartAnswer> {
  let cart: CartAnswer | null = null;
  for (const [code, count] of lines) {
    const res = await call("/general/cart/add-item/", {
      body: { product_id: product(code), count },
      bearer: access,
      token: SHOP,
    });
    expect(res.statusCode, res.body).toBe(200);
    cart = res.json() as CartAnswer;
  }
  return cart as CartAnswer;
}

/** An order of the customer's server cart, delivered in Chișinău (no delivery price). */
const order = (access: string, paymentType = "cash") =>
  app.inject({
    method: "POST",
    url: "/general/v3/order/",
    headers: {
      token: SHOP,
      "accept-language": "ro",
      "x-storefront-origin": STOREFRONT,
      authorization: `Bearer ${access}`,
    },
    payload: {
      name: "Ana Rusu",
      phone: "+373 69 123 456",
      email: "ana@example.md",
      paymentType,
      deliveryType: "delivery",
      region_id: 3,
      address: { street: "bd. Ștefan cel Mare și Sfânt", building: "1" },
    },
  });

type Detail = {
  final_price: number;
  total_price: number;
  delivery_price: number;
  loyalty_used: number;
  loyalty_give: number;
  payment_status: string;
};
const detail = async (access: string, id: number) =>
  (await call(`/general/v2/order/${id}/`, { method: "GET", bearer: access, token: SHOP })).json() as Detail;

describe("loyalty points", () => {
  it("a ticked line is paid with points up to the balance and earns none", async () => {
    const email = "ana.points@example.md";
    const { access } = await customer(email, undefined, SHOP);
    await setPoints(email, 100);
    const filled = await fillCart(access, [
      ["T-101", 1],
      ["T-102", 1],
    ]);
    expect(filled.available_bonuses).toBe(100);
    expect(filled.used_bonuses).toBe(0);
    const ticked = filled.products.find((p) => p.id === product("T-101")) as CartAnswer["products"][number];
    const set = await call("/general/cart/set-loyalty-item/", {
      body: { product_id: ticked.id, active: true },
      bearer: access,
      token: SHOP,
    });
    expect(set.statusCode, set.body).toBe(200);
    const cart = set.json() as CartAnswer;
    const expected = Math.min(100, ticked.line_total);
    expect(cart.used_bonuses).toBe(expected);
    expect(cart.loyalty_give).toBe(LOYALTY_GIVE);

    const res = await order(access);
    expect(res.statusCode, res.body).toBe(201);
    const placed = await detail(access, (res.json() as { id: number }).id);
    expect(placed.loyalty_used).toBe(expected);
    expect(placed.loyalty_give).toBe(LOYALTY_GIVE);
    expect(placed.final_price).toBeCloseTo(placed.total_price + placed.delivery_price - expected, 2);
    expect(await pointsOf(email)).toBeCloseTo(100 - expected, 2);
    // A cash order is not paid yet: it earns nothing until it is.
    const after = (
      await call("/general/cart/fetch-all/", { method: "GET", bearer: access, token: SHOP })
    ).json() as CartAnswer[];
    expect(after[0]?.available_bonuses).toBeCloseTo(100 - expected, 2);
  });

  it("points that cover the whole order leave nothing to pay by card", async () => {
    const email = "ion.points@example.md";
    const { access } = await customer(email, undefined, SHOP);
    await setPoints(email, 1_000_000);
    const cart = await fillCart(access, [["T-101", 2]]);
    await call("/general/cart/set-loyalty-item/", {
      body: { product_id: product("T-101"), active: true },
      bearer: access,
      token: SHOP,
    });
    const res = await order(access, "card");
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { id: number; result: { payUrl: string | null } };
    expect(body.result.payUrl ?? null).toBeNull();
    const placed = await detail(access, body.id);
    expect(placed.final_price).toBe(0);
    expect(placed.payment_status).toBe("not_required");
    expect(placed.loyalty_used).toBe(cart.total_price);
    expect(placed.loyalty_give).toBe(0);
    expect(await pointsOf(email)).toBeCloseTo(1_000_000 - cart.total_price, 2);
  });

  it("a paid card order credits its points, once", async () => {
    const email = "maria.points@example.md";
    const { access } = await customer(email, undefined, SHOP);
    await fillCart(access, [["T-101", 2]]);
    const res = await order(access, "card");
    expect(res.statusCode, res.body).toBe(201);
    const payUrl = (res.json() as { result: { payUrl: string } }).result.payUrl;
    expect(await pointsOf(email)).toBe(0);
    const decide = (decision: string) =>
      app.inject({
        method: "POST",
        url: new URL(payUrl).pathname,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `decision=${decision}`,
      });
    expect((await decide("approve")).statusCode).toBe(303);
    expect(await pointsOf(email)).toBe(2 * LOYALTY_GIVE);
    await decide("approve");
    expect(await pointsOf(email)).toBe(2 * LOYALTY_GIVE);
  });

  it("a guest cannot pay with points", async () => {
    const browser = "loyalty-guest-browser-1";
    await call("/general/cart/add-item/", {
      body: { product_id: product("T-101"), count: 1, no_user_id: browser },
      token: SHOP,
    });
    const res = await call("/general/cart/set-loyalty-item/", {
      body: { product_id: product("T-101"), active: true, no_user_id: browser },
      token: SHOP,
    });
    expect(res.statusCode).toBe(401);
    expect((res.json() as { detail: string }).detail).toMatch(/Sign in/);
  });
});
