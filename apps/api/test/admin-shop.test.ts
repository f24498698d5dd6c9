import { schema } from "@sf/db";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { addTestShop, stockedProduct, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * The owner's shop areas of the back-office: promo codes usable at the checkout at once, stores
 * and settings shown by the public API at once, the ERP key made and revoked; bad input writes
 * nothing; a manager and another shop's staff are refused.
 */
const { app, database, outboxDir } = await build();
const db = database.db;
const { call } = accountHelpers(app, outboxDir);
const { admin, member } = staffHelpers(app, db);

let siteId = 0;
let productId = 0;
let owner = "";
let manager = "";
let otherOwner = "";

beforeAll(async () => {
  siteId = await addTestShop(db);
  ({ productId } = await stockedProduct(db, siteId));
  ({ cookie: owner } = await member(siteId, "test-shop", "owner", "owner@shop-area.md"));
  ({ cookie: manager } = await member(siteId, "test-shop", "manager", "manager@shop-area.md"));
  const otherId = await addTestShop(db, { token: "other-shop-token", code: "other-shop" });
  ({ cookie: otherOwner } = await member(otherId, "other-shop", "owner", "owner@other-shop.md"));
}, 60_000);

const auditCount = async () =>
  (await db.select().from(schema.auditLog).where(eq(schema.auditLog.siteId, siteId))).length;
const auditActions = async (entity: string) =>
  (
    await db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.siteId, siteId), eq(schema.auditLog.entity, entity)))
      .orderBy(asc(schema.auditLog.id))
  ).map((a) => a.action);
const previewPromo = (code: string) =>
  call("/general/order/preview-promo/", {
    body: { promo_code: code, products: [{ id: productId, count: 2 }] },
  });

describe("promo codes", () => {
  let id = 0;
  it("a code the owner creates applies at the checkout through the public API", async () => {
    expect((await previewPromo("VARA15")).statusCode).toBe(400);
    const res = await admin("/promo-codes", {
      method: "POST",
      cookie: owner,
      body: { code: "vara15", type: "general", value_type: "percent", value: 15, max_uses: 10 },
    });
    expect(res.statusCode, res.body).toBe(201);
    id = (res.json() as { id: number }).id;
    expect(res.json()).toMatchObject({ code: "VARA15", used_count: 0, active: true });
    const applied = await previewPromo("vara15");
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: "success", promo_value: 15, promo_value_type: "percent" });
    const list = (await admin("/promo-codes?q=vara", { cookie: owner })).json() as {
      items: { id: number }[];
    };
    expect(list.items.map((p) => p.id)).toEqual([id]);
  });

  it("a deactivated code stops applying; the changes are in the audit log", async () => {
    const res = await admin(`/promo-codes/${id}`, {
      method: "PATCH",
      cookie: owner,
      body: { code: "VARA15", type: "general", value_type: "percent", value: 15, active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await previewPromo("VARA15")).statusCode).toBe(400);
    expect(await auditActions("promo_code")).toEqual(["promo_code.create", "promo_code.update"]);
  });

  it("refuses bad codes with a 400 and writes nothing", async () => {
    const before = await auditCount();
    const base = { code: "NOU10", type: "general", value_type: "percent", value: 10 };
    for (const [body, field] of [
      [{ ...base, value: 120 }, "value"],
      [{ ...base, value: 0 }, "value"],
      [{ ...base, code: "cu spațiu" }, "code"],
      [{ ...base, code: "VARA15" }, "code"],
      [{ ...base, starts_at: "2026-12-10T00:00:00Z", ends_at: "2026-12-01T00:00:00Z" }, "ends_at"],
      [{ ...base, type: "product", product_ids: [] }, "product_ids"],
      [{ ...base, type: "product", product_ids: [2_000_000] }, "product_ids"],
    ] as const) {
      const res = await admin("/promo-codes", { method: "POST", cookie: owner, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json(), JSON.stringify(body)).toHaveProperty(field);
    }
    expect(
      (await admin("/promo-codes", { method: "POST", cookie: owner, body: { code: 5 } })).statusCode,
    ).toBe(400);
    expect(await auditCount()).toBe(before);
    const codes = await db.select().from(schema.promoCodes).where(eq(schema.promoCodes.siteId, siteId));
    expect(codes.map((c) => c.code)).toEqual(["VARA15"]);
  });

  it("another shop's owner cannot read or change this shop's code; a manager may not at all", async () => {
    expect((await admin(`/promo-codes/${id}`, { cookie: otherOwner })).statusCode).toBe(404);
    const put = await admin(`/promo-codes/${id}`, {
      method: "PATCH",
      cookie: otherOwner,
      body: { code: "HACK", type: "general", value_type: "percent", value: 99 },
    });
    expect(put.statusCode).toBe(404);
    expect(((await admin("/promo-codes", { cookie: otherOwner })).json() as { total: number }).total).toBe(0);
    expect((await admin("/promo-codes", { cookie: manager })).statusCode).toBe(403);
  });
});

