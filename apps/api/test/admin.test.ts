import { schema } from "@sf/db";
import { shopDate } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { DEMO_OWNER, staffHelpers } from "./fixtures/staff.ts";
import { addTestShop, stockedProduct } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * The back-office API: staff sign-in (password, TOTP, rate limit), revocable sessions, roles,
 * the audit log, and the order workflow (stock, points once, the customer's e-mails).
 */
const { app, database, outboxDir } = await build();
const db = database.db;
const { call, customer, outbox } = accountHelpers(app, outboxDir);
const { admin, signIn, member, nextIp } = staffHelpers(app, db);
const SHOP = "test-shop";
const LOYALTY = 7;

let siteId = 0;
let productId = 0;
let storeId = 0;
let owner = "";

beforeAll(async () => {
  siteId = await addTestShop(db);
  ({ productId, shopId: storeId } = await stockedProduct(db, siteId));
  await db.update(schema.products).set({ loyaltyGive: LOYALTY }).where(eq(schema.products.id, productId));
  ({ cookie: owner } = await member(siteId, SHOP, "owner", "owner@test-shop.md"));
}, 60_000);

const stockOf = async () => {
  const [store] = await db
    .select({ qty: schema.productStock.qty })
    .from(schema.productStock)
    .where(and(eq(schema.productStock.productId, productId), eq(schema.productStock.shopId, storeId)));
  const [product] = await db
    .select({ total: schema.products.stockTotal })
    .from(schema.products)
    .where(eq(schema.products.id, productId));
  return { store: store?.qty, total: product?.total };
};
const pointsOf = async (email: string) =>
  (
    await db
      .select({ points: schema.users.loyaltyPoints })
      .from(schema.users)
      .where(and(eq(schema.users.email, email), eq(schema.users.siteId, siteId)))
  )[0]?.points;

/** A signed-in customer's cash pickup order of `count` units. */
async function placeOrder(email: string, count = 2): Promise<number> {
  const { access } = await customer(email);
  await call("/general/cart/add-item/", { body: { product_id: productId, count }, bearer: access });
  const res = await call("/general/v3/order/", {
    bearer: access,
    body: {
      name: "Ana Client",
      phone: "+373 69 111 222",
      email,
      paymentType: "cash",
      deliveryType: "pickup",
      shop_id: storeId,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

const act = (id: number, action: string, cookie = owner) =>
  admin(`/orders/${id}/actions`, { method: "POST", cookie, body: { action } });

describe("staff sign-in", () => {
  it("signs the demo owner in with an HttpOnly, SameSite=Strict cookie and knows their shop", async () => {
    const res = await admin("/auth/sign-in", {
      method: "POST",
      body: { shop: "default", ...DEMO_OWNER },
      from: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/admin/);
    const me = await admin("/me", { cookie: cookie.split(";")[0] });
    expect(me.json()).toMatchObject({ role: "owner", email: DEMO_OWNER.email, shop: { code: "default" } });
  });

  it("refuses a wrong password, another shop's code and a missing session alike", async () => {
    for (const body of [
      { shop: "default", email: DEMO_OWNER.email, password: "wrong-password-1" },
      { shop: SHOP, ...DEMO_OWNER },
      { shop: "no-such-shop", ...DEMO_OWNER },
    ]) {
      const res = await admin("/auth/sign-in", { method: "POST", body, from: nextIp() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "not_authenticated" });
    }
    expect((await admin("/me")).statusCode).toBe(401);
    expect((await admin("/me", { cookie: "sf_admin=forged" })).statusCode).toBe(401);
  });

  it("throttles password guessing like the customers' sign-in", async () => {
    const from = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await admin("/auth/sign-in", {
        method: "POST",
        body: { shop: "default", email: DEMO_OWNER.email, password: `guess-${i}-password` },
        from,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("counts only wrong passwords: an owner who signs in often is never locked out", async () => {
    const from = nextIp();
    for (let i = 0; i < 15; i++) {
      const res = await admin("/auth/sign-in", {
        method: "POST",
        body: { shop: "default", email: DEMO_OWNER.email, password: DEMO_OWNER.password },
        from,
      });
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it("asks for the authenticator's code once TOTP is on, and never accepts a code twice", async () => {
    const m = await member(siteId, SHOP, "manager", "totp@test-shop.md");
    const setup = await admin("/me/totp", { method: "POST", cookie: m.cookie });
    const { secret, uri } = setup.json() as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const wrong = await admin("/me/totp/enable", {
      method: "POST",
      cookie: m.cookie,
      body: { code: "000000" },
    });
    expect(wrong.statusCode).toBe(400);
    // The set-up code is spent; sign-in takes the next period's code (one step of drift).
    const now = Date.now();
    const enabled = await admin("/me/totp/enable", {
      method: "POST",
      cookie: m.cookie,
      body: { code: totp.generate({ timestamp: now }) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    // Stored sealed under SECRETS_KEY: a copy of the database does not give the secret away.
    const [stored] = await db
      .select({ secret: schema.staff.totpSecret })
      .from(schema.staff)
      .where(and(eq(schema.staff.siteId, siteId), eq(schema.staff.email, m.email)));
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain(secret);

    const bare = await admin("/auth/sign-in", {
      method: "POST",
      body: { shop: SHOP, email: m.email, password: m.password },
      from: nextIp(),
    });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({ code: "totp_required" });
    const next = totp.generate({ timestamp: now + 30_000 });
    await signIn(SHOP, m.email, m.password, next);
    const replay = await admin("/auth/sign-in", {
      method: "POST",
      body: { shop: SHOP, email: m.email, password: m.password, totp: next },
      from: nextIp(),
    });
    expect(replay.json()).toMatchObject({ code: "totp_invalid" });

    const off = await admin("/me/totp/disable", {
      method: "POST",
      cookie: m.cookie,
      body: { password: m.password },
    });
    expect(off.statusCode).toBe(200);
    await signIn(SHOP, m.email, m.password);
  });

  it("lists sessions and ends one, which then signs nobody in; the owner can end anyone's", async () => {
    const m = await member(siteId, SHOP, "manager", "sessions@test-shop.md");
    const second = await signIn(SHOP, m.email, m.password);
    const list = (await admin("/sessions", { cookie: m.cookie })).json() as {
      id: number;
      current: boolean;
    }[];
    expect(list).toHaveLength(2);
    const other = list.find((s) => !s.current);
    expect(other).toBeDefined();
    expect((await admin(`/sessions/${other?.id}`, { method: "DELETE", cookie: m.cookie })).statusCode).toBe(
      200,
    );
    expect((await admin("/me", { cookie: second })).statusCode).toBe(401);
    expect((await admin("/me", { cookie: m.cookie })).statusCode).toBe(200);

    const current = list.find((s) => s.current);
    const ownerList = (await admin("/sessions", { cookie: owner })).json() as { id: number }[];
    expect(ownerList.map((s) => s.id)).toContain(current?.id);
    expect((await admin(`/sessions/${current?.id}`, { method: "DELETE", cookie: owner })).statusCode).toBe(
      200,
    );
    expect((await admin("/me", { cookie: m.cookie })).statusCode).toBe(401);

    const signOut = await signIn(SHOP, m.email, m.password);
    expect((await admin("/auth/sign-out", { method: "POST", cookie: signOut })).statusCode).toBe(200);
    expect((await admin("/me", { cookie: signOut })).statusCode).toBe(401);
  });
});

describe("roles", () => {
  it("lets a manager run orders but not staff; a content editor opens neither", async () => {
    const manager = await member(siteId, SHOP, "manager", "manager@test-shop.md");
    const editor = await member(siteId, SHOP, "content_editor", "editor@test-shop.md");
    expect((await admin("/orders", { cookie: manager.cookie })).statusCode).toBe(200);
    expect((await admin("/dashboard", { cookie: manager.cookie })).statusCode).toBe(200);
    expect((await admin("/staff", { cookie: manager.cookie })).statusCode).toBe(403);
    expect((await admin("/audit", { cookie: manager.cookie })).statusCode).toBe(403);
    for (const path of ["/orders", "/orders/1", "/dashboard", "/staff", "/stores"])
      expect((await admin(path, { cookie: editor.cookie })).statusCode, path).toBe(403);
    expect((await admin("/me", { cookie: editor.cookie })).json()).toMatchObject({ areas: ["content"] });
  });

  it("lets the owner add staff and change a role, which ends that member's sessions (audited)", async () => {
    const created = await admin("/staff", {
      method: "POST",
      cookie: owner,
      body: { email: "New.Member@Test-Shop.md", name: "Nou", role: "manager", password: "parola-noua-2026" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, email } = created.json() as { id: number; email: string };
    expect(email).toBe("new.member@test-shop.md");
    const dup = await admin("/staff", {
      method: "POST",
      cookie: owner,
      body: { email, role: "manager", password: "parola-noua-2026" },
    });
    expect(dup.statusCode).toBe(400);
    const cookie = await signIn(SHOP, email, "parola-noua-2026");
    const changed = await admin(`/staff/${id}`, {
      method: "PATCH",
      cookie: owner,
      body: { role: "content_editor" },
    });
    expect(changed.json()).toMatchObject({ role: "content_editor" });
    expect((await admin("/me", { cookie })).statusCode).toBe(401);
    const audit = (await admin(`/audit?entity=staff&entity_id=${id}`, { cookie: owner })).json() as {
      items: { action: string; before: { role?: string } | null; after: { role?: string } }[];
    };
    expect(audit.items.map((e) => e.action)).toEqual(["staff.update", "staff.create"]);
    expect(audit.items[0]).toMatchObject({ before: { role: "manager" }, after: { role: "content_editor" } });
    const self = (await admin("/me", { cookie: owner })).json() as { id: number };
    const demoteSelf = await admin(`/staff/${self.id}`, {
      method: "PATCH",
      cookie: owner,
      body: { active: false },
    });
    expect(demoteSelf.statusCode).toBe(409);
  });
});

describe("order workflow", () => {
  it("confirms, readies, takes payment once (points once), completes, e-mailing the customer each step", async () => {
    const email = "ana.workflow@example.md";
    const id = await placeOrder(email);
    expect(await pointsOf(email)).toBe(0);

    const confirmed = await act(id, "confirm");
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: "confirmed",
      actions: expect.arrayContaining(["ready_for_pickup"]),
    });
    expect((await act(id, "ship")).statusCode).toBe(409);
    expect((await act(id, "ready_for_pickup")).json()).toMatchObject({ status: "ready_for_pickup" });
    const early = await act(id, "complete");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ problem: "not_paid" });

    expect((await act(id, "mark_paid")).json()).toMatchObject({ payment_status: "paid" });
    expect(await pointsOf(email)).toBe(2 * LOYALTY);
    expect((await act(id, "mark_paid")).statusCode).toBe(409);
    expect(await pointsOf(email)).toBe(2 * LOYALTY);

    expect((await act(id, "complete")).json()).toMatchObject({ status: "completed", actions: [] });
    expect((await act(id, "cancel")).statusCode).toBe(409);

    const mails = (await outbox.list(200)).filter(
      (m) => m.to === email && m.subject.includes(`Comanda nr. ${id}: starea`),
    );
    const texts = mails.map((m) => m.text).join("\n");
    expect(texts).toContain(`Comanda nr. ${id} a fost confirmată`);
    expect(texts).toContain(`Comanda nr. ${id} este gata`);
    expect(texts).toContain("Farmacia Centru");
    expect(texts).toContain(`Comanda nr. ${id} a fost finalizată`);
    expect(mails).toHaveLength(3);

    const audit = (await admin(`/audit?entity=order&entity_id=${id}`, { cookie: owner })).json() as {
      items: {
        action: string;
        staff_email: string;
        before: Record<string, unknown>;
        after: Record<string, unknown>;
      }[];
    };
    expect(audit.items.map((e) => e.action).reverse()).toEqual([
      "order.confirm",
      "order.ready_for_pickup",
      "order.mark_paid",
      "order.complete",
    ]);
    expect(audit.items[1]).toMatchObject({
      staff_email: "owner@test-shop.md",
      before: { payment_status: "not_required" },
      after: { payment_status: "paid", points_delta: 2 * LOYALTY },
    });
  });

  it("cancelling returns the stock the order took to its store and tells the customer", async () => {
    const before = await stockOf();
    const email = "ion.cancel@example.md";
    const id = await placeOrder(email, 3);
    expect(await stockOf()).toEqual({ store: (before.store ?? 0) - 3, total: (before.total ?? 0) - 3 });
    const cancelled = await act(id, "cancel");
    expect(cancelled.json()).toMatchObject({ status: "cancelled", actions: [] });
    expect(await stockOf()).toEqual(before);
    expect((await act(id, "cancel")).statusCode).toBe(409);
    expect(await stockOf()).toEqual(before);
    const mail = (await outbox.list(200)).find((m) => m.to === email && m.text.includes("a fost anulată"));
    expect(mail).toBeDefined();
  });

  it("keeps internal notes on the order, audited, and shows the order's details", async () => {
    const id = await placeOrder("vera.notes@example.md", 1);
    const note = await admin(`/orders/${id}/notes`, {
      method: "POST",
      cookie: owner,
      body: { text: "Sună înainte." },
    });
    expect(note.statusCode, note.body).toBe(201);
    const empty = await admin(`/orders/${id}/notes`, { method: "POST", cookie: owner, body: { text: "  " } });
    expect(empty.statusCode).toBe(400);
    const detail = (await admin(`/orders/${id}`, { cookie: owner })).json();
    expect(detail).toMatchObject({
      id,
      notes: [{ text: "Sună înainte." }],
      lines: [{ product_id: productId, count: 1 }],
      customer: { email: "vera.notes@example.md" },
      delivery: { method: "pickup", store: { id: storeId, title: "Farmacia Centru" } },
      payment: { type: "cash", status: "not_required" },
      points: { earned: LOYALTY, spent: 0 },
      actions: ["confirm", "cancel", "mark_paid"],
    });
  });

  it("filters, sorts and pages the list on the server, and refuses bad filters with a message", async () => {
    const all = (await admin("/orders?page_size=100", { cookie: owner })).json() as {
      items: { id: number; status: string }[];
      total: number;
    };
    expect(all.total).toBeGreaterThanOrEqual(3);
    const cancelled = (await admin("/orders?status=cancelled", { cookie: owner })).json() as {
      items: { status: string }[];
    };
    expect(cancelled.items.length).toBeGreaterThan(0);
    expect(cancelled.items.every((o) => o.status === "cancelled")).toBe(true);
    const byEmail = (await admin("/orders?q=vera.notes", { cookie: owner })).json() as {
      items: { email: string }[];
    };
    expect(byEmail.items.map((o) => o.email)).toEqual(["vera.notes@example.md"]);
    const byPhone = (await admin(`/orders?q=69111222&store_id=${storeId}`, { cookie: owner })).json() as {
      total: number;
    };
    expect(byPhone.total).toBe(all.total);
    const today = shopDate(new Date());
    const none = (await admin("/orders?date_to=2020-01-01", { cookie: owner })).json() as { total: number };
    expect(none.total).toBe(0);
    // Orders paid in instalments (iute, their own checkout call) are a payment type to filter by.
    const iute = await admin("/orders?payment_type=iute", { cookie: owner });
    expect(iute.statusCode).toBe(200);
    expect((iute.json() as { total: number }).total).toBe(0);
    const oldest = (
      await admin(`/orders?sort=id&page_size=1&page=2&date_from=2020-01-01&date_to=${today}`, {
        cookie: owner,
      })
    ).json() as {
      items: { id: number }[];
      pages: number;
    };
    const ids = all.items.map((o) => o.id).sort((a, b) => a - b);
    expect(oldest.items[0]?.id).toBe(ids[1]);
    expect(oldest.pages).toBe(all.total);
    for (const bad of ["status=lost", "date_from=2026-13-01", "page_size=500", "sort=name", "store_id=x"]) {
      const res = await admin(`/orders?${bad}`, { cookie: owner });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await admin("/orders/999999", { cookie: owner })).statusCode).toBe(404);
  });

  it("cancelling a delivery order gives each store back exactly what the order took from it", async () => {
    const { productStock, products } = schema;
    const stores = await db
      .select({ shopId: productStock.shopId })
      .from(productStock)
      .where(eq(productStock.productId, productId));
    const [other] = (
      await db.select({ id: schema.shops.id }).from(schema.shops).where(eq(schema.shops.siteId, siteId))
    ).filter((s) => s.id !== storeId);
    expect(other).toBeDefined();
    const otherId = other?.id as number;
    if (!stores.some((s) => s.shopId === otherId))
      await db.insert(productStock).values({ productId, shopId: otherId, siteId, qty: 0 });
    const setQty = (shopId: number, qty: number) =>
      db
        .update(productStock)
        .set({ qty })
        .where(and(eq(productStock.productId, productId), eq(productStock.shopId, shopId)));
    await setQty(storeId, 2);
    await setQty(otherId, 5);
    await db.update(products).set({ stockTotal: 7 }).where(eq(products.id, productId));
    const qtyAt = async (shopId: number) =>
      (
        await db
          .select({ qty: productStock.qty })
          .from(productStock)
          .where(and(eq(productStock.productId, productId), eq(productStock.shopId, shopId)))
      )[0]?.qty;

    const email = "dan.delivery@example.md";
    const { access } = await customer(email);
    await call("/general/cart/add-item/", { body: { product_id: productId, count: 6 }, bearer: access });
    const placed = await call("/general/v3/order/", {
      bearer: access,
      body: {
        name: "Dan Client",
        phone: "+373 69 111 333",
        email,
        paymentType: "cash",
        deliveryType: "delivery",
        region_id: 3,
        address: { street: "str. Columna", building: "5" },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // Taken from the store with most first: 5 from the other store, 1 from this one.
    expect([await qtyAt(storeId), await qtyAt(otherId)]).toEqual([1, 0]);
    const cancelled = await act((placed.json() as { id: number }).id, "cancel");
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([await qtyAt(storeId), await qtyAt(otherId)]).toEqual([2, 5]);
    expect((await stockOf()).total).toBe(7);
    await setQty(storeId, 50);
    await db.update(products).set({ stockTotal: 55 }).where(eq(products.id, productId));
  });
  it("shows today's orders and revenue, the queue and low stock on the dashboard", async () => {
    const dash = (await admin("/dashboard", { cookie: owner })).json() as {
      today: { orders: number; revenue: number; currency: string };
      waiting: Record<string, number>;
      low_stock: { stock: number }[];
    };
    expect(dash.today.orders).toBeGreaterThanOrEqual(2);
    expect(dash.today.revenue).toBeGreaterThan(0);
    expect(dash.waiting.new).toBeGreaterThanOrEqual(1);
    expect(dash.low_stock.every((p) => p.stock <= 5)).toBe(true);
    expect(dash.low_stock.length).toBeGreaterThan(0);
  });
});
