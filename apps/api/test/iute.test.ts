import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeIute, startFakeIute } from "../../../test/fake-iute.ts";
import type { PaymentsConfig } from "../src/services/payments/config.ts";
import { pollOpenPayments } from "../src/services/payments/poll-open-payments.ts";
import { orderRow, paymentsOf } from "./fixtures/card-orders.ts";
import { addTestShop, stockedProduct } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * Buying in instalments through iute (decision 0048): the real adapter against a fake iute on
 * localhost (approved, refused, refused at once, down, garbage, no answer), the sandbox standing
 * in for it, and bad input refused with nothing stored.
 */
const AGENT = { agentId: "agent-42", apiKey: "iute-secret-key-0123456789" };
const fake: FakeIute = await startFakeIute(AGENT.agentId, AGENT.apiKey);
afterAll(() => fake.close());

const config: PaymentsConfig = {
  sandbox: { enabled: true, secret: "iute-test-sandbox" },
  maib: { baseUrl: "http://127.0.0.1:9", projectId: null, projectSecret: null, signatureKey: null },
  iute: { baseUrl: fake.url, ...AGENT, timeoutMs: 400 },
  apiPublicUrl: "http://api.test",
  storefrontUrl: "http://shop.test",
};
/** Everything the API logs (debug and up): the agent's key must never be in it. */
const logged: string[] = [];
const { app, database } = await build({
  payments: config,
  logger: { level: "debug", stream: { write: (line: string) => logged.push(line) } },
});
const db = database.db;

const programmes = [
  { id: 1, title: "Rate 0%", partner: "maib", months: 4, annual_rate: 0, min_sum: 500, max_sum: 30_000 },
  {
    id: 2,
    title: "Iute Credit",
    partner: "Iute Credit",
    months: 12,
    terms: [6, 12],
    annual_rate: 14.9,
    fee_once_percent: 1.5,
    min_sum: 1000,
    max_sum: 50_000,
  },
];
const shopSettings = (iute: Record<string, unknown>) => ({
  allow_negative_stock: false,
  credits: programmes,
  additional_settings: { iute },
});

const SHOPS = { real: "iute-real", sandbox: "iute-sandbox", off: "iute-off" } as const;
const product: Record<string, number> = {};
let seq = 0;
const browser = () => `iute-browser-${++seq}`;

beforeAll(async () => {
  for (const [kind, token] of Object.entries(SHOPS)) {
    const siteId = await addTestShop(db, {
      token,
      code: token,
      settings: shopSettings(
        kind === "off" ? {} : { enabled: true, provider: kind === "real" ? "iute" : "sandbox" },
      ),
    });
    const { productId } = await stockedProduct(db, siteId);
    await db.update(schema.products).set({ price: 1500 }).where(eq(schema.products.id, productId));
    product[token] = productId;
  }
}, 60_000);

const stockOf = async (productId: number) => {
  const [row] = await db
    .select({ stock: schema.products.stockTotal })
    .from(schema.products)
    .where(eq(schema.products.id, productId));
  const shops = await db
    .select({ qty: schema.productStock.qty })
    .from(schema.productStock)
    .where(eq(schema.productStock.productId, productId));
  return { total: row?.stock, shops: shops.reduce((a, s) => a + s.qty, 0) };
};
const countOrders = async () => (await db.select({ id: schema.orders.id }).from(schema.orders)).length;

function order(
  token: string,
  phoneEnd: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const browserId = (overrides.no_user_id as string | undefined) ?? browser();
  return app.inject({
    method: "POST",
    url: "/general/iute-credit/create-order/",
    headers: { token, "accept-language": "ro", "x-storefront-origin": "http://shop.test", ...headers },
    payload: {
      name: "Ion Rusu",
      phone: `+373 69 1234${phoneEnd}`,
      email: "ion@example.md",
      deliveryType: "delivery",
      region_id: 3,
      address: { street: "str. Columna", building: "5" },
      no_user_id: browserId,
      cart: { products: [{ product: { productId: product[token] }, count: 2 }] },
      programme_id: 2,
      months: 12,
      ...overrides,
    },
  });
}
const status = (token: string, id: number, browserId: string) =>
  app.inject({
    url: `/general/v2/order/${id}/check-payment-status/?no_user_id=${browserId}`,
    headers: { token },
  });

