import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sitePagesVersion } from "../src/services/external/site-pages.ts";
import { accountHelpers } from "./fixtures/accounts.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { addTestShop, stockedProduct, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * The back-office's customers and inboxes: points adjusted with a reason (a ledger, never below
 * zero), reviews approved or hidden (the storefront's answer follows, pages purged), notify-me
 * e-mails sent once, requests marked handled; another shop's staff reach none of it.
 */
const { app, database, outboxDir } = await build();
const db = database.db;
const { call, customer, outbox } = accountHelpers(app, outboxDir);
const { admin, member } = staffHelpers(app, db);
const SHOP = "cust-shop";
const OTHER = "cust-other";

let siteId = 0;
let otherId = 0;
let productId = 0;
let owner = "";
let manager = "";
let editor = "";
let stranger = "";
let customerId = 0;

beforeAll(async () => {
  siteId = await addTestShop(db, { code: SHOP });
  otherId = await addTestShop(db, { token: "cust-other-token", code: OTHER });
  ({ productId } = await stockedProduct(db, siteId));
  ({ cookie: owner } = await member(siteId, SHOP, "owner", "owner@cust-shop.md"));
  ({ cookie: manager } = await member(siteId, SHOP, "manager", "manager@cust-shop.md"));
  ({ cookie: editor } = await member(siteId, SHOP, "content_editor", "editor@cust-shop.md"));
  ({ cookie: stranger } = await member(otherId, OTHER, "owner", "owner@cust-other.md"));
  await customer("maria.points@example.md");
  const [row] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.email, "maria.points@example.md"), eq(schema.users.siteId, siteId)));
  customerId = row?.id ?? 0;
  await db
    .update(schema.users)
    .set({ firstName: "Maria", lastName: "Punct", phone: "+373 69 123 987", loyaltyPoints: 20 })
    .where(eq(schema.users.id, customerId));
  await db
    .insert(schema.companies)
    .values({ siteId, userId: customerId, name: "Punct SRL", fiscalCode: "1003600012345" });
}, 60_000);

type Detail = { points: number; points_history: { delta: number; reason: string; balance_after: number }[] };

