import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build, site } from "./helper.ts";

const { app, database } = await build();
let siteId: number;
const ids = new Map<string, number>();
beforeAll(async () => {
  siteId = await addTestShop(database.db);
  const rows = await database.db
    .select({ id: schema.products.id, code: schema.products.code })
    .from(schema.products)
    .where(eq(schema.products.siteId, siteId));
  for (const row of rows) ids.set(row.code, row.id);
}, 60_000);

const headers = (lang = "ro") => ({ token: TEST_TOKEN, "accept-language": lang });
const get = (url: string, lang = "ro") => app.inject({ url, headers: headers(lang) });
const post = (url: string, payload: unknown, lang = "ro") =>
  app.inject({ method: "POST", url, headers: headers(lang), payload: payload as object });
const id = (code: string) => ids.get(code) as number;

type Store = { store_id: number; title: string; qty: number; enough: boolean; hours_today: string | null };

describe("product detail: preorder and colour variants", () => {
  it("lists the variant group with slugs in the request language, marking the current one", async () => {
    const body = (await get(`/general/v2/product/${id("T-202")}`, "en")).json();
    expect(body.product.preorder).toBe(false);
    expect(body.product.colors).toEqual([
      {
        product_id: id("T-201"),
        url: "omron-m3-blood-pressure-monitor-white",
        hex: "#f4f4f4",
        title: "white",
        active: false,
      },
      {
        product_id: id("T-202"),
        url: "omron-m3-blood-pressure-monitor-black",
        hex: "#222222",
        title: "black",
        active: true,
      },
      {
        product_id: id("T-203"),
        url: "omron-m3-blood-pressure-monitor-blue",
        hex: "#2967c4",
        title: "blue",
        active: false,
      },
    ]);
    const ru = (await get(`/general/v2/product/${id("T-201")}`, "ru")).json();
    expect(ru.product.colors.map((c: { url: string; title: string }) => `${c.title}:${c.url}`)).toEqual([
      "белый:tonometr-omron-m3-belyi",
      "чёрный:tonometr-omron-m3-chernyi",
      "синий:tonometr-omron-m3-sinii",
    ]);
  });

  it("flags preorder products on the page and on cards; products without variants have no colours", async () => {
    const preorder = (await get(`/general/v2/product/${id("T-203")}`)).json();
    expect(preorder.product).toMatchObject({ preorder: true, available: false });
    expect((await get(`/general/v2/product/${id("T-204")}`)).json().product.colors).toEqual([]);
    const listing = (await get("/general/v2/category/dispozitive")).json();
    const flags = Object.fromEntries(
      listing.products.map((p: { code: string; preorder: boolean }) => [p.code, p.preorder]),
    );
    expect(flags).toEqual({ "T-201": false, "T-202": false, "T-203": true, "T-204": false });
  });

  it("leaves inactive variants out of the colours", async () => {
    await database.db
      .update(schema.products)
      .set({ active: false })
      .where(eq(schema.products.id, id("T-203")));
    try {
      const body = (await get(`/general/v2/product/${id("T-201")}`)).json();
      expect(body.product.colors.map((c: { product_id: number }) => c.product_id)).toEqual([
        id("T-201"),
        id("T-202"),
      ]);
    } finally {
      await database.db
        .update(schema.products)
        .set({ active: true })
        .where(eq(schema.products.id, id("T-203")));
    }
  });
});

