import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PaymentsConfig } from "../src/services/payments/config.ts";
import { MaibClient } from "../src/services/payments/maib-client.ts";
import { addCardShop, orderRow, paymentsOf, placeOrder, STOREFRONT } from "./fixtures/card-orders.ts";
import { build } from "./helper.ts";

/**
 * The maib e-commerce adapter against a fake maib on localhost. The fake checks what it gets
 * (paths, the bearer token, the token and payment bodies) and answers the documented shapes;
 * its tokens expire by the adapter's clock, so reuse and refresh are visible.
 */
const PROJECT = { projectId: "proj-123", projectSecret: "proj-secret" };
const SIGNATURE_KEY = "maib-signature-key";

type Seen = { method: string; path: string; headers: IncomingMessage["headers"]; body: unknown };
const seen: Seen[] = [];
const tokens = new Set<string>();
const refreshTokens = new Set<string>();
let issued = 0;
let failPay: number | null = null;
const payments = new Map<string, { orderId: string; amount: number; currency: string; status: string }>();

type Answer = { status: number; json?: unknown };
const ok = (result: unknown): Answer => ({ status: 200, json: { result, ok: true } });
const refused = (status: number, message: string): Answer => ({
  status,
  json: { errors: [{ errorCode: String(status), errorMessage: message }], ok: false },
});

function issue(): Answer {
  issued++;
  const accessToken = `access-${issued}`;
  const refreshToken = `refresh-${issued}`;
  tokens.add(accessToken);
  refreshTokens.add(refreshToken);
  return ok({ accessToken, expiresIn: 300, refreshToken, refreshExpiresIn: 1800, tokenType: "Bearer" });
}

function validPay(b: Record<string, unknown>): string | null {
  for (const field of ["clientIp", "language", "description", "clientName", "phone", "orderId"]) {
    if (typeof b[field] !== "string" || !(b[field] as string)) return `${field} is required`;
  }
  for (const field of ["callbackUrl", "okUrl", "failUrl"]) {
    if (typeof b[field] !== "string" || !/^https?:\/\//.test(b[field] as string))
      return `${field} is not a URL`;
  }
  if (typeof b.amount !== "number" || b.amount <= 0) return "amount must be a positive number";
  if (!["MDL", "EUR", "USD"].includes(b.currency as string)) return "currency";
  if (!["ro", "ru", "en"].includes(b.language as string)) return "language";
  if ((b.description as string).length > 124) return "description too long";
  if (!Array.isArray(b.items)) return "items";
  return null;
}

function answer(req: IncomingMessage, path: string, body: Record<string, unknown>): Answer {
  if (path === "/v1/generate-token" && req.method === "POST") {
    if (typeof body.refreshToken === "string") {
      if (!refreshTokens.delete(body.refreshToken)) return refused(401, "Invalid refresh token");
      return issue();
    }
    if (body.projectId !== PROJECT.projectId || body.projectSecret !== PROJECT.projectSecret) {
      return refused(401, "Invalid credentials");
    }
    return issue();
  }
  const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
  if (!req.headers.authorization?.startsWith("Bearer ") || !tokens.has(bearer)) {
    return refused(401, "Unauthorized");
  }
  if (path === "/v1/pay" && req.method === "POST") {
    if (failPay) return refused(failPay, "Internal error");
    const problem = validPay(body);
    if (problem) return refused(400, problem);
    const payId = `maib-${payments.size + 1}`;
    payments.set(payId, {
      orderId: body.orderId as string,
      amount: body.amount as number,
      currency: body.currency as string,
      status: "CREATED",
    });
    return ok({ payId, orderId: body.orderId, payUrl: `https://maib.test/pay/${payId}` });
  }
  const info = /^\/v1\/pay-info\/([^/]+)$/.exec(path);
  if (info && req.method === "GET") {
    const payment = payments.get(info[1] as string);
    if (!payment) return refused(404, "Payment not found");
    return ok({ payId: info[1], ...payment, statusCode: payment.status === "OK" ? "000" : "116" });
  }
  return refused(404, "No such method");
}

const server: Server = createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => {
    raw += chunk;
  });
  req.on("end", () => {
    const body = raw ? JSON.parse(raw) : {};
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    seen.push({ method: req.method ?? "", path, headers: req.headers, body });
    const { status, json } = answer(req, path, body);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(json === undefined ? "" : JSON.stringify(json));
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  failPay = null;
});

/** What maib sends: `result` signed as base64(sha256(sorted values : key)), written out by hand. */
function signedAsMaib(result: Record<string, unknown>, key = SIGNATURE_KEY) {
  const text = `${Object.keys(result)
    .sort()
    .map((k) => String(result[k] ?? ""))
    .join(":")}:${key}`;
  return { result, signature: createHash("sha256").update(text).digest("base64") };
}