describe("customers", () => {
  it("are found by name, e-mail or phone, sorted and paged, with their companies", async () => {
    for (const q of ["Maria Punct", "MARIA.points@", "69123", "069 123 987"]) {
      const res = await admin(`/customers?q=${encodeURIComponent(q)}`, { cookie: manager });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        (res.json() as { items: { id: number }[] }).items.map((c) => c.id),
        q,
      ).toEqual([customerId]);
    }
    const none = await admin("/customers?q=%25", { cookie: manager });
    expect((none.json() as { total: number }).total).toBe(0);
    const sorted = await admin("/customers?sort=-points&page_size=1", { cookie: owner });
    expect(sorted.json()).toMatchObject({ page_size: 1, items: [{ id: customerId, points: 20 }] });
    expect((await admin("/customers?sort=wrong", { cookie: owner })).statusCode).toBe(400);

    const detail = await admin(`/customers/${customerId}`, { cookie: owner });
    expect(detail.json()).toMatchObject({
      name: "Maria Punct",
      companies: [{ name: "Punct SRL", fiscal_code: "1003600012345" }],
    });
    const companies = await admin("/companies?q=punct", { cookie: owner });
    expect(companies.json()).toMatchObject({ total: 1, items: [{ customer: { id: customerId } }] });
  });

  it("get points added and taken with a reason, in a ledger, never below zero", async () => {
    const add = await admin(`/customers/${customerId}/points`, {
      method: "POST",
      cookie: manager,
      body: { delta: 15.5, reason: "Goodwill: late delivery" },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toMatchObject({
      points: 35.5,
      points_history: [{ delta: 15.5, balance_after: 35.5, reason: "Goodwill: late delivery" }],
    });

    const tooMuch = await admin(`/customers/${customerId}/points`, {
      method: "POST",
      cookie: manager,
      body: { delta: -40, reason: "Too much" },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toMatch(/below zero/);
    const noReason = await admin(`/customers/${customerId}/points`, {
      method: "POST",
      cookie: manager,
      body: { delta: 5, reason: "   " },
    });
    expect(noReason.statusCode).toBe(400);

    const take = await admin(`/customers/${customerId}/points`, {
      method: "POST",
      cookie: owner,
      body: { delta: -35.5, reason: "Account closed" },
    });
    const detail = take.json() as Detail;
    expect(detail.points).toBe(0);
    expect(detail.points_history.map((e) => e.delta)).toEqual([-35.5, 15.5]);
    // The customer sees the balance staff left (the storefront reads the same column).
    const [user] = await db
      .select({ points: schema.users.loyaltyPoints })
      .from(schema.users)
      .where(eq(schema.users.id, customerId));
    expect(user?.points).toBe(0);
    const audit = await admin("/audit", { cookie: owner });
    const actions = (audit.json() as { items: { action: string; entity_id: string }[] }).items;
    expect(actions.filter((a) => a.action === "customer.points")).toHaveLength(2);
  });

  it("of another shop are not found, and roles without customers are refused", async () => {
    for (const cookie of [stranger]) {
      expect((await admin(`/customers/${customerId}`, { cookie })).statusCode).toBe(404);
      const res = await admin(`/customers/${customerId}/points`, {
        method: "POST",
        cookie,
        body: { delta: 100, reason: "Intrus" },
      });
      expect(res.statusCode).toBe(404);
      expect((await admin("/customers?q=maria", { cookie })).json()).toMatchObject({ total: 0 });
    }
    expect((await admin("/customers", { cookie: editor })).statusCode).toBe(403);
    expect((await admin("/product-reviews", { cookie: editor })).statusCode).toBe(403);
    const [user] = await db
      .select({ points: schema.users.loyaltyPoints })
      .from(schema.users)
      .where(eq(schema.users.id, customerId));
    expect(user?.points).toBe(0);
  });
});

describe("review moderation", () => {
  it("hiding and approving a review changes the storefront's answer and purges the shop's pages", async () => {
    const posted = await call("/general/product-review", {
      body: { product_id: productId, name: "Ion", rating: 5, text: "Foarte bun produs, recomand." },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const reviewId = (posted.json() as { id: number }).id;
    const shown = async () =>
      (
        (await call(`/general/product-review?product_id=${productId}`, { method: "GET" })).json() as {
          results: { id: number }[];
        }
      ).results.map((r) => r.id);
    expect(await shown()).toContain(reviewId);

    const list = await admin("/product-reviews", { cookie: manager });
    expect(list.json()).toMatchObject({
      items: [{ id: reviewId, product: { id: productId }, status: "published" }],
    });

    const version = await sitePagesVersion(db, siteId);
    const hide = await admin(`/product-reviews/${reviewId}/moderate`, {
      method: "POST",
      cookie: manager,
      body: { action: "hide" },
    });
    expect(hide.json()).toEqual({ status: "hidden" });
    expect(await shown()).not.toContain(reviewId);
    expect(await sitePagesVersion(db, siteId)).toBeGreaterThan(version);

    expect((await admin("/product-reviews?status=hidden", { cookie: manager })).json()).toMatchObject({
      total: 1,
    });
    await admin(`/product-reviews/${reviewId}/moderate`, {
      method: "POST",
      cookie: manager,
      body: { action: "approve" },
    });
    expect(await shown()).toContain(reviewId);

    // Another shop's staff can neither see nor touch it.
    const intrude = await admin(`/product-reviews/${reviewId}/moderate`, {
      method: "POST",
      cookie: stranger,
      body: { action: "hide" },
    });
    expect(intrude.statusCode).toBe(404);
    expect((await admin("/product-reviews", { cookie: stranger })).json()).toMatchObject({ total: 0 });
    expect(await shown()).toContain(reviewId);
  });

  it("shop reviews are moderated the same way", async () => {
    const [review] = await db
      .insert(schema.shopReviews)
      .values({ siteId, lang: "ro", authorName: "Ana", rating: 4, body: "Magazin bun.", status: "pending" })
      .returning({ id: schema.shopReviews.id });
    const id = review?.id ?? 0;
    const shown = async () =>
      ((await call("/base/reviews", { method: "GET" })).json() as { results: { id: number }[] }).results.map(
        (r) => r.id,
      );
    expect(await shown()).not.toContain(id);
    expect((await admin("/inbox-counts", { cookie: manager })).json()).toMatchObject({ shop_reviews: 1 });
    await admin(`/shop-reviews/${id}/moderate`, {
      method: "POST",
      cookie: owner,
      body: { action: "approve" },
    });
    expect(await shown()).toContain(id);
    expect((await admin("/inbox-counts", { cookie: manager })).json()).toMatchObject({ shop_reviews: 0 });
  });

  it("a shop that approves reviews first: a posted review waits in the inbox until approved", async () => {
    const approvalFirst = async (on: boolean) => {
      const settings = (await admin("/settings", { cookie: owner })).json() as {
        flags: Record<string, boolean>;
      };
      const saved = await admin("/settings", {
        method: "PATCH",
        cookie: owner,
        body: { ...settings, flags: { ...settings.flags, reviews_need_approval: on } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await approvalFirst(true);
    try {
      const shown = async () =>
        (
          (await call("/base/reviews", { method: "GET" })).json() as { results: { id: number }[] }
        ).results.map((r) => r.id);
      const posted = await call("/base/reviews", {
        body: { name: "Vera", rating: 5, text: "Livrare rapidă, recomand magazinul." },
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const review = posted.json() as { id: number; status: string };
      expect(review.status).toBe("pending");
      expect(await shown()).not.toContain(review.id);
      const product = await call("/general/product-review", {
        body: {
          product_id: productId,
          name: "Vera",
          rating: 4,
          text: "Bun, dar ambalajul putea fi mai bun.",
        },
      });
      expect(product.json()).toMatchObject({ status: "pending" });
      expect((await admin("/inbox-counts", { cookie: manager })).json()).toMatchObject({
        shop_reviews: 1,
        product_reviews: 1,
      });
      await admin(`/shop-reviews/${review.id}/moderate`, {
        method: "POST",
        cookie: manager,
        body: { action: "approve" },
      });
      expect(await shown()).toContain(review.id);
    } finally {
      await approvalFirst(false);
    }
    const later = await call("/base/reviews", {
      body: { name: "Ion", rating: 4, text: "Prețuri bune și consultanță amabilă." },
    });
    expect(later.json()).toMatchObject({ status: "published" });
  });
});

describe("notify-me requests", () => {
  it("e-mail every waiting customer once when the product has stock, and are refused without stock", async () => {
    await db.update(schema.products).set({ stockTotal: 0 }).where(eq(schema.products.id, productId));
    for (const [email, lang] of [
      ["ana.stock@example.md", "ro"],
      ["boris.stock@example.md", "ru"],
    ] as const) {
      const res = await app.inject({
        method: "POST",
        url: "/base/user-request",
        headers: { token: TEST_TOKEN, "accept-language": lang },
        payload: { type: "notify_me", product_id: productId, email },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const list = await admin("/stock-requests", { cookie: manager });
    expect(list.json()).toMatchObject({ items: [{ product_id: productId, open: 2, notified: 0, stock: 0 }] });
    expect((await admin("/inbox-counts", { cookie: manager })).json()).toMatchObject({ stock_requests: 1 });

    const refused = await admin(`/stock-requests/${productId}/notify`, { method: "POST", cookie: manager });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(/no stock/);

    await db.update(schema.products).set({ stockTotal: 50 }).where(eq(schema.products.id, productId));
    const intrude = await admin(`/stock-requests/${productId}/notify`, { method: "POST", cookie: stranger });
    expect(intrude.statusCode).toBe(404);

    const sent = await admin(`/stock-requests/${productId}/notify`, { method: "POST", cookie: manager });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ notified: 2, sent: 2 });
    const mails = (await outbox.list(100)).filter((m) => m.to.endsWith(".stock@example.md"));
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.to === "ana.stock@example.md")?.subject).toMatch(/din nou în stoc/);
    expect(mails.find((m) => m.to === "boris.stock@example.md")?.subject).toMatch(/снова в наличии/);

    const again = await admin(`/stock-requests/${productId}/notify`, { method: "POST", cookie: manager });
    expect(again.statusCode).toBe(409);
    expect((await outbox.list(100)).filter((m) => m.to.endsWith(".stock@example.md"))).toHaveLength(2);
    const detail = await admin(`/stock-requests/${productId}`, { cookie: manager });
    const requests = (detail.json() as { requests: { notified_at: string | null }[] }).requests;
    expect(requests.every((r) => r.notified_at)).toBe(true);
    expect((await admin("/stock-requests", { cookie: manager })).json()).toMatchObject({ total: 0 });
  });
});

describe("requests", () => {
  it("are listed per kind and marked handled, with an audit entry; another shop's are not found", async () => {
    const [request] = await db
      .insert(schema.shopRequests)
      .values({ siteId, kind: "consultation", name: "Vasile", phone: "+37369000111", lang: "ro" })
      .returning({ id: schema.shopRequests.id });
    const id = request?.id ?? 0;
    const open = await admin("/shop-requests?kind=consultation", { cookie: manager });
    expect(open.json()).toMatchObject({ items: [{ id, name: "Vasile", handled_at: null }] });
    expect(
      (
        await admin(`/shop-requests/${id}/handled`, {
          method: "POST",
          cookie: stranger,
          body: { handled: true },
        })
      ).statusCode,
    ).toBe(404);
    const done = await admin(`/shop-requests/${id}/handled`, {
      method: "POST",
      cookie: manager,
      body: { handled: true },
    });
    expect((done.json() as { handled_at: string | null }).handled_at).toBeTruthy();
    expect((await admin("/shop-requests?kind=consultation", { cookie: manager })).json()).toMatchObject({
      total: 0,
    });
    expect((await admin("/shop-requests?state=handled", { cookie: manager })).json()).toMatchObject({
      items: [{ id }],
    });
    expect((await admin("/credit-requests", { cookie: manager })).statusCode).toBe(200);
    expect((await admin("/resumes/999999/file", { cookie: manager })).statusCode).toBe(404);
  });

  it("CVs are listed with their vacancy, downloaded by the shop's staff only, and marked handled", async () => {
    const [vacancy] = await db
      .insert(schema.vacancies)
      .values({ siteId, employmentType: "full_time" })
      .returning({ id: schema.vacancies.id });
    for (const [lang, title] of [
      ["ro", "Farmacist"],
      ["ru", "Фармацевт"],
    ] as const)
      await db
        .insert(schema.vacancyTranslations)
        .values({ vacancyId: vacancy?.id ?? 0, siteId, lang, title, html: "<p>x</p>" });
    const key = "private/resumes/test/cv-ana.pdf";
    await app.storage.put(key, new TextEncoder().encode("%PDF-1.4 test"), "application/pdf");
    const [resume] = await db
      .insert(schema.resumes)
      .values({
        siteId,
        vacancyId: vacancy?.id ?? null,
        name: "Ana CV",
        phone: "+37369000222",
        email: "ana.cv@example.md",
        fileKey: key,
        fileName: "Ana CV (2026).pdf",
        fileKind: "pdf",
        fileSize: 13,
        lang: "ro",
      })
      .returning({ id: schema.resumes.id });
    const id = resume?.id ?? 0;
    expect((await admin("/resumes", { cookie: manager })).json()).toMatchObject({
      items: [{ id, vacancy: "Farmacist", handled_at: null }],
    });
    const file = await admin(`/resumes/${id}/file`, { cookie: manager });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(String(file.headers["content-disposition"])).toContain("Ana%20CV%20(2026).pdf");
    expect(file.body).toBe("%PDF-1.4 test");
    expect((await admin(`/resumes/${id}/file`, { cookie: stranger })).statusCode).toBe(404);
    expect((await admin(`/resumes/${id}/file`, { cookie: editor })).statusCode).toBe(403);
    await admin(`/resumes/${id}/handled`, { method: "POST", cookie: owner, body: { handled: true } });
    expect((await admin("/resumes", { cookie: manager })).json()).toMatchObject({ total: 0 });
  });
});
