import { schema } from "@sf/db";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { VERSION_CHECK_MS } from "../src/services/catalogue/catalogue-version.ts";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

// The product route answers from a per-process cache while the site's catalogue versions stand
// (services/catalogue/product-answer-cache.ts, migration 0016). These tests prove both halves:
// an unversioned write is not seen (the answer is cached), and every write a product page shows
// is seen within the version check interval.
const { app, database } = await build();
const db = database.db;
let siteId = 0;
let productId = 0;
let slug = "";

const get = (ref: string, lang = "ro") =>
  app.inject({ url: `/general/v2/product/${ref}/`, headers: { token: TEST_TOKEN, "accept-language": lang } });
const product = async (ref = slug, lang = "ro") => {
  const res = await get(ref, lang);
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  return res.json();
};

/** Asks until `check` holds; fails after a few version intervals. */
async function eventually(check: () => Promise<boolean>) {
  const until = Date.now() + VERSION_CHECK_MS * 5;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the product answer did not follow the write");
}

const detailVersion = async () => {
  const [row] = await db
    .select({ detail: schema.catalogueVersions.detailVersion })
    .from(schema.catalogueVersions)
    .where(eq(schema.catalogueVersions.siteId, siteId));
  return row?.detail ?? 0;
};

beforeAll(async () => {
  siteId = await addTestShop(db);
  const [row] = await db
    .select({ id: schema.products.id, slug: schema.productTranslations.slug })
    .from(schema.products)
    .innerJoin(schema.productTranslations, eq(schema.productTranslations.productId, schema.products.id))
    .where(
      and(
        eq(schema.products.siteId, siteId),
        eq(schema.products.code, "T-201"),
        eq(schema.productTranslations.lang, "ro"),
      ),
    );
  productId = row?.id ?? 0;
  slug = row?.slug ?? "";
}, 60_000);

describe("the product answer cache", () => {
  it("answers from memory while the catalogue stands still", async () => {
    const before = await product();
    expect(app.productAnswers.bytes).toBeGreaterThan(0);
    // A write with triggers off moves no version: the cached answer stands.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx
        .update(schema.productTranslations)
        .set({ title: "Changed behind the triggers" })
        .where(
          and(eq(schema.productTranslations.productId, productId), eq(schema.productTranslations.lang, "ro")),
        );
    });
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 100));
    expect((await product()).product.title).toBe(before.product.title);
    // The same write with triggers moves the version and the answer follows.
    await db
      .update(schema.productTranslations)
      .set({ title: "Tensiometru nou" })
      .where(
        and(eq(schema.productTranslations.productId, productId), eq(schema.productTranslations.lang, "ro")),
      );
    await eventually(async () => (await product()).product.title === "Tensiometru nou");
  });

  it("follows stock taken by an order", async () => {
    const before = await product();
    const shop = before.availability[0];
    const res = await app.inject({
      method: "POST",
      url: "/general/v3/quick-order/",
      headers: { token: TEST_TOKEN, "accept-language": "ro" },
      payload: {
        name: "Ana Rusu",
        phone: "+373 69 123 456",
        no_user_id: "cache-browser",
        product_id: productId,
        count: 1,
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const total = (answer: { availability: { qty: number }[] }) =>
      answer.availability.reduce((sum, s) => sum + s.qty, 0);
    await eventually(async () => total(await product()) === total(before) - 1);
    expect(shop).toBeDefined();
  });

  it("follows shops, linked products and product columns listings ignore", async () => {
    const [shop] = await db.select().from(schema.shops).where(eq(schema.shops.siteId, siteId)).limit(1);
    if (!shop) throw new Error("no shop");
    await db
      .update(schema.shops)
      .set({ title: { ro: "Farmacia Centrală", ru: "Центральная", en: "Central" } })
      .where(eq(schema.shops.id, shop.id));
    await eventually(async () =>
      (await product()).availability.some((s: { title: string }) => s.title === "Farmacia Centrală"),
    );

    await db.delete(schema.productLinks).where(eq(schema.productLinks.productId, productId));
    await eventually(async () => (await product()).product.has_associated_products === false);

    await db.update(schema.products).set({ variantGroup: null }).where(eq(schema.products.id, productId));
    await eventually(async () => (await product()).product.colors.length === 0);
  });

  it("moves the detail version once per transaction, at its commit, and not on a rollback", async () => {
    const start = await detailVersion();
    await db.transaction(async (tx) => {
      await tx
        .update(schema.productStock)
        .set({ qty: sql`${schema.productStock.qty} + 1` })
        .where(eq(schema.productStock.siteId, siteId));
      await tx
        .update(schema.products)
        .set({ salesCount: sql`${schema.products.salesCount} + 1` })
        .where(eq(schema.products.siteId, siteId));
    });
    expect(await detailVersion()).toBe(start + 1);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(schema.productStock).set({ qty: 0 }).where(eq(schema.productStock.siteId, siteId));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await detailVersion()).toBe(start + 1);
  });

  it("keeps each language's answer and refuses unknown products without caching them", async () => {
    const ro = await product(String(productId), "ro");
    const en = await product(String(productId), "en");
    expect(ro.product.title).not.toBe(en.product.title);
    const missing = await get("no-such-product");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: expect.any(String) });
  });
});
