import { randomBytes } from "node:crypto";
import { schema } from "@sf/db";
import { PROMO_GUESSES, SIGN_IN_GUESSES } from "@sf/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testAuthConfig } from "../src/services/auth/config.ts";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build, site } from "./helper.ts";

// Wrong promo codes are limited per cart and per client address (decision 0024).
const { app, database } = await build();
let siteId = 0;
let productId = 0;
let shopId = 0;

beforeAll(async () => {
  siteId = await addTestShop(database.db);
  const [product] = await database.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.code, "T-201"));
  productId = product?.id ?? 0;
  const [shop] = await database.db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(eq(schema.shops.siteId, siteId));
  shopId = shop?.id ?? 0;
  await database.db
    .insert(schema.promoCodes)
    .values({ siteId, code: "REAL10", type: "general", valueType: "percent", value: 10 });
}, 60_000);

let seq = 0;
const cartId = () => `guess-cart-${++seq}`;
const address = () => `10.44.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;

const post = (path: string, payload: object, from: string, token = TEST_TOKEN) =>
  app.inject({
    method: "POST",
    url: `/general/${path}`,
    remoteAddress: from,
    headers: { token, "accept-language": "ro" },
    payload,
  });

async function filledCart(from: string): Promise<string> {
  const cart = cartId();
  const res = await post("cart/add-item/", { product_id: productId, count: 1, no_user_id: cart }, from);
  expect(res.statusCode, res.body).toBe(200);
  return cart;
}

const tryCode = (code: string, cart: string, from: string) =>
  post("promo-code/update_prices/", { code, no_user_id: cart }, from);

const buyer = {
  name: "Ana Rusu",
  phone: "+(373) 69 123 456",
  email: "ana@example.md",
  paymentType: "cash",
};

describe("wrong promo codes", () => {
  it("answers 429 after the cart's allowance, then refuses even the real code there, while another shopper gets it", async () => {
    const from = address();
    const cart = await filledCart(from);
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await tryCode(`WRONG${i}`, cart, from)).statusCode);
    expect(statuses.slice(0, PROMO_GUESSES.perCart)).toEqual(Array(PROMO_GUESSES.perCart).fill(400));
    expect(new Set(statuses.slice(PROMO_GUESSES.perCart))).toEqual(new Set([429]));

    // Throttled, the real code gets the same answer as a wrong one: nothing tells them apart.
    const real = await tryCode("REAL10", cart, from);
    expect(real.statusCode).toBe(429);
    expect(real.json()).toEqual({ detail: expect.stringMatching(/promo codes.*minutes/), code: "throttled" });
    expect((await tryCode("WRONG-AGAIN", cart, from)).json()).toEqual(real.json());
    // The same cart from another address is still throttled (the cart's count).
    expect((await tryCode("REAL10", cart, address())).statusCode).toBe(429);

    const otherFrom = address();
    const other = await tryCode("REAL10", await filledCart(otherFrom), otherFrom);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({ status: "success", code: "REAL10" });
  });

  it("limits one address that changes carts, at the looser client allowance", async () => {
    const from = address();
    for (let i = 0; i < PROMO_GUESSES.perClient; i++)
      expect((await tryCode(`NOPE${i}`, cartId(), from)).statusCode).toBe(400);
    const fresh = await filledCart(from);
    expect((await tryCode("REAL10", fresh, from)).statusCode).toBe(429);
    // Local carts (no cart id) are limited by the address alone.
    const preview = await post(
      "order/preview-promo/",
      { promo_code: "REAL10", products: [{ id: productId, count: 1 }] },
      from,
    );
    expect(preview.statusCode).toBe(429);
  });

  it("never throttles a shopper whose code is right, however often they apply it", async () => {
    const from = address();
    const cart = await filledCart(from);
    for (let i = 0; i < 3 * PROMO_GUESSES.perClient; i++) {
      const res =
        i % 2
          ? await tryCode("real10", cart, from)
          : await post(
              "order/preview-promo/",
              { promo_code: "REAL10", products: [{ id: productId, count: 1 }] },
              from,
            );
      expect(res.statusCode, res.body).toBe(200);
    }
    const reserved = await post("cart/create-reservation/", { promo_code: "REAL10", no_user_id: cart }, from);
    expect(reserved.statusCode, reserved.body).toBe(204);
    const order = await post(
      "v3/order/",
      { ...buyer, deliveryType: "pickup", shop_id: shopId, no_user_id: cart, promo_code: "REAL10" },
      from,
    );
    expect(order.statusCode, order.body).toBe(201);
  });

  it("counts wrong codes sent with orders, and creates nothing while throttled", async () => {
    const from = address();
    const cart = await filledCart(from);
    const order = (code: string) =>
      post(
        "v3/order/",
        { ...buyer, deliveryType: "pickup", shop_id: shopId, no_user_id: cart, promo_code: code },
        from,
      );
    for (let i = 0; i < PROMO_GUESSES.perCart; i++) {
      const res = await order(`BAD${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().promo_code).toBeDefined();
    }
    const stock = async () =>
      (
        await database.db
          .select({ stock: schema.products.stockTotal })
          .from(schema.products)
          .where(eq(schema.products.id, productId))
      )[0]?.stock;
    const orders = async () =>
      (await database.db.select({ id: schema.orders.id }).from(schema.orders)).length;
    const [stockBefore, ordersBefore] = [await stock(), await orders()];

    const throttled = await order("REAL10");
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe("throttled");
    const reservation = await post(
      "cart/create-reservation/",
      { promo_code: "REAL10", no_user_id: cart },
      from,
    );
    expect(reservation.statusCode).toBe(429);
    expect([await stock(), await orders()]).toEqual([stockBefore, ordersBefore]);
    const lines = await app.inject({
      url: `/general/cart/fetch-all/?no_user_id=${cart}`,
      headers: { token: TEST_TOKEN },
    });
    expect(lines.json()[0].products).toEqual([expect.objectContaining({ id: productId, count: 1 })]);

    // Without a code the shopper still orders: only guessing is limited.
    const plain = await post(
      "v3/order/",
      { ...buyer, deliveryType: "pickup", shop_id: shopId, no_user_id: cart },
      from,
    );
    expect(plain.statusCode, plain.body).toBe(201);
  });
});

