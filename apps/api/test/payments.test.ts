import { schema } from "@sf/db";
import { formatPrice } from "@sf/i18n";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { testAuthConfig } from "../src/services/auth/config.ts";
import type { PaymentsConfig } from "../src/services/payments/config.ts";
import { sandboxSignature } from "../src/services/payments/sandbox-provider.ts";
import { addCardShop, orderRow, paymentsOf, placeOrder, STOREFRONT } from "./fixtures/card-orders.ts";
import { build } from "./helper.ts";

/**
 * Card payments end to end with the built-in sandbox: a card order answers a payUrl on the
 * storefront's origin; the sandbox page approves or declines and calls our callback route with
 * a signed body; the order follows. Callbacks are verified and idempotent; guests see only
 * their own orders of the site they ask.
 */
const SECRET = "test-sandbox-secret";
const config: PaymentsConfig = {
  sandbox: { enabled: true, secret: SECRET },
  maib: { baseUrl: "http://127.0.0.1:9", projectId: null, projectSecret: null, signatureKey: null },
  apiPublicUrl: "http://api.test",
  storefrontUrl: "http://fallback.test",
};
const { app, database } = await build({ payments: config });
const db = database.db;

const SHOP = "payments-shop";
const OTHER = "payments-other-shop";
const MAIB_SHOP = "payments-maib-unconfigured";
let product = (_code: string) => 0;
let maibProduct = (_code: string) => 0;
let seq = 0;
const browser = () => `pay-browser-${++seq}`;

beforeAll(async () => {
  ({ product } = await addCardShop(db, SHOP));
  await addCardShop(db, OTHER);
  ({ product: maibProduct } = await addCardShop(db, MAIB_SHOP, {
    additional_settings: { card_payment: { provider: "maib" } },
  }));
}, 60_000);

const payIdOf = (payUrl: string) => payUrl.split("/").at(-1) as string;
const sandboxPath = (payUrl: string) => new URL(payUrl).pathname;
const decide = (payUrl: string, decision: string) =>
  app.inject({
    method: "POST",
    url: sandboxPath(payUrl),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `decision=${decision}`,
  });
const status = (id: number, browserId: string, token = SHOP) =>
  app.inject({
    url: `/general/v2/order/${id}/check-payment-status/?no_user_id=${browserId}`,
    headers: { token },
  });
const pay = (id: number, browserId: string, token = SHOP) =>
  app.inject({
    method: "POST",
    url: `/general/v2/order/${id}/pay/`,
    headers: { token, "x-storefront-origin": STOREFRONT },
    payload: { no_user_id: browserId },
  });
const callback = (body: unknown, provider = "sandbox") =>
  app.inject({ method: "POST", url: `/payments/callback/${provider}`, payload: body as object });

async function cardOrder(browserId = browser()) {
  const res = await placeOrder(app, SHOP, [{ productId: product("T-101"), count: 2 }], { browserId });
  expect(res.statusCode).toBe(201);
  return { ...(res.json() as { id: number; final_price: number; result: { payUrl: string } }), browserId };
}

