import { createHmac } from "node:crypto";
import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

const { app, database, outboxDir } = await build();
const OTHER_TOKEN = "auth-other-shop";
const MEMBERS_TOKEN = "auth-members-shop";
const TRADE_TOKEN = "auth-trade-shop";
let productId = 0;
let secondProductId = 0;

beforeAll(async () => {
  const siteId = await addTestShop(database.db);
  await addTestShop(database.db, { token: OTHER_TOKEN, code: "auth-other" });
  await addTestShop(database.db, {
    token: MEMBERS_TOKEN,
    code: "auth-members",
    settings: { is_registration_required_for_order: true },
  });
  await addTestShop(database.db, {
    token: TRADE_TOKEN,
    code: "auth-trade",
    settings: { is_price_hidden_for_guests: true },
  });
  const rows = await database.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.siteId, siteId))
    .orderBy(schema.products.id);
  productId = rows[0]?.id ?? 0;
  secondProductId = rows[1]?.id ?? 0;
  await database.db
    .update(schema.products)
    .set({ stockTotal: 50, active: true, multiplicity: 1 })
    .where(eq(schema.products.siteId, siteId));
}, 60_000);

const { outbox, nextIp, call, linkFor, customer } = accountHelpers(app, outboxDir);

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("registration and activation", () => {
  it("registers an inactive account, e-mails a one-time link, and activation signs in", async () => {
    const from = nextIp();
    const email = "Maria.Rusu@Example.md";
    const reg = await call("/auth/users/", {
      body: { email, password: "trandafir-alb-7", re_password: "trandafir-alb-7", first_name: "Maria" },
      from,
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({ email: "maria.rusu@example.md", first_name: "Maria" });

    const login = () =>
      call("/auth/jwt/create/", {
        body: { email: "maria.rusu@example.md", password: "trandafir-alb-7" },
        from,
      });
    const before = await login();
    expect(before.statusCode).toBe(401);
    expect(before.json()).toEqual({
      detail: "No active account found with the given credentials",
      code: "no_active_account",
    });

    const { uid, token, url } = await linkFor("maria.rusu@example.md", "activate");
    expect(url.startsWith("http://localhost:3000/ro/activate/")).toBe(true);
    expect(
      (await call("/auth/users/activation/", { body: { uid, token: `${token}x` }, from })).json(),
    ).toEqual({
      token: ["Invalid token for given user."],
    });
    expect((await call("/auth/users/activation/", { body: { uid: "OTk5OTk", token }, from })).json()).toEqual(
      {
        uid: ["Invalid user id or user doesn't exist."],
      },
    );
    const act = await call("/auth/users/activation/", { body: { uid, token }, from });
    expect(act.statusCode).toBe(200);
    const pair = act.json() as { access: string; refresh: string };
    const me = await call("/auth/users/me/", { method: "GET", bearer: pair.access });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: "maria.rusu@example.md",
      first_name: "Maria",
      loyalty_points: 0,
    });

    const again = await call("/auth/users/activation/", { body: { uid, token }, from });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ detail: "Stale token for given user." });
    expect((await login()).statusCode).toBe(200);

    // Taken once active (any case).
    const twice = await call("/auth/users/", {
      body: { email: "MARIA.RUSU@example.md", password: "alta-parola-9" },
      from,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ email: ["user with this email address already exists."] });
  });

  it("answers bad sign-up input per field, never 500", async () => {
    const from = nextIp();
    const cases: [object, string][] = [
      [{ email: "not-an-email", password: "parola-buna-1" }, "email"],
      [{ password: "parola-buna-1" }, "email"],
      [{ email: "a@example.md", password: "1234567890" }, "password"],
      [{ email: "b@example.md", password: "scurt" }, "password"],
      [{ email: "c@example.md", password: "parola-buna-1", re_password: "alta" }, "non_field_errors"],
      [{ email: "d@example.md", password: "parola-buna-1", phone: "12" }, "phone"],
    ];
    for (const [body, field] of cases) {
      const res = await call("/auth/users/", { body, from });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json()), JSON.stringify(body)).toContain(field);
    }
  });
});