describe("POST /general/product-availability/", () => {
  it("gives each product's stock per store, whether the store has the count, and today's hours", async () => {
    const res = await post("/general/product-availability/", {
      products: [
        { id: id("T-201"), count: 5 },
        { id: id("T-202"), count: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [monitor, black] = res.json();
    expect(monitor).toMatchObject({ id: id("T-201"), count: 5, found: true, available: true });
    expect(monitor.stores.map((s: Store) => `${s.title}:${s.qty}:${s.enough}`)).toEqual([
      "Farmacia Centru:3:false",
      "Farmacia Botanica:7:true",
    ]);
    expect(monitor.stores[0]).toMatchObject({ address: "str. Test 1", hours_today: "08:00-20:00" });
    expect(typeof monitor.stores[0].isOpen).toBe("boolean");
    expect(black.stores.map((s: Store) => s.qty)).toEqual([0, 1]);
    expect(black.available).toBe(true);
  });

  it("answers in the request language and defaults the count to 1", async () => {
    const [row] = (
      await post("/general/product-availability/", { products: [{ id: id("T-202") }] }, "en")
    ).json();
    expect(row.count).toBe(1);
    expect(row.stores.map((s: Store) => s.title)).toEqual(["Centru pharmacy", "Botanica pharmacy"]);
  });

  it("never shows negative stock", async () => {
    await database.db
      .update(schema.productStock)
      .set({ qty: -4 })
      .where(and(eq(schema.productStock.productId, id("T-204"))));
    const [row] = (
      await post("/general/product-availability/", { products: [{ id: id("T-204"), count: 1 }] })
    ).json();
    expect(row.stores.map((s: Store) => s.qty)).toEqual([0, 0]);
    expect(row.available).toBe(false);
  });

  it("reports unknown and other sites' products as unavailable", async () => {
    const [other] = await database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .innerJoin(schema.sites, eq(schema.sites.id, schema.products.siteId))
      .where(eq(schema.sites.code, "farmacie"))
      .limit(1);
    const res = await post("/general/product-availability/", {
      products: [
        { id: 99999999, count: 1 },
        { id: other?.id, count: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    for (const row of res.json()) {
      expect(row).toMatchObject({ found: false, available: false });
      expect(row.stores.every((s: Store) => s.qty === 0 && !s.enough)).toBe(true);
    }
  });

  it("answers 400 with a message for a malformed or too long list", async () => {
    for (const payload of [
      {},
      { products: [] },
      { products: "1,2" },
      { products: [{ id: "abc", count: 1 }] },
      { products: [{ id: 1, count: -2 }] },
      { products: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, count: 1 })) },
    ]) {
      const res = await post("/general/product-availability/", payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json()).length).toBeGreaterThan(0);
    }
    const bad = await app.inject({
      method: "POST",
      url: "/general/product-availability/",
      headers: { ...headers(), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("GET /general/product_checkout_status/", () => {
  it("gives each product's checkout facts, for repeated productIds, unknown ids left out", async () => {
    const res = await get(
      `/general/product_checkout_status/?productIds=${id("T-201")}&productIds=${id("T-203")}&productIds=${id("T-107")}&productIds=99999999`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: id("T-201"),
        active: true,
        available: true,
        stock: 10,
        is_recipe: false,
        home_delivery: true,
        card_payment_available: true,
        preorder: false,
        price: 600,
      },
      expect.objectContaining({ id: id("T-203"), available: false, stock: 0, preorder: true }),
      expect.objectContaining({ id: id("T-107"), is_recipe: true, home_delivery: false }),
    ]);
    const single = (await get(`/general/product_checkout_status/?productIds=${id("T-201")}`)).json();
    expect(single).toHaveLength(1);
  });

  it("answers 400 without ids, with a non-numeric id or too many ids", async () => {
    expect((await get("/general/product_checkout_status/")).statusCode).toBe(400);
    expect((await get("/general/product_checkout_status/?productIds=abc")).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `productIds=${i + 1}`).join("&");
    expect((await get(`/general/product_checkout_status/?${many}`)).statusCode).toBe(400);
  });
});

describe("GET /shop/get-stores/", () => {
  it("lists the site's stores with hours per weekday, Monday first, in the request language", async () => {
    const res = await get("/shop/get-stores/", "en");
    expect(res.statusCode).toBe(200);
    const stores = res.json();
    expect(stores.map((s: { title: string }) => s.title)).toEqual(["Centru pharmacy", "Botanica pharmacy"]);
    expect(stores[0].hours).toHaveLength(7);
    expect(stores[0].hours[0]).toEqual({ weekday: 1, day: "Mon", hours: "08:00-20:00" });
    expect(stores[0]).toMatchObject({ address: "str. Test 1", hours_today: "08:00-20:00", phones: [] });
  });

  it("shows only the site's own stores", async () => {
    const farmacie = (await app.inject({ url: "/shop/get-stores/", headers: site("farmacie", "ro") })).json();
    const test = (await get("/shop/get-stores/")).json();
    const testIds = new Set(test.map((s: { id: number }) => s.id));
    expect(farmacie.length).toBeGreaterThan(0);
    expect(farmacie.some((s: { id: number }) => testIds.has(s.id))).toBe(false);
  });
});

describe("POST /base/user-request/ (notify me)", () => {
  const notify = (productId: number, email: string, lang = "ro") =>
    post("/base/user-request/", { type: "notify_me", product_id: productId, email }, lang);
  const stored = () =>
    database.db
      .select()
      .from(schema.stockNotifications)
      .where(eq(schema.stockNotifications.productId, id("T-204")));

  it("stores a request for an out-of-stock product once, answering 201 then 200", async () => {
    const first = await notify(id("T-204"), "  Ana@Example.md ", "en");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ created: true, detail: expect.stringContaining("back in stock") });
    const again = await notify(id("T-204"), "ana@example.md", "en");
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toBe(false);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ siteId, contact: "ana@example.md", lang: "en", notifiedAt: null });
  });

  it("refuses a bad e-mail, a product in stock, an unknown product and an unknown request type", async () => {
    const badEmail = await notify(id("T-204"), "not-an-email");
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().email).toBeDefined();
    const inStock = await notify(id("T-201"), "ana@example.md");
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json().detail).toMatch(/in stock/);
    expect((await notify(99999999, "ana@example.md")).statusCode).toBe(400);
    const otherType = await post("/base/user-request/", {
      type: "refund",
      product_id: 1,
      email: "a@b.md",
    });
    expect(otherType.statusCode).toBe(400);
    expect((await post("/base/user-request/", { type: "notify_me" })).statusCode).toBe(400);
    expect(await stored()).toHaveLength(1);
  });
});

describe("a medicine's leaflet", () => {
  it("comes in its own field, in the request language; other products have none", async () => {
    const { sites, products } = schema;
    const [farmacie] = await database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.code, "farmacie"));
    // Smecta, a medicine of the pharmacy demo.
    const [medicine] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, farmacie?.id ?? 0), eq(products.code, "FF-10301")));
    const ro = (
      await app.inject({ url: `/general/v2/product/${medicine?.id}/`, headers: site("farmacie", "ro") })
    ).json();
    const ru = (
      await app.inject({ url: `/general/v2/product/${medicine?.id}/`, headers: site("farmacie", "ru") })
    ).json();
    expect(ro.product.leaflet).toMatch(/<h3>[^<]+<\/h3><p>/);
    expect(ro.product.leaflet).not.toBe(ru.product.leaflet);
    expect(ro.product.description).not.toContain("<ul>");
    const [other] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.siteId, siteId))
      .limit(1);
    expect((await get(`/general/v2/product/${other?.id}/`)).json().product.leaflet).toBe("");
  });
});