describe("card order with the sandbox", () => {
  it("answers a payUrl on the storefront's origin; approving pays and confirms the order", async () => {
    const order = await cardOrder();
    expect(order).toMatchObject({ status: "awaiting_payment", payment_status: "pending", final_price: 30 });
    expect(order.result.payUrl).toMatch(/^http:\/\/shop\.test\/payments\/sandbox\/sbx_[0-9a-f]{32}$/);
    const [payment] = await paymentsOf(db, order.id);
    expect(payment).toMatchObject({
      provider: "sandbox",
      status: "pending",
      amount: 30,
      currency: "MDL",
      externalId: payIdOf(order.result.payUrl),
      payUrl: order.result.payUrl,
    });

    const page = await app.inject({ url: sandboxPath(order.result.payUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("form-action 'self' http://shop.test");
    const html = page.body;
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain("Test shop");
    expect(html).toContain(formatPrice(30, "MDL", "ro"));
    expect(html).toContain(`nr. ${order.id}`);
    expect(html).toMatch(/<button[^>]*name="decision" value="approve">Aprobă plata<\/button>/);
    expect(html).toMatch(/<button[^>]*name="decision" value="decline">Refuză plata<\/button>/);
    expect(html).toContain('<form method="post" aria-labelledby="title">');

    const approved = await decide(order.result.payUrl, "approve");
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(
      `${STOREFRONT}/ro/order-checkout/${order.id}?no_user_id=${order.browserId}&payment=ok`,
    );
    expect(await orderRow(db, order.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect((await paymentsOf(db, order.id))[0]?.status).toBe("paid");
    expect((await status(order.id, order.browserId)).json()).toEqual({
      id: order.id,
      status: "confirmed",
      payment_status: "paid",
    });
  });

  it("never takes a payment twice: the page shows it paid and a second post is refused", async () => {
    const order = await cardOrder();
    expect((await decide(order.result.payUrl, "approve")).statusCode).toBe(303);
    const again = await decide(order.result.payUrl, "approve");
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain("<form");
    expect((await decide(order.result.payUrl, "decline")).statusCode).toBe(409);
    const page = await app.inject({ url: sandboxPath(order.result.payUrl) });
    expect(page.body).toContain("Această plată a fost deja efectuată.");
    expect(page.body).not.toContain("<form");
    expect(await orderRow(db, order.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    const paid = await pay(order.id, order.browserId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().detail).toBe("This order is already paid.");
  });

  it("two presses at once: one decision wins, the other is refused", async () => {
    const order = await cardOrder();
    const answers = await Promise.all([
      decide(order.result.payUrl, "approve"),
      decide(order.result.payUrl, "decline"),
      decide(order.result.payUrl, "approve"),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 409, 409]);
    const [payment] = await paymentsOf(db, order.id);
    const row = await orderRow(db, order.id);
    expect(row.paymentStatus).toBe(payment?.status);
    expect(["paid", "declined"]).toContain(payment?.status);
  });

  it("declined: the order waits for payment; paying again opens a new page that can approve", async () => {
    const order = await cardOrder();
    const declined = await decide(order.result.payUrl, "decline");
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toContain("payment=failed");
    expect(await orderRow(db, order.id)).toMatchObject({
      status: "awaiting_payment",
      paymentStatus: "declined",
    });
    expect((await decide(order.result.payUrl, "approve")).statusCode).toBe(409);

    const retry = await pay(order.id, order.browserId);
    expect(retry.statusCode).toBe(200);
    const second = retry.json().result.payUrl as string;
    expect(second).not.toBe(order.result.payUrl);
    expect(retry.json()).toMatchObject({ id: order.id, payment_status: "pending" });
    expect((await decide(second, "approve")).statusCode).toBe(303);
    expect(await orderRow(db, order.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect((await paymentsOf(db, order.id)).map((p) => p.status)).toEqual(["declined", "paid"]);
  });

  it("a page shows the order's language, and refuses a form without a decision", async () => {
    const res = await placeOrder(app, SHOP, [{ productId: product("T-102"), count: 1 }], {
      browserId: browser(),
      headers: { "accept-language": "ru" },
    });
    const payUrl = res.json().result.payUrl as string;
    const page = await app.inject({ url: sandboxPath(payUrl) });
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain("Подтвердить оплату");
    const bad = await decide(payUrl, "maybe");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('role="alert"');
    expect((await paymentsOf(db, res.json().id))[0]?.status).toBe("pending");
    expect((await app.inject({ url: "/payments/sandbox/sbx_nope" })).statusCode).toBe(404);
    expect((await app.inject({ url: `/payments/sandbox/sbx_${"0".repeat(32)}` })).statusCode).toBe(404);
  });

  it("a repeated request with the same Idempotency-Key answers the same payUrl", async () => {
    const b = browser();
    const lines = [{ productId: product("T-103"), count: 1 }];
    const headers = { "idempotency-key": `pay-key-${b}` };
    const first = await placeOrder(app, SHOP, lines, { browserId: b, headers });
    const again = await placeOrder(app, SHOP, lines, { browserId: b, headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().result.payUrl).toBe(first.json().result.payUrl);
    expect(await paymentsOf(db, first.json().id)).toHaveLength(1);
  });

  it("cash and card-on-receipt orders need no redirect", async () => {
    const res = await placeOrder(app, SHOP, [{ productId: product("T-101"), count: 1 }], {
      browserId: browser(),
      paymentType: "cash",
    });
    expect(res.json()).toMatchObject({
      status: "new",
      payment_status: "not_required",
      result: { payUrl: null },
    });
    const b = res.json().id as number;
    const refused = await pay(b, (await orderRow(db, b)).browserId as string);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe("This order is not paid by card.");
  });

  it("without the storefront's header the return addresses use PUBLIC_URL; a bad header is ignored", async () => {
    const res = await placeOrder(app, SHOP, [{ productId: product("T-101"), count: 1 }], {
      browserId: browser(),
      headers: { "x-storefront-origin": "javascript:alert(1)" },
    });
    expect(res.json().result.payUrl).toMatch(/^http:\/\/fallback\.test\/payments\/sandbox\//);
  });
});

describe("callbacks", () => {
  async function pendingPayment() {
    const order = await cardOrder();
    const payId = payIdOf(order.result.payUrl);
    const result = { payId, orderId: order.id, status: "paid", amount: 30, currency: "MDL" };
    return { order, payId, result, body: { result, signature: sandboxSignature(result, SECRET) } };
  }

  it("applies a signed callback once: a replay changes nothing, a late decline does not unpay", async () => {
    const { order, payId, body } = await pendingPayment();
    const first = await callback(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: "ok", changed: true });
    const [afterFirst] = await paymentsOf(db, order.id);
    const orderAfterFirst = await orderRow(db, order.id);

    const replay = await callback(body);
    expect(replay.json()).toEqual({ status: "ok", changed: false });
    expect((await paymentsOf(db, order.id))[0]).toEqual(afterFirst);
    expect(await orderRow(db, order.id)).toEqual(orderAfterFirst);

    const late = { payId, orderId: order.id, status: "declined", amount: 30, currency: "MDL" };
    const lateRes = await callback({ result: late, signature: sandboxSignature(late, SECRET) });
    expect(lateRes.json()).toEqual({ status: "ok", changed: false });
    expect(await orderRow(db, order.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect((await paymentsOf(db, order.id))[0]?.status).toBe("paid");
  });

  it("the same callback arriving twice at once is applied once", async () => {
    const { order, body } = await pendingPayment();
    const answers = await Promise.all([callback(body), callback(body)]);
    expect(answers.map((a) => a.json().changed).sort()).toEqual([false, true]);
    expect(await orderRow(db, order.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });

  it("refuses tampered or unsigned bodies with 400 and changes nothing", async () => {
    const { order, result, body } = await pendingPayment();
    const cases: unknown[] = [
      { ...body, result: { ...result, amount: 1 } },
      { ...body, result: { ...result, status: "declined" } },
      { ...body, signature: sandboxSignature(result, "another-secret") },
      { result },
      { hello: "world" },
      [],
    ];
    for (const tampered of cases) {
      const res = await callback(tampered);
      expect(res.statusCode, JSON.stringify(tampered)).toBe(400);
      expect(res.json()).toMatchObject({ code: "invalid", detail: "Bad signature." });
    }
    expect(await orderRow(db, order.id)).toMatchObject({
      status: "awaiting_payment",
      paymentStatus: "pending",
    });
    expect((await paymentsOf(db, order.id))[0]?.status).toBe("pending");
  });

  it("refuses a signed callback for another amount (409), an unknown payment (404) or provider (404)", async () => {
    const { order, result } = await pendingPayment();
    const other = { ...result, amount: 29.99 };
    expect((await callback({ result: other, signature: sandboxSignature(other, SECRET) })).statusCode).toBe(
      409,
    );
    expect((await paymentsOf(db, order.id))[0]?.status).toBe("pending");
    const unknown = { ...result, payId: `sbx_${"f".repeat(32)}` };
    expect(
      (await callback({ result: unknown, signature: sandboxSignature(unknown, SECRET) })).statusCode,
    ).toBe(404);
    expect((await callback({}, "paypal")).statusCode).toBe(404);
    expect((await callback({}, "maib")).statusCode).toBe(404); // maib is not configured here
  });
});

describe("OpenAPI", () => {
  it("documents the callback (no site token) and the order payment routes", async () => {
    const doc = (await app.inject({ url: "/docs/json" })).json();
    expect(doc.paths["/payments/callback/{provider}"].post.security).toEqual([]);
    expect(doc.paths["/general/v2/order/{id}/pay"]).toBeDefined();
    expect(doc.paths["/general/v2/order/{id}/check-payment-status"]).toBeDefined();
    expect(doc.paths["/payments/sandbox/{payId}"]).toBeUndefined();
  });
});

describe("ownership and isolation", () => {
  it("shows a guest only their own order of the site they ask", async () => {
    const order = await cardOrder();
    expect((await status(order.id, order.browserId)).statusCode).toBe(200);
    for (const res of [
      await status(order.id, "someone-else"),
      await status(order.id, order.browserId, OTHER),
      await pay(order.id, "someone-else"),
      await pay(order.id, order.browserId, OTHER),
      await status(999_999, order.browserId),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: "not_found", detail: "No such order." });
    }
    const missing = await app.inject({
      url: `/general/v2/order/${order.id}/check-payment-status/`,
      headers: { token: SHOP },
    });
    expect(missing.statusCode).toBe(400);
    expect((await pay(order.id, "bad id with spaces")).statusCode).toBe(400);
  });

  it("an order placed without a browser id cannot be read as a guest", async () => {
    const res = await placeOrder(app, SHOP, [{ productId: product("T-101"), count: 1 }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().result.payUrl).toContain("/payments/sandbox/");
    expect((await status(res.json().id, "anything")).statusCode).toBe(404);
  });
});

describe("provider failures", () => {
  it("a shop whose provider cannot be used gets 201 with payUrl null; paying answers 503", async () => {
    const b = browser();
    const res = await placeOrder(app, MAIB_SHOP, [{ productId: maibProduct("T-101"), count: 1 }], {
      browserId: b,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: "awaiting_payment",
      payment_status: "pending",
      result: { payUrl: null },
    });
    const retry = await pay(res.json().id, b, MAIB_SHOP);
    expect(retry.statusCode).toBe(503);
    expect(retry.json().detail).toMatch(/maib are not configured/);
    expect((await status(res.json().id, b, MAIB_SHOP)).json()).toMatchObject({ payment_status: "pending" });
  });
});

describe("sandbox turned off", () => {
  it("serves no sandbox page and answers card orders with payUrl null", async () => {
    const off = await buildApp({
      db,
      auth: testAuthConfig(),
      payments: { ...config, sandbox: { enabled: false, secret: SECRET } },
    });
    try {
      const order = await cardOrder();
      expect((await off.inject({ url: sandboxPath(order.result.payUrl) })).statusCode).toBe(404);
      const res = await off.inject({
        method: "POST",
        url: "/general/v3/order/",
        headers: { token: SHOP, "accept-language": "ro" },
        payload: {
          name: "Ana Rusu",
          phone: "+(373) 69 123 456",
          paymentType: "card",
          deliveryType: "delivery",
          region_id: 3,
          address: { street: "Test", building: "1" },
          no_user_id: browser(),
          cart: { products: [{ product: { productId: product("T-101") }, count: 1 }] },
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ status: "awaiting_payment", payment_status: "pending" });
      expect(res.json().result.payUrl).toBeNull();
      const stored = await db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.orderId, res.json().id));
      expect(stored).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