describe("tokens", () => {
  it("refuses forged, foreign and expired tokens with token_not_valid", async () => {
    const pair = await customer("tokens@example.md");
    const [header, payload, signature] = pair.access.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = [
      `${b64({ alg: "none", typ: "JWT" })}.${payload}.`,
      `${header}.${b64({ ...claims, sub: "1" })}.${signature}`,
      `${header}.${payload}.${createHmac("sha256", "guess").update(`${header}.${payload}`).digest("base64url")}`,
      `${b64({ alg: "HS512", typ: "JWT" })}.${payload}.${signature}`,
      "garbage",
      pair.refresh, // a refresh token is not an access token
    ];
    for (const token of forged) {
      const res = await call("/auth/users/me/", { method: "GET", bearer: token });
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toMatchObject({ code: "token_not_valid" });
    }
    // Another shop does not know this customer's token.
    expect(
      (await call("/auth/users/me/", { method: "GET", bearer: pair.access, token: OTHER_TOKEN })).statusCode,
    ).toBe(401);
    // Without a token: not_authenticated.
    const anonymous = await call("/auth/users/me/", { method: "GET" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "not_authenticated" });
    // A stale token sent with a sign-in is ignored.
    const login = await call("/auth/jwt/create/", {
      body: { email: "tokens@example.md", password: "parola-buna-2026" },
      bearer: "garbage",
      from: nextIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it("rotates refresh tokens and revokes the family when an old one comes back", async () => {
    const first = await customer("rotate@example.md");
    const refresh = (token: string) => call("/auth/jwt/refresh/", { body: { refresh: token } });
    const second = (await refresh(first.refresh)).json() as { access: string; refresh: string };
    expect(second.refresh).not.toBe(first.refresh);
    // Two tabs refreshing with the same token at once both get through.
    const race = await refresh(first.refresh);
    expect(race.statusCode).toBe(200);
    const third = (await refresh(second.refresh)).json() as { access: string; refresh: string };
    expect((await call("/auth/users/me/", { method: "GET", bearer: third.access })).statusCode).toBe(200);

    // The first token is now two rotations old: a replay means theft, the family ends.
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: "Token is invalid or expired", code: "token_not_valid" });
    expect((await refresh(third.refresh)).statusCode).toBe(401);
    expect((await call("/auth/users/me/", { method: "GET", bearer: third.access })).statusCode).toBe(401);
  });

  it("logout ends the session's access and refresh tokens", async () => {
    const pair = await customer("logout@example.md");
    const out = await call("/auth/token/logout/", { bearer: pair.access, body: { refresh: pair.refresh } });
    expect(out.statusCode).toBe(204);
    expect((await call("/auth/users/me/", { method: "GET", bearer: pair.access })).statusCode).toBe(401);
    expect((await call("/auth/jwt/refresh/", { body: { refresh: pair.refresh } })).statusCode).toBe(401);
  });
});

describe("passwords", () => {
  it("changes the password with the current one and ends the other sessions", async () => {
    const here = await customer("change@example.md");
    const from = nextIp();
    const elsewhere = (
      await call("/auth/jwt/create/", {
        body: { email: "change@example.md", password: "parola-buna-2026" },
        from,
      })
    ).json() as { access: string };
    const wrong = await call("/auth/users/set_password/", {
      bearer: here.access,
      body: {
        current_password: "nu-e-asta-1",
        new_password: "parola-noua-2027",
        re_password: "parola-noua-2027",
      },
    });
    expect(wrong.json()).toEqual({ current_password: ["Invalid password."] });
    const mismatch = await call("/auth/users/set_password/", {
      bearer: here.access,
      body: { current_password: "parola-buna-2026", new_password: "parola-noua-2027", re_password: "alta" },
    });
    expect(Object.keys(mismatch.json())).toEqual(["re_password"]);
    const ok = await call("/auth/users/set_password/", {
      bearer: here.access,
      body: {
        current_password: "parola-buna-2026",
        new_password: "parola-noua-2027",
        re_password: "parola-noua-2027",
      },
    });
    expect(ok.statusCode).toBe(204);
    expect((await call("/auth/users/me/", { method: "GET", bearer: here.access })).statusCode).toBe(200);
    expect((await call("/auth/users/me/", { method: "GET", bearer: elsewhere.access })).statusCode).toBe(401);
    const old = await call("/auth/jwt/create/", {
      body: { email: "change@example.md", password: "parola-buna-2026" },
      from,
    });
    expect(old.statusCode).toBe(401);
  });

  it("resets a forgotten password with a single-use link, without telling who has an account", async () => {
    const pair = await customer("forgot@example.md");
    const from = nextIp();
    const before = (await outbox.list(200)).length;
    const unknown = await call("/auth/users/reset_password/", { body: { email: "nobody@example.md" }, from });
    expect(unknown.statusCode).toBe(204);
    expect((await outbox.list(200)).length).toBe(before);
    expect((await call("/auth/users/reset_password/", { body: { email: "nope" }, from })).statusCode).toBe(
      400,
    );

    expect(
      (await call("/auth/users/reset_password/", { body: { email: "Forgot@example.md" }, from })).statusCode,
    ).toBe(204);
    const { uid, token } = await linkFor("forgot@example.md", "password/reset");
    // A weak password is refused without spending the link.
    const weak = await call("/auth/users/reset_password_confirm/", {
      body: { uid, token, new_password: "123" },
      from,
    });
    expect(Object.keys(weak.json())).toEqual(["new_password"]);
    const ok = await call("/auth/users/reset_password_confirm/", {
      body: { uid, token, new_password: "parola-resetata-5" },
      from,
    });
    expect(ok.statusCode).toBe(204);
    const reuse = await call("/auth/users/reset_password_confirm/", {
      body: { uid, token, new_password: "alta-parola-66" },
      from,
    });
    expect(reuse.json()).toEqual({ token: ["Invalid token for given user."] });
    expect((await call("/auth/users/me/", { method: "GET", bearer: pair.access })).statusCode).toBe(401);
    const login = await call("/auth/jwt/create/", {
      body: { email: "forgot@example.md", password: "parola-resetata-5" },
      from,
    });
    expect(login.statusCode).toBe(200);
  });

  it("throttles guessing per address and e-mail without locking the customer out elsewhere", async () => {
    await customer("guess@example.md");
    const attacker = nextIp();
    const guess = (from: string, email = "guess@example.md", password = "ghicit-1234") =>
      call("/auth/jwt/create/", { body: { email, password }, from });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await guess(attacker)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    expect((await guess(attacker)).json()).toMatchObject({ code: "throttled" });
    // The customer, from their own address, still signs in.
    expect((await guess(nextIp(), "guess@example.md", "parola-buna-2026")).statusCode).toBe(200);
  });
});

describe("customer carts and addresses", () => {
  it("keeps a customer's cart by token and merges the guest cart once on sign-in", async () => {
    const pair = await customer("cart@example.md");
    const guest = "merge-browser-0001";
    const add = (body: object, bearer?: string) => call("/general/cart/add-item/", { body, bearer });
    expect((await add({ product_id: productId, count: 2, no_user_id: guest })).statusCode).toBe(200);
    expect((await add({ product_id: secondProductId, count: 1, no_user_id: guest })).statusCode).toBe(200);
    expect((await add({ product_id: productId, count: 3 }, pair.access)).statusCode).toBe(200);

    // A guest call without a browser id is a clear 400.
    const noId = await call("/general/cart/fetch-all/", { method: "GET" });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toEqual({ no_user_id: ["no_user_id is required for a guest cart."] });

    const merge = () =>
      call("/general/cart/merge-cart/", { body: { no_user_id: guest }, bearer: pair.access });
    const merged = await merge();
    expect(merged.statusCode).toBe(200);
    const counts = (merged.json() as { products: { id: number; count: number }[] }).products.map((p) => [
      p.id,
      p.count,
    ]);
    expect(counts).toEqual([
      [productId, 5],
      [secondProductId, 1],
    ]);
    expect(((await merge()).json() as { products: unknown[] }).products).toHaveLength(2);
    const again = (await merge()).json() as { products: { count: number }[] };
    expect(again.products.map((p) => p.count)).toEqual([5, 1]);
    const guestCart = (
      await call(`/general/cart/fetch-all/?no_user_id=${guest}`, { method: "GET" })
    ).json() as {
      products: unknown[];
    }[];
    expect(guestCart[0]?.products).toEqual([]);
    // Merging needs a customer.
    expect((await call("/general/cart/merge-cart/", { body: { no_user_id: guest } })).statusCode).toBe(401);
  });

  it("saves, lists and deletes delivery addresses, only the customer's own", async () => {
    const ana = await customer("ana.addr@example.md");
    const ion = await customer("ion.addr@example.md");
    const create = (bearer: string, body: object) =>
      call("/general/cart/create-delivery-address/", { bearer, body });
    const first = await create(ana.access, {
      shipping_region_id: 3,
      shipping_street: "str. Ștefan cel Mare",
      shipping_building: "12",
      shipping_apartment: "4",
    });
    expect(first.statusCode).toBe(201);
    const [saved] = first.json() as { shipping_address_id: number; shipping_street: string }[];
    expect(saved?.shipping_street).toBe("str. Ștefan cel Mare");
    expect((await create(ana.access, { shipping_street: "", shipping_building: "1" })).statusCode).toBe(400);
    expect(
      (await create(ana.access, { shipping_region_id: 999, shipping_street: "x", shipping_building: "1" }))
        .statusCode,
    ).toBe(400);
    const list = (bearer: string) => call("/general/cart/get-delivery-addresses/", { method: "GET", bearer });
    expect((await list(ana.access)).json()).toHaveLength(1);
    expect((await list(ion.access)).json()).toEqual([]);
    const del = (bearer: string) =>
      call("/general/cart/delete-delivery-address/", {
        bearer,
        body: { shipping_address_id: saved?.shipping_address_id },
      });
    expect((await del(ion.access)).statusCode).toBe(404);
    expect((await list(ana.access)).json()).toHaveLength(1);
    expect((await del(ana.access)).json()).toEqual([]);
    expect((await call("/general/cart/get-delivery-addresses/", { method: "GET" })).statusCode).toBe(401);
  });

  it("places a customer's order from their cart; only they can open it", async () => {
    const pair = await customer("order.customer@example.md");
    const other = await customer("order.other@example.md");
    await call("/general/cart/add-item/", {
      body: { product_id: secondProductId, count: 1 },
      bearer: pair.access,
    });
    const [shop] = await database.db
      .select({ id: schema.shops.id })
      .from(schema.shops)
      .innerJoin(schema.sites, eq(schema.sites.id, schema.shops.siteId))
      .where(eq(schema.sites.token, TEST_TOKEN));
    const order = await call("/general/v3/order/", {
      bearer: pair.access,
      body: {
        name: "Ion Client",
        phone: "+373 69 123 456",
        email: "order.customer@example.md",
        paymentType: "cash",
        deliveryType: "pickup",
        shop_id: shop?.id,
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const id = (order.json() as { id: number }).id;
    const [row] = await database.db
      .select({ userId: schema.orders.userId })
      .from(schema.orders)
      .where(eq(schema.orders.id, id));
    const [user] = await database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(eq(schema.users.email, "order.customer@example.md")));
    expect(row?.userId).toBe(user?.id);
    const cart = (await call("/general/cart/fetch-all/", { method: "GET", bearer: pair.access })).json() as {
      products: unknown[];
    }[];
    expect(cart[0]?.products).toEqual([]);
    expect((await call(`/general/v2/order/${id}/`, { method: "GET", bearer: pair.access })).statusCode).toBe(
      200,
    );
    expect((await call(`/general/v2/order/${id}/`, { method: "GET", bearer: other.access })).statusCode).toBe(
      404,
    );
    expect((await call(`/general/v2/order/${id}/`, { method: "GET" })).statusCode).toBe(400);
  });
});

describe("shops selling to customers only", () => {
  async function shopParts(token: string) {
    const [row] = await database.db
      .select({ productId: schema.products.id, shopId: schema.shops.id })
      .from(schema.sites)
      .innerJoin(schema.products, eq(schema.products.siteId, schema.sites.id))
      .innerJoin(schema.shops, eq(schema.shops.siteId, schema.sites.id))
      .where(eq(schema.sites.token, token))
      .limit(1);
    await database.db
      .update(schema.products)
      .set({ stockTotal: 20, active: true })
      .where(eq(schema.products.id, row?.productId ?? 0));
    return row as { productId: number; shopId: number };
  }
  const order = (shopId: number) => ({
    name: "Ion Client",
    phone: "+373 69 123 456",
    paymentType: "cash",
    deliveryType: "pickup",
    shop_id: shopId,
  });

  it("refuses a guest's order where registration is required, and takes the customer's", async () => {
    const { productId, shopId } = await shopParts(MEMBERS_TOKEN);
    const guest = "members-guest-001";
    expect(
      (
        await call("/general/cart/add-item/", {
          body: { product_id: productId, no_user_id: guest },
          token: MEMBERS_TOKEN,
        })
      ).statusCode,
    ).toBe(200);
    const refused = await call("/general/v3/order/", {
      body: { ...order(shopId), no_user_id: guest },
      token: MEMBERS_TOKEN,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: "registration_required" });
    const stock = await database.db
      .select({ stock: schema.products.stockTotal })
      .from(schema.products)
      .where(eq(schema.products.id, productId));
    expect(stock[0]?.stock).toBe(20);

    const pair = await customer("member@example.md", undefined, MEMBERS_TOKEN);
    await call("/general/cart/merge-cart/", {
      body: { no_user_id: guest },
      bearer: pair.access,
      token: MEMBERS_TOKEN,
    });
    const placed = await call("/general/v3/order/", {
      body: order(shopId),
      bearer: pair.access,
      token: MEMBERS_TOKEN,
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it("lets only customers buy where prices are hidden from guests", async () => {
    const { productId } = await shopParts(TRADE_TOKEN);
    const add = (bearer?: string) =>
      call("/general/cart/add-item/", {
        body: { product_id: productId, no_user_id: "trade-guest-0001" },
        token: TRADE_TOKEN,
        ...(bearer ? { bearer } : {}),
      });
    const guest = await add();
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: "registration_required" });
    const lines = await call("/general/cart/price-lines/", {
      body: { products: [{ product_id: productId, count: 1 }] },
      token: TRADE_TOKEN,
    });
    expect(lines.statusCode).toBe(401);
    const pair = await customer("trade@example.md", undefined, TRADE_TOKEN);
    expect((await add(pair.access)).statusCode).toBe(200);
  });
});

describe("sign-in by a one-time code", () => {
  const codeIn = async (to: string) => {
    const entry = (await outbox.list(100)).find((e) => e.to === to);
    const code = /\b(\d{6})\b/.exec(`${entry?.subject ?? ""} ${entry?.text ?? ""}`)?.[1];
    if (!code) throw new Error(`no code to ${to}`);
    return code;
  };

  it("sends a code by e-mail or SMS and signs in with it once", async () => {
    const from = nextIp();
    const reg = await call("/auth/users/", {
      body: { email: "coded@example.md", password: "parola-buna-2026", phone: "+373 69 000 111" },
      from,
    });
    expect(reg.statusCode).toBe(201);
    const link = await linkFor("coded@example.md", "activate");
    await call("/auth/users/activation/", { body: { uid: link.uid, token: link.token }, from });

    const before = (await outbox.list(500)).length;
    const unknown = await call("/api/v1/email-code/?email=nobody@example.md", { method: "GET", from });
    expect(unknown.statusCode).toBe(200);
    expect((await outbox.list(500)).length).toBe(before);

    expect(
      (await call("/api/v1/email-code/?email=Coded@example.md", { method: "GET", from })).statusCode,
    ).toBe(200);
    const code = await codeIn("coded@example.md");
    const login = (body: object) => call("/api/v1/loginByEmail/", { body, from });
    const wrong = await login({ email: "coded@example.md", code: code === "000000" ? "111111" : "000000" });
    expect(wrong.json()).toEqual({ code: ["The code is wrong or has expired."] });
    const ok = await login({ email: "coded@example.md", code });
    expect(ok.statusCode).toBe(200);
    expect(
      (await call("/auth/users/me/", { method: "GET", bearer: (ok.json() as { access: string }).access }))
        .statusCode,
    ).toBe(200);
    expect((await login({ email: "coded@example.md", code })).statusCode).toBe(400);

    // By SMS to the account's phone, typed in another form.
    expect((await call("/api/v1/sms-code/?phone=%2B37369000111", { method: "GET", from })).statusCode).toBe(
      200,
    );
    const sms = await codeIn("+37369000111");
    expect((await login({ phone: "+373 69 000 111", code: sms })).statusCode).toBe(200);
    expect((await login({ code: "123456" })).statusCode).toBe(400);
  });

  it("counts the shopper's address the storefront forwards, and only the storefront's", async () => {
    await customer("forwarded@example.md");
    const viaStorefront = (shopper: string, password = "ghicit-1234") =>
      app.inject({
        method: "POST",
        url: "/auth/jwt/create/",
        remoteAddress: "127.0.0.1",
        headers: { token: TEST_TOKEN, "x-forwarded-for": shopper },
        payload: { email: "forwarded@example.md", password },
      });
    for (let i = 0; i < 10; i++) expect((await viaStorefront("203.0.113.7")).statusCode).toBe(401);
    expect((await viaStorefront("203.0.113.7")).statusCode).toBe(429);
    // Another shopper behind the same storefront is not locked out.
    expect((await viaStorefront("203.0.113.8", "parola-buna-2026")).statusCode).toBe(200);
    // A client that is not the storefront cannot choose its address by the header.
    const forged = (i: number) =>
      app.inject({
        method: "POST",
        url: "/auth/jwt/create/",
        remoteAddress: "198.51.100.9",
        headers: { token: TEST_TOKEN, "x-forwarded-for": `203.0.113.${100 + i}` },
        payload: { email: "forwarded@example.md", password: "ghicit-1234" },
      });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await forged(i)).statusCode);
    expect(codes[10]).toBe(429);
  });

  it("refuses an expired code and an expired reset link", async () => {
    await customer("expired@example.md");
    const from = nextIp();
    await call("/api/v1/email-code/?email=expired@example.md", { method: "GET", from });
    const code = await codeIn("expired@example.md");
    await call("/auth/users/reset_password/", { body: { email: "expired@example.md" }, from });
    const link = await linkFor("expired@example.md", "password/reset");
    // Both outlived their time (10 minutes, one hour).
    await database.db.update(schema.userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await call("/api/v1/loginByEmail/", { body: { email: "expired@example.md", code }, from })).json(),
    ).toEqual({
      code: ["The code is wrong or has expired."],
    });
    const reset = await call("/auth/users/reset_password_confirm/", {
      body: { uid: link.uid, token: link.token, new_password: "parola-noua-2030" },
      from,
    });
    expect(reset.json()).toEqual({ token: ["Invalid token for given user."] });
  });

  it("lets a code be guessed five times at most, and throttles sending", async () => {
    await customer("guessed@example.md");
    const from = nextIp();
    await call("/api/v1/email-code/?email=guessed@example.md", { method: "GET", from });
    const code = await codeIn("guessed@example.md");
    const wrongCode = code === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++)
      expect(
        (
          await call("/api/v1/loginByEmail/", {
            body: { email: "guessed@example.md", code: wrongCode },
            from,
          })
        ).statusCode,
      ).toBe(400);
    // The right code no longer works: it was guessed at too often.
    expect(
      (await call("/api/v1/loginByEmail/", { body: { email: "guessed@example.md", code }, from })).statusCode,
    ).toBe(400);
    // Three codes per quarter hour per address and target.
    const send = () => call("/api/v1/email-code/?email=guessed@example.md", { method: "GET", from });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
