import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { staffHelpers } from "./fixtures/staff.ts";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * The back-office's products: the list (search, filters, paging), the editor (texts per
 * language, stock per store and its total, links, properties), bad input refused with nothing
 * written, the storefront showing a save at once, delete refused for ordered products, and no
 * access from another shop's staff or a content editor.
 */
const { app, database } = await build();
const db = database.db;
const { admin, member } = staffHelpers(app, db);

let siteId = 0;
let otherSiteId = 0;
let owner = "";
let stores: { id: number; title: string }[] = [];
let categoryId = 0;
let brandId = 0;
let valueId = 0;
let otherStoreId = 0;

beforeAll(async () => {
  siteId = await addTestShop(db);
  otherSiteId = await addTestShop(db, { token: "products-other", code: "products-other" });
  ({ cookie: owner } = await member(siteId, "test-shop", "owner", "owner@products.md"));
  const options = (await admin("/product-options", { cookie: owner })).json();
  stores = options.stores;
  categoryId = options.categories[0].id;
  brandId = options.brands[0].id;
  valueId = options.specifications[0].values[0].id;
  const [other] = await db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(eq(schema.shops.siteId, otherSiteId));
  otherStoreId = other?.id as number;
}, 60_000);

const storefront = (path: string, lang: string) =>
  app.inject({ url: path, headers: { token: TEST_TOKEN, "accept-language": lang } });

const draft = (over: Record<string, unknown> = {}) => ({
  code: "ADM-1",
  texts: {
    ro: {
      title: "Sirop de tuse Admin",
      slug: "sirop-de-tuse-admin",
      description: '<p>Bun <script>alert(1)</script><a href="javascript:x()">aici</a></p>',
      unit: "buc.",
      seo_title: "Sirop SEO",
    },
    ru: { title: "Сироп от кашля Админ", slug: "sirop-ot-kashlya-admin", unit: "шт." },
  },
  category_ids: [categoryId],
  brand_id: brandId,
  price: 45.5,
  old_price: 50,
  multiplicity: 1,
  loyalty_give: 3,
  is_recipe: false,
  home_delivery: true,
  active: true,
  spec_value_ids: [valueId],
  stock: [
    { store_id: stores[0]?.id, qty: 4 },
    { store_id: stores[1]?.id, qty: 6 },
  ],
  ...over,
});

async function upload(bytes: Buffer, cookie = owner) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "picture.png");
  const encoded = new Response(form);
  return app.inject({
    method: "POST",
    url: "/admin/api/media",
    headers: { cookie, "content-type": encoded.headers.get("content-type") as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const png = (r: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 40, b: 90 } } })
    .png()
    .toBuffer();

const countProducts = async () =>
  (
    await db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.siteId, siteId))
  ).length;