const paths = () => seen.map((s) => `${s.method} ${s.path}`);

describe("maib client: tokens", () => {
  it("asks for a token once, reuses it, refreshes it when it expires, and starts over after", async () => {
    let now = 1_000_000;
    const client = new MaibClient({ baseUrl, ...PROJECT }, fetch, () => now);
    const info = () => client.payInfo("missing").catch(() => null);
    await info();
    await info();
    expect(paths()).toEqual([
      "POST /v1/generate-token",
      "GET /v1/pay-info/missing",
      "GET /v1/pay-info/missing",
    ]);
    expect(seen[0]?.body).toEqual(PROJECT);
    const first = seen[1]?.headers.authorization;
    expect(first).toMatch(/^Bearer access-\d+$/);
    expect(seen[2]?.headers.authorization).toBe(first);

    // expiresIn is 300 s: after it, the refresh token buys the next access token.
    now += 300_000;
    seen.length = 0;
    await info();
    expect(paths()).toEqual(["POST /v1/generate-token", "GET /v1/pay-info/missing"]);
    expect(seen[0]?.body).toEqual({ refreshToken: `refresh-${issued - 1}` });
    expect(seen[1]?.headers.authorization).not.toBe(first);

    // After refreshExpiresIn (1800 s) the project's id and secret are used again.
    now += 1_800_000;
    seen.length = 0;
    await info();
    expect(seen[0]?.body).toEqual(PROJECT);
  });

  it("drops a token maib no longer takes and repeats the call once", async () => {
    const client = new MaibClient({ baseUrl, ...PROJECT });
    await client.payInfo("missing").catch(() => null);
    tokens.clear();
    seen.length = 0;
    await client.payInfo("missing").catch(() => null);
    expect(paths()).toEqual([
      "GET /v1/pay-info/missing",
      "POST /v1/generate-token",
      "GET /v1/pay-info/missing",
    ]);
  });

  it("turns refusals and an unreachable host into 502 with a message", async () => {
    const wrong = new MaibClient({ baseUrl, projectId: "proj-123", projectSecret: "wrong" });
    await expect(wrong.payInfo("x")).rejects.toMatchObject({ status: 502, message: /refused the project/ });
    const down = new MaibClient({ baseUrl: "http://127.0.0.1:9", ...PROJECT });
    await expect(down.payInfo("x")).rejects.toMatchObject({
      status: 502,
      message: "maib cannot be reached.",
    });
  });
});

const config: PaymentsConfig = {
  sandbox: { enabled: false, secret: "unused" },
  maib: { baseUrl, ...PROJECT, signatureKey: SIGNATURE_KEY },
  apiPublicUrl: "https://api.shop.test",
  storefrontUrl: "http://fallback.test",
};
const { app, database } = await build({ payments: config });
const db = database.db;
const TOKEN = "maib-adapter-shop";
let product = (_code: string) => 0;
let seq = 0;
const browser = () => `maib-browser-${++seq}`;

beforeAll(async () => {
  ({ product } = await addCardShop(db, TOKEN, {
    additional_settings: { card_payment: { provider: "maib" } },
  }));
}, 60_000);