describe("iute adapter against a fake iute", () => {
  it("places the order on hold, sends the application as the agent, and confirms it once approved", async () => {
    const id = product[SHOPS.real] as number;
    const before = await stockOf(id);
    const b = browser();
    const res = await order(SHOPS.real, "23", { no_user_id: b });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      status: "awaiting_payment",
      payment_status: "pending",
      final_price: 3000,
    });
    expect(created.credit).toMatchObject({ programme_id: 2, months: 12, partner: "Iute Credit" });
    expect(created.credit.monthly).toBeGreaterThan(250);
    // No page of iute's: the shopper follows the application on the order's page.
    expect(created.result.payUrl).toMatch(/^http:\/\/shop\.test\/ro\/order-checkout\/\d+\?no_user_id=/);
    expect(await stockOf(id)).toEqual({ total: (before.total ?? 0) - 2, shops: before.shops - 2 });

    const sent = fake.seen.filter((s) => s.method === "POST").at(-1);
    expect(sent?.authorization).toBe(
      `Basic ${Buffer.from(`${AGENT.agentId}:${AGENT.apiKey}`).toString("base64")}`,
    );
    expect(sent?.body).toMatchObject({
      order_id: String(created.id),
      amount: 3000,
      currency: "MDL",
      programme_id: 2,
      months: 12,
      customer: { name: "Ion Rusu", phone: "+37369123423" },
    });

    const checked = await status(SHOPS.real, created.id, b);
    expect(checked.json()).toEqual({ id: created.id, status: "confirmed", payment_status: "paid" });
    expect(await stockOf(id)).toEqual({ total: (before.total ?? 0) - 2, shops: before.shops - 2 });
  });

  it("cancels the order and gives its stock back when iute refuses the application", async () => {
    const id = product[SHOPS.real] as number;
    const before = await stockOf(id);
    const b = browser();
    const created = (await order(SHOPS.real, "11", { no_user_id: b })).json();
    expect(created.status).toBe("awaiting_payment");
    expect((await stockOf(id)).total).toBe((before.total ?? 0) - 2);
    expect((await status(SHOPS.real, created.id, b)).json()).toMatchObject({
      status: "cancelled",
      payment_status: "declined",
    });
    expect(await stockOf(id)).toEqual(before);
    // A second look changes nothing (the stock is released once).
    await status(SHOPS.real, created.id, b);
    expect(await stockOf(id)).toEqual(before);
  });

  it("answers a refusal at once with the order cancelled and its stock back", async () => {
    const id = product[SHOPS.real] as number;
    const before = await stockOf(id);
    const res = await order(SHOPS.real, "88");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "cancelled", payment_status: "declined" });
    expect(await stockOf(id)).toEqual(before);
  });

  it("keeps an open application pending while iute has not decided", async () => {
    const b = browser();
    const created = (await order(SHOPS.real, "99", { no_user_id: b })).json();
    expect((await status(SHOPS.real, created.id, b)).json()).toMatchObject({
      status: "awaiting_payment",
      payment_status: "pending",
    });
  });

  it("settles applications whose shopper never came back: every API process polls open payments", async () => {
    const id = product[SHOPS.real] as number;
    const before = await stockOf(id);
    const approved = (await order(SHOPS.real, "23", { no_user_id: browser() })).json();
    const refused = (await order(SHOPS.real, "11", { no_user_id: browser() })).json();
    const open = (await order(SHOPS.real, "99", { no_user_id: browser() })).json();
    expect([approved.status, refused.status, open.status]).toEqual([
      "awaiting_payment",
      "awaiting_payment",
      "awaiting_payment",
    ]);
    // Nobody opens the order pages; the poll (every PAYMENT_POLL_SECONDS) asks iute.
    expect(await pollOpenPayments(db, app.payments, app.log, { olderThanSeconds: 0, limit: 100 })).toBe(2);
    const state = async (orderId: number) =>
      (await db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0];
    expect(await state(approved.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(await state(refused.id)).toMatchObject({ status: "cancelled", paymentStatus: "declined" });
    expect(await state(open.id)).toMatchObject({ status: "awaiting_payment", paymentStatus: "pending" });
    // The refused order's stock is back; the approved and the open ones keep theirs.
    expect((await stockOf(id)).total).toBe((before.total ?? 0) - 4);
    // Polling again settles nothing twice.
    expect(await pollOpenPayments(db, app.payments, app.log, { olderThanSeconds: 0, limit: 100 })).toBe(0);
    expect((await stockOf(id)).total).toBe((before.total ?? 0) - 4);
  });

  for (const [end, what] of [
    ["55", "down (503)"],
    ["66", "answering garbage"],
    ["77", "not answering (timeout)"],
  ] as const) {
    it(`cancels the order, releases its stock and keeps the cart when iute is ${what}`, async () => {
      const id = product[SHOPS.real] as number;
      const before = await stockOf(id);
      const b = browser();
      await app.inject({
        method: "POST",
        url: "/general/cart/add-item/",
        headers: { token: SHOPS.real },
        payload: { product_id: id, count: 2, no_user_id: b },
      });
      const res = await order(SHOPS.real, end, { no_user_id: b, cart: undefined });
      expect(res.statusCode).toBe(502);
      const body = res.json();
      expect(body).toMatchObject({ code: "iute_unavailable" });
      expect(body.detail).toMatch(/cart is as it was/);
      expect(JSON.stringify(body)).not.toContain(AGENT.apiKey);
      expect(await orderRow(db, body.order_id)).toMatchObject({
        status: "cancelled",
        paymentStatus: "declined",
      });
      const [attempt] = await paymentsOf(db, body.order_id);
      expect(attempt).toMatchObject({ provider: "iute", status: "declined" });
      expect(await stockOf(id)).toEqual(before);
      const cart = (
        await app.inject({ url: `/general/cart/fetch-all/?no_user_id=${b}`, headers: { token: SHOPS.real } })
      ).json();
      expect(cart[0].products.map((p: { id: number; count: number }) => [p.id, p.count])).toEqual([[id, 2]]);
    });
  }

  it("answers a repeated request with the same order", async () => {
    const b = browser();
    const key = { "idempotency-key": `iute-key-${b}` };
    const first = await order(SHOPS.real, "23", { no_user_id: b }, key);
    const again = await order(SHOPS.real, "23", { no_user_id: b }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, credit: first.json().credit });
  });
});