describe("back-office products", () => {
  let productId = 0;

  it("creates a product in two languages, with stock per store and its total, seen by the storefront at once", async () => {
    const before = (await storefront("/general/v2/product/sirop-de-tuse-admin", "ro")).statusCode;
    expect(before).toBe(404);
    const res = await admin("/products", { method: "POST", body: draft(), cookie: owner });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    productId = saved.id;
    expect(saved).toMatchObject({
      code: "ADM-1",
      price: 45.5,
      old_price: 50,
      stock_total: 10,
      category_ids: [categoryId],
      spec_value_ids: [valueId],
    });
    // The description is sanitized: no script, no javascript: link.
    expect(saved.texts.ro.description).toBe("<p>Bun <a>aici</a></p>");
    // English, a language of the shop left out, gets the main language's title under a free slug.
    expect(saved.texts.en).toMatchObject({ title: "Sirop de tuse Admin", slug: "sirop-de-tuse-admin" });
    const [row] = await db.select().from(schema.products).where(eq(schema.products.id, productId));
    expect(row).toMatchObject({ siteId, stockTotal: 10, mainCategoryId: categoryId });

    const ro = (await storefront("/general/v2/product/sirop-de-tuse-admin", "ro")).json();
    expect(ro.product).toMatchObject({ title: "Sirop de tuse Admin", price: 45.5, count: 10, unit: "buc." });
    expect(ro.product.images[0].src).toMatch(/^\/media\/products\/adm-1\.svg$/);
    const ru = (await storefront("/general/v2/product/sirop-ot-kashlya-admin", "ru")).json();
    expect(ru.product.title).toBe("Сироп от кашля Админ");
    // Found by the storefront's search (its search text was written).
    const found = (await storefront("/general/v2/search/search/?query=sirop%20admin", "ro")).json();
    expect(found.products.map((p: { code: string }) => p.code)).toContain("ADM-1");
    // Audited.
    const audit = (await admin(`/audit?entity=product&entity_id=${productId}`, { cookie: owner })).json();
    expect(audit.items[0]).toMatchObject({ action: "product.create", before: null });
  });

  it("edits price, stock and links; the storefront shows it at once and the log keeps before and after", async () => {
    const [linked] = await db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(and(eq(schema.products.siteId, siteId), eq(schema.products.code, "T-101")));
    const res = await admin(`/products/${productId}`, {
      method: "PUT",
      cookie: owner,
      body: draft({
        price: 39,
        stock: [{ store_id: stores[1]?.id, qty: 2 }],
        links: { similar: [linked?.id], associated: [], compatible: [] },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      price: 39,
      stock_total: 2,
      stock: [{ store_id: stores[1]?.id, qty: 2 }],
    });
    expect(res.json().linked.similar).toEqual([expect.objectContaining({ id: linked?.id, code: "T-101" })]);
    const page = (await storefront("/general/v2/product/sirop-de-tuse-admin", "ro")).json();
    expect(page.product).toMatchObject({ price: 39, count: 2 });
    const audit = (await admin(`/audit?entity=product&entity_id=${productId}`, { cookie: owner })).json();
    expect(audit.items[0]).toMatchObject({
      action: "product.update",
      before: expect.objectContaining({ price: 45.5, stock_total: 10 }),
      after: expect.objectContaining({ price: 39, stock_total: 2 }),
    });
  });

  it("lists, searches, filters and sorts the shop's products on the server", async () => {
    const list = (await admin("/products?q=admin&page_size=5", { cookie: owner })).json();
    expect(list.items.map((p: { code: string }) => p.code)).toEqual(["ADM-1"]);
    expect((await admin("/products?q=adm-1", { cookie: owner })).json().total).toBe(1);
    const inStock = (await admin("/products?stock=out&page_size=100", { cookie: owner })).json();
    expect(inStock.items.every((p: { stock_total: number }) => p.stock_total <= 0)).toBe(true);
    const byPrice = (await admin("/products?sort=-price&page_size=3&page=1", { cookie: owner })).json();
    const prices = byPrice.items.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(byPrice.pages).toBeGreaterThan(1);
    const byCategory = (
      await admin(`/products?category_id=${categoryId}&brand_id=${brandId}`, { cookie: owner })
    ).json();
    expect(byCategory.items.map((p: { code: string }) => p.code)).toContain("ADM-1");
    const hidden = (await admin("/products?visible=no", { cookie: owner })).json();
    expect(hidden.items.map((p: { code: string }) => p.code)).not.toContain("ADM-1");
  });

  it("refuses bad input with the fields named and writes nothing", async () => {
    const count = await countProducts();
    const cases: [Record<string, unknown>, string][] = [
      [{ old_price: 40 }, "old_price"],
      [{ price: -1 }, "price"],
      [{ code: "T-100" }, "code"],
      [{ texts: { ru: { title: "Только русский", slug: "tolko" } } }, "texts.ro.title"],
      [{ texts: { ro: { title: "X", slug: "Not A Slug" } } }, "texts.ro.slug"],
      [{ stock: [{ store_id: otherStoreId, qty: 1 }] }, "stock"],
      [{ stock: [{ store_id: stores[0]?.id, qty: -3 }] }, "stock.0.qty"],
      [{ images: ["https://evil.example/x.png"] }, "images.0"],
      [{ images: ["/media/../etc/passwd.svg"] }, "images.0"],
    ];
    for (const [over, field] of cases) {
      const res = await admin("/products", {
        method: "POST",
        cookie: owner,
        body: draft({ code: "ADM-X", ...over }),
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json()), res.body).toContain(field);
    }
    // A slug another product holds in that language.
    const taken = await admin("/products", {
      method: "POST",
      cookie: owner,
      body: draft({ code: "ADM-2" }),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()["texts.ro.slug"]).toBeDefined();
    expect(await countProducts()).toBe(count);
    // An edit refused leaves the product as it was.
    const bad = await admin(`/products/${productId}`, {
      method: "PUT",
      cookie: owner,
      body: draft({ old_price: 1 }),
    });
    expect(bad.statusCode).toBe(400);
    expect((await admin(`/products/${productId}`, { cookie: owner })).json().price).toBe(39);
  });

  it("keeps other shops and roles out", async () => {
    const otherOwner = await member(otherSiteId, "products-other", "owner", "owner@products-other.md");
    const editor = await member(siteId, "test-shop", "content_editor", "editor@products.md");
    expect((await admin(`/products/${productId}`, { cookie: otherOwner.cookie })).statusCode).toBe(404);
    const put = await admin(`/products/${productId}`, {
      method: "PUT",
      cookie: otherOwner.cookie,
      body: draft(),
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await admin(`/products/${productId}`, { method: "DELETE", cookie: otherOwner.cookie })).statusCode,
    ).toBe(404);
    const list = (await admin("/products?q=admin", { cookie: otherOwner.cookie })).json();
    expect(list.total).toBe(0);
    // Shop A's category named by shop B's owner is refused.
    const foreign = await admin("/products", {
      method: "POST",
      cookie: otherOwner.cookie,
      body: draft({ stock: [], category_ids: [categoryId], brand_id: null, spec_value_ids: [] }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().category_ids).toBeDefined();
    for (const [method, path] of [
      ["GET", "/products"],
      ["GET", `/products/${productId}`],
      ["PUT", `/products/${productId}`],
      ["DELETE", `/products/${productId}`],
    ] as const)
      expect(
        (await admin(path, { method, cookie: editor.cookie, ...(method === "PUT" ? { body: draft() } : {}) }))
          .statusCode,
      ).toBe(403);
    expect((await admin(`/products/${productId}`, { cookie: owner })).json().price).toBe(39);
  });

  it("shows uploaded pictures in the editor's order on the storefront, refuses a fake one and another shop's", async () => {
    const fake = await upload(Buffer.from("<svg onload=alert(1)>not a picture</svg>"));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().file).toBeDefined();
    const first = (await upload(await png(10))).json().path as string;
    const second = (await upload(await png(250))).json().path as string;
    expect(first).toMatch(/^\/media\/uploads\/[0-9a-f]{16}\.webp$/);
    const res = await admin(`/products/${productId}`, {
      method: "PUT",
      cookie: owner,
      body: draft({ price: 39, images: [second, first] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ images: [second, first], shown_images: [second, first] });
    const page = (await storefront("/general/v2/product/sirop-de-tuse-admin", "ro")).json();
    expect(page.product.images.map((i: { src: string }) => i.src)).toEqual([second, first]);
    expect(page.product.images[0].srcsetAvif).toContain(`${second.replace(/\.webp$/, "")}-480.avif 480w`);
    expect(page.product.img.src).toBe(second);
    const card = (await storefront(`/general/product-filter?ids=${productId}`, "ro")).json();
    expect(card.products[0].img.src).toBe(second);
    const variant = await app.inject({
      url: second.replace(/\.webp$/, "-240.avif"),
      headers: { token: TEST_TOKEN },
    });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/avif");

    // Another shop's upload (a path this shop's storage does not hold) and a path never uploaded.
    const otherOwner = await member(otherSiteId, "products-other", "manager", "manager@products-other.md");
    const theirs = (await upload(await png(120), otherOwner.cookie)).json().path as string;

    // The back-office previews a shop's own masters only, signed in.
    const preview = await admin(first, { cookie: owner });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
    expect((await admin("/media/products/adm-1.svg", { cookie: owner })).headers["content-type"]).toBe(
      "image/svg+xml",
    );
    expect((await admin(first, { cookie: otherOwner.cookie })).statusCode).toBe(404);
    expect((await admin(theirs, { cookie: owner })).statusCode).toBe(404);
    expect((await admin(first)).statusCode).toBe(401);
    for (const images of [
      [theirs],
      ["/media/uploads/0123456789abcdef.webp"],
      ["/media/products/nothing.svg"],
    ]) {
      const refused = await admin(`/products/${productId}`, {
        method: "PUT",
        cookie: owner,
        body: draft({ price: 39, images }),
      });
      expect(refused.statusCode, JSON.stringify(images)).toBe(400);
      expect(refused.json()["images.0"]).toBeDefined();
    }
    // Back to no pictures of its own: the one named after its code.
    const plain = await admin(`/products/${productId}`, {
      method: "PUT",
      cookie: owner,
      body: draft({ price: 39 }),
    });
    expect(plain.json().shown_images).toEqual(["/media/products/adm-1.svg"]);
  });

  it("deletes a product no order names, refuses one that is in an order", async () => {
    const [ordered] = await db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(and(eq(schema.products.siteId, siteId), eq(schema.products.code, "T-102")));
    const [order] = await db
      .insert(schema.orders)
      .values({
        siteId,
        name: "Ana",
        lang: "ro",
        phone: "+37369111222",
        email: "ana@example.md",
        paymentType: "cash",
        deliveryMethod: "pickup",
        totalPrice: 10,
        finalPrice: 10,
        currency: "MDL",
      } as typeof schema.orders.$inferInsert)
      .returning({ id: schema.orders.id });
    await db.insert(schema.orderItems).values({
      orderId: order?.id as number,
      productId: ordered?.id as number,
      position: 1,
      code: "T-102",
      title: "x",
      price: 10,
      priceWithDiscount: 10,
      count: 1,
      lineTotal: 10,
    } as typeof schema.orderItems.$inferInsert);
    const refused = await admin(`/products/${ordered?.id}`, { method: "DELETE", cookie: owner });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/hide it instead/);
    const gone = await admin(`/products/${productId}`, { method: "DELETE", cookie: owner });
    expect(gone.statusCode).toBe(204);
    expect((await admin(`/products/${productId}`, { cookie: owner })).statusCode).toBe(404);
    expect((await storefront("/general/v2/product/sirop-de-tuse-admin", "ro")).statusCode).toBe(404);
  });
});