describe("stores and delivery", () => {
  it("a store's edit shows in /shop/get-stores/ at once", async () => {
    const stores = (await admin("/delivery/stores", { cookie: owner })).json() as { id: number }[];
    const store = stores[0] as { id: number };
    const body = {
      title: { ro: "Farmacia Nouă", ru: "Новая аптека" },
      address: { ro: "bd. Dacia 5" },
      phones: ["+373 22 111 222"],
      hours: [null, "08:00-20:00", "08:00-20:00", "08:00-20:00", "08:00-20:00", "08:00-20:00", "09:00-14:00"],
      lat: 47.01,
      lng: 28.86,
    };
    const res = await admin(`/delivery/stores/${store.id}`, { method: "PATCH", cookie: owner, body });
    expect(res.statusCode, res.body).toBe(200);
    const pub = await call("/shop/get-stores/", { method: "GET" });
    expect(pub.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: store.id, title: "Farmacia Nouă", address: "bd. Dacia 5", lat: 47.01 }),
      ]),
    );
    const bad = await admin(`/delivery/stores/${store.id}`, {
      method: "PATCH",
      cookie: owner,
      body: { ...body, title: { ro: "Alt nume" }, lat: 95 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("lat");
    expect((await call("/shop/get-stores/", { method: "GET" })).body).not.toContain("Alt nume");
    const foreign = await admin(`/delivery/stores/${store.id}`, {
      method: "PATCH",
      cookie: otherOwner,
      body,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("delivery prices and the payment switch show in the public settings", async () => {
    const current = (await admin("/delivery", { cookie: owner })).json() as Record<string, unknown>;
    const body = {
      ...current,
      delivery_price: [{ type: "standart", price: 50, regional_price: 90, free_delivery: 700 }],
      free_delivery_region: 1500,
      payments: { card_provider: "sandbox", iute_enabled: true },
    };
    const res = await admin("/delivery", { method: "PATCH", cookie: owner, body });
    expect(res.statusCode, res.body).toBe(200);
    const settings = (await call("/settings/global_site_settings", { method: "GET" })).json() as {
      delivery_price: unknown[];
      free_delivery_region: number;
      additional_settings: { iute: { enabled: boolean } };
    };
    expect(settings.delivery_price).toEqual([
      { type: "standart", price: 50, regional_price: 90, free_delivery: 700 },
    ]);
    expect(settings.free_delivery_region).toBe(1500);
    expect(settings.additional_settings.iute.enabled).toBe(true);
  });
});

describe("settings", () => {
  it("a change shows in the public settings at once; bad input writes nothing; a manager gets 403", async () => {
    // Warm the API's site cache first: the change must not wait for it.
    await call("/settings/global_site_settings", { method: "GET" });
    const current = (await admin("/settings", { cookie: owner })).json() as Record<
      string,
      Record<string, unknown>
    >;
    const body = {
      ...current,
      phones: { ...current.phones, main: "+373 22 999 888" },
      colors: { ...current.colors, primary: "#0055AA" },
      tracking: { ...current.tracking, google_tag_manager: "GTM-AB12CD" },
    };
    const res = await admin("/settings", { method: "PATCH", cookie: owner, body });
    expect(res.statusCode, res.body).toBe(200);
    const pub = (await call("/settings/global_site_settings", { method: "GET" })).json() as {
      phones: { main: string };
      colors: { primary: string };
      sitesettingsstatistic: { google_tag_manager: string };
      has_product_of_the_day: boolean;
    };
    expect(pub.phones.main).toBe("+373 22 999 888");
    expect(pub.colors.primary).toBe("#0055AA");
    expect(pub.sitesettingsstatistic.google_tag_manager).toBe("GTM-AB12CD");
    expect(pub.has_product_of_the_day).toBe(true);

    const before = await auditCount();
    for (const bad of [
      { ...body, colors: { ...body.colors, primary: "red" } },
      { ...body, main_language: "uk" },
      { ...body, languages: [] },
      { ...body, tracking: { ...body.tracking, google_tag_manager: "<script>" } },
      { ...body, logo: { siteLogo: "javascript:alert(1)", logoDark: null } },
    ]) {
      const refused = await admin("/settings", { method: "PATCH", cookie: owner, body: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await auditCount()).toBe(before);
    const after = (await call("/settings/global_site_settings", { method: "GET" })).json() as {
      colors: { primary: string };
      langs: string[];
    };
    expect(after.colors.primary).toBe("#0055AA");
    expect(after.langs).toEqual(["ro", "ru", "en"]);

    expect((await admin("/settings", { cookie: manager })).statusCode).toBe(403);
    expect((await admin("/settings", { method: "PATCH", cookie: manager, body })).statusCode).toBe(403);
    expect((await admin("/delivery", { cookie: manager })).statusCode).toBe(403);
  });

  it("a logo and favicon uploaded through the shared upload become the shop's", async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0055aa" } })
      .png()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(png)]), "logo.png");
    const encoded = new Response(form);
    const uploaded = await app.inject({
      method: "POST",
      url: "/admin/api/media",
      headers: { cookie: owner, "content-type": encoded.headers.get("content-type") as string },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { path } = uploaded.json() as { path: string };
    const current = (await admin("/settings", { cookie: owner })).json() as Record<string, unknown>;
    const res = await admin("/settings", {
      method: "PATCH",
      cookie: owner,
      body: { ...current, logo: { siteLogo: path, logoDark: null }, favicon: path },
    });
    expect(res.statusCode, res.body).toBe(200);
    const pub = (await call("/settings/global_site_settings", { method: "GET" })).json() as {
      logo: { siteLogo: string };
      icons: { favicon: string };
    };
    expect(pub.logo.siteLogo).toBe(path);
    expect(pub.icons.favicon).toBe(path);
  });

  it("the shop's name and languages are the site's own", async () => {
    const current = (await admin("/settings", { cookie: owner })).json() as Record<string, unknown>;
    const res = await admin("/settings", {
      method: "PATCH",
      cookie: owner,
      body: { ...current, name: "Farmacia Test", languages: ["ro", "ru"], main_language: "ru" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const pub = (await call("/settings/global_site_settings", { method: "GET" })).json() as {
      project: string;
      langs: string[];
      mainUiInterface: { mainLang: string };
    };
    expect(pub).toMatchObject({
      project: "Farmacia Test",
      langs: ["ro", "ru"],
      mainUiInterface: { mainLang: "ru" },
    });
    await admin("/settings", { method: "PATCH", cookie: owner, body: current });
  });
});

describe("the integration key", () => {
  const external = (key: string) =>
    app.inject({
      method: "GET",
      url: "/external/category/",
      headers: { token: TEST_TOKEN, "api-token": key },
    });

  it("is shown once, works against /external/*, rotates and is revoked; audited without the key", async () => {
    expect((await admin("/settings/integration-key", { cookie: owner })).json()).toEqual({ live: null });
    const made = await admin("/settings/integration-key", { method: "POST", cookie: owner });
    expect(made.statusCode, made.body).toBe(201);
    const { key, prefix } = made.json() as { key: string; prefix: string };
    expect((await external(key)).statusCode).toBe(200);
    const shown = (await admin("/settings/integration-key", { cookie: owner })).json() as {
      live: { prefix: string };
    };
    expect(shown.live.prefix).toBe(prefix);
    expect(JSON.stringify(shown)).not.toContain(key);
    expect((await admin("/settings/integration-key", { method: "POST", cookie: owner })).statusCode).toBe(
      409,
    );

    const rotated = await admin("/settings/integration-key/rotate", { method: "POST", cookie: owner });
    expect(rotated.statusCode).toBe(201);
    const next = (rotated.json() as { key: string }).key;
    expect((await external(key)).statusCode).toBe(401);
    expect((await external(next)).statusCode).toBe(200);

    // Another shop's owner revokes only their own (none): this shop's key keeps working.
    expect(
      (await admin("/settings/integration-key/revoke", { method: "POST", cookie: otherOwner })).statusCode,
    ).toBe(404);
    expect((await external(next)).statusCode).toBe(200);
    expect((await admin("/settings/integration-key", { method: "POST", cookie: manager })).statusCode).toBe(
      403,
    );

    const revoked = await admin("/settings/integration-key/revoke", { method: "POST", cookie: owner });
    expect(revoked.statusCode).toBe(200);
    expect((await external(next)).statusCode).toBe(401);

    expect(await auditActions("api_key")).toEqual(["api_key.create", "api_key.rotate", "api_key.revoke"]);
    const audit = JSON.stringify(await db.select().from(schema.auditLog));
    expect(audit).not.toContain(key);
    expect(audit).not.toContain(next);
  });
});