describe("iute sandbox", () => {
  const decide = (payUrl: string, decision: string) =>
    app.inject({
      method: "POST",
      url: new URL(payUrl).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `decision=${decision}`,
    });

  it("stands in for iute: its page approves the application and the order is confirmed", async () => {
    const b = browser();
    const created = (await order(SHOPS.sandbox, "23", { no_user_id: b })).json();
    expect(created.result.payUrl).toMatch(/^http:\/\/shop\.test\/payments\/sandbox\/isbx_[0-9a-f]{32}$/);
    const page = await app.inject({ url: new URL(created.result.payUrl).pathname });
    expect(page.body).toContain("Cerere de credit de test (iute)");
    const decided = await decide(created.result.payUrl, "approve");
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toContain(`/ro/order-checkout/${created.id}`);
    expect(await orderRow(db, created.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });

  it("refuses on its page: the order is cancelled and its stock released", async () => {
    const id = product[SHOPS.sandbox] as number;
    const before = await stockOf(id);
    const created = (await order(SHOPS.sandbox, "23")).json();
    expect((await decide(created.result.payUrl, "decline")).statusCode).toBe(303);
    expect(await orderRow(db, created.id)).toMatchObject({ status: "cancelled", paymentStatus: "declined" });
    expect(await stockOf(id)).toEqual(before);
  });
});

describe("bad input stores nothing", () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    ["an unknown programme", SHOPS.real, { programme_id: 99 }, "programme_id"],
    ["a programme that is not iute's", SHOPS.real, { programme_id: 1, months: 4 }, "programme_id"],
    ["a term the programme does not offer", SHOPS.real, { months: 7 }, "months"],
    ["an amount above the programme's maximum", SHOPS.real, { count: 34 }, "programme_id"],
    ["a shop without iute", SHOPS.off, {}, "paymentType"],
    ["another payment type", SHOPS.real, { paymentType: "card" }, "paymentType"],
    ["months that are not a number", SHOPS.real, { months: "twelve" }, "months"],
  ];
  for (const [what, token, overrides, field] of cases) {
    it(`refuses ${what} with a 400 naming ${field}`, async () => {
      // 34 × 1500 = 51 000: over the iute programme's 50 000.
      const { count, ...rest } = overrides;
      const fixed = count
        ? { ...rest, cart: { products: [{ product: { productId: product[token] }, count }] } }
        : rest;
      const orders = await countOrders();
      const stock = await stockOf(product[token] as number);
      const res = await order(token, "23", fixed);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toContain(field);
      expect(await countOrders()).toBe(orders);
      expect(await stockOf(product[token] as number)).toEqual(stock);
    });
  }
});

describe("secrets", () => {
  it("never logs the agent's key or its Basic credentials", () => {
    const basic = Buffer.from(`${AGENT.agentId}:${AGENT.apiKey}`).toString("base64");
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.some((line) => line.includes("iute application could not be sent"))).toBe(true);
    expect(logged.filter((line) => line.includes(AGENT.apiKey) || line.includes(basic))).toEqual([]);
  });
});