describe("product detail: every picture of a demo product (issue 13)", () => {
  const demo = (url: string) => app.inject({ url, headers: site("default", "en") });
  const land = (url: string) => app.inject({ url, headers: site("terenuri", "ro") });
  const productIdOf = async (siteCode: string, code: string) => {
    const [row] = await database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .innerJoin(schema.sites, eq(schema.sites.id, schema.products.siteId))
      .where(and(eq(schema.sites.code, siteCode), eq(schema.products.code, code)));
    return row?.id as number;
  };

  it("lists a sofa's front, turned and close-up views, each served with its AVIF and WebP sizes", async () => {
    const body = (await demo(`/general/v2/product/${await productIdOf("default", "CM-1001")}`)).json();
    const images = body.product.images as { src: string; srcset: string; srcsetAvif: string }[];
    expect(images.map((i) => i.src)).toEqual([
      "/media/products/cm-1001.svg",
      "/media/products/cm-1001-view-2.svg",
      "/media/products/cm-1001-view-3.svg",
    ]);
    expect(body.product.img).toEqual(images[0]);
    for (const image of images) {
      expect(image.srcset.split(", ")).toHaveLength(3);
      const master = await demo(image.src);
      expect(master.statusCode).toBe(200);
      expect(master.headers["content-type"]).toBe("image/svg+xml");
      const webp = await demo(image.srcset.split(", ")[0]?.split(" ")[0] as string);
      expect(webp.headers["content-type"]).toBe("image/webp");
      const avif = await demo(image.srcsetAvif.split(", ")[0]?.split(" ")[0] as string);
      expect(avif.headers["content-type"]).toBe("image/avif");
    }
  });

  it("gives a plot of land one picture", async () => {
    const [row] = await database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .innerJoin(schema.sites, eq(schema.sites.id, schema.products.siteId))
      .where(eq(schema.sites.code, "terenuri"))
      .limit(1);
    const body = (await land(`/general/v2/product/${row?.id}`)).json();
    expect(body.product.images).toHaveLength(1);
  });
});