describe("maib through the API", () => {
  const order = (browserId = browser(), lang = "ro") =>
    placeOrder(app, TOKEN, [{ productId: product("T-101"), count: 2 }], {
      browserId,
      headers: { "accept-language": lang },
    });
  const callback = (body: unknown) =>
    app.inject({ method: "POST", url: "/payments/callback/maib", payload: body as object });

  it("creates the payment with the documented body and answers maib's payUrl", async () => {
    const b = browser();
    const res = await order(b, "ru");
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.result.payUrl).toMatch(/^https:\/\/maib\.test\/pay\/maib-\d+$/);
    const pay = seen.find((s) => s.path === "/v1/pay");
    expect(pay?.method).toBe("POST");
    expect(pay?.headers.authorization).toMatch(/^Bearer access-\d+$/);
    expect(pay?.body).toEqual({
      amount: 30,
      currency: "MDL",
      clientIp: "127.0.0.1",
      language: "ru",
      description: `Test shop #${created.id}`,
      clientName: "Ana Rusu",
      email: "ana@example.md",
      phone: "+37369123456",
      orderId: String(created.id),
      delivery: 0,
      items: [{ id: String(product("T-101")), name: expect.any(String), price: 15, quantity: 2 }],
      callbackUrl: "https://api.shop.test/payments/callback/maib",
      okUrl: `${STOREFRONT}/ru/order-checkout/${created.id}?no_user_id=${b}&payment=ok`,
      failUrl: `${STOREFRONT}/ru/order-checkout/${created.id}?no_user_id=${b}&payment=failed`,
    });
    const [payment] = await paymentsOf(db, created.id);
    expect(payment).toMatchObject({ provider: "maib", externalId: created.result.payUrl.split("/").at(-1) });
  });

  it("accepts a callback signed as maib signs it, once; refuses a tampered one", async () => {
    const res = await order();
    const id = res.json().id as number;
    const payId = res.json().result.payUrl.split("/").at(-1) as string;
    const result = {
      payId,
      orderId: String(id),
      status: "OK",
      statusCode: "000",
      statusMessage: "Approved",
      threeDs: "AUTHENTICATED",
      rrn: "331711380059",
      approval: "327593",
      cardNumber: "510218******1124",
      amount: 30,
      currency: "MDL",
    };
    const body = signedAsMaib(result);

    for (const tampered of [
      { ...body, result: { ...result, amount: 3 } },
      { ...body, result: { ...result, payId: "maib-other" } },
      signedAsMaib(result, "not-the-key"),
      { result },
    ]) {
      expect((await callback(tampered)).statusCode).toBe(400);
    }
    expect(await orderRow(db, id)).toMatchObject({ status: "awaiting_payment", paymentStatus: "pending" });

    const accepted = await callback(body);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ status: "ok", changed: true });
    expect(await orderRow(db, id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    const [payment] = await paymentsOf(db, id);
    expect(payment?.details).toMatchObject({ callback: body });
    expect((await callback(body)).json()).toEqual({ status: "ok", changed: false });

    const declined = signedAsMaib({ ...result, status: "DECLINED", statusCode: "116" });
    expect((await callback(declined)).json()).toEqual({ status: "ok", changed: false });
    expect(await orderRow(db, id)).toMatchObject({ paymentStatus: "paid" });
  });

  it("check-payment-status asks pay-info while the payment is open and applies its answer", async () => {
    const b = browser();
    const res = await order(b);
    const id = res.json().id as number;
    const payId = res.json().result.payUrl.split("/").at(-1) as string;
    const check = () =>
      app.inject({
        url: `/general/v2/order/${id}/check-payment-status/?no_user_id=${b}`,
        headers: { token: TOKEN },
      });

    seen.length = 0;
    expect((await check()).json()).toEqual({ id, status: "awaiting_payment", payment_status: "pending" });
    expect(paths()).toEqual([`GET /v1/pay-info/${payId}`]);

    (payments.get(payId) as { status: string }).status = "OK";
    expect((await check()).json()).toEqual({ id, status: "confirmed", payment_status: "paid" });
    seen.length = 0;
    await check();
    expect(seen).toEqual([]); // paid: maib is not asked again
  });

  it("a declined payment can be paid again with a new maib payment", async () => {
    const b = browser();
    const res = await order(b);
    const id = res.json().id as number;
    const payId = res.json().result.payUrl.split("/").at(-1) as string;
    const declined = signedAsMaib({
      payId,
      orderId: String(id),
      status: "DECLINED",
      amount: 30,
      currency: "MDL",
    });
    expect((await callback(declined)).json()).toEqual({ status: "ok", changed: true });
    expect(await orderRow(db, id)).toMatchObject({ status: "awaiting_payment", paymentStatus: "declined" });
    const again = await app.inject({
      method: "POST",
      url: `/general/v2/order/${id}/pay/`,
      headers: { token: TOKEN, "x-storefront-origin": STOREFRONT },
      payload: { no_user_id: b },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().result.payUrl).not.toBe(res.json().result.payUrl);
    expect(again.json().payment_status).toBe("pending");
  });

  it("maib failing leaves the order awaiting payment: 201 with payUrl null, the attempt recorded", async () => {
    failPay = 500;
    const res = await order();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: "awaiting_payment",
      payment_status: "pending",
      result: { payUrl: null },
    });
    const [payment] = await paymentsOf(db, res.json().id);
    expect(payment?.status).toBe("declined");
    expect(payment?.details).toMatchObject({
      error: expect.stringMatching(/maib \/v1\/pay failed \(status 500\)/),
    });
    const b = (await orderRow(db, res.json().id)).browserId as string;
    const retry = await app.inject({
      method: "POST",
      url: `/general/v2/order/${res.json().id}/pay/`,
      headers: { token: TOKEN },
      payload: { no_user_id: b },
    });
    expect(retry.statusCode).toBe(502);
    expect(retry.json().code).toBe("bad_gateway");
  });
});