describe.skipIf(!process.env.REDIS_TEST_URL)("with Redis", () => {
  it("shares the counts (promo codes, sign-ins) between API processes", async () => {
    const auth = () => testAuthConfig({ redisUrl: process.env.REDIS_TEST_URL as string });
    const [first, second] = [(await build({ auth: auth() })).app, (await build({ auth: auth() })).app];
    // Fresh names each run: Redis keeps its counts for the window.
    const run = randomBytes(4).toString("hex");
    const from = `10.${[...randomBytes(3)].join(".")}`;
    const cart = `redis-cart-${run}`;
    const send = (target: typeof first, code: string, no_user_id: string, ip: string) =>
      target.inject({
        method: "POST",
        url: "/general/promo-code/update_prices/",
        remoteAddress: ip,
        headers: site("default", "ro"),
        payload: { code, no_user_id },
      });
    for (let i = 0; i < PROMO_GUESSES.perCart; i++)
      expect((await send(first, `WRONG${i}`, cart, from)).statusCode).toBe(400);
    expect((await send(second, "BINEVENIT10", cart, from)).statusCode).toBe(429);
    // Another shopper on the second process is not throttled (their cart is empty: 400, not 429).
    const other = await send(
      second,
      "BINEVENIT10",
      `redis-other-${run}`,
      `10.${[...randomBytes(3)].join(".")}`,
    );
    expect(other.json()).toMatchObject({ detail: "The cart is empty." });

    // Failed sign-ins on one account, spread over both processes, challenge it on both.
    const email = `spread-${run}@example.md`;
    const signIn = (target: typeof first) =>
      target.inject({
        method: "POST",
        url: "/auth/jwt/create/",
        remoteAddress: `10.${[...randomBytes(3)].join(".")}`,
        headers: site("default", "ro"),
        payload: { email, password: "ghicit-2026" },
      });
    for (let i = 0; i < SIGN_IN_GUESSES.perAccount; i++)
      expect((await signIn(i % 2 ? first : second)).statusCode).toBe(401);
    expect((await signIn(first)).json()).toMatchObject({ code: "login_code_required" });
    expect((await signIn(second)).json()).toMatchObject({ code: "login_code_required" });
  });
});
