import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/client.ts";
import {
  categoryTranslations,
  media,
  productStock,
  products,
  productTranslations,
  shops,
  sites,
} from "../src/schema.ts";
import { demoSalesCount, searchText, seedCatalogue, validateCatalogue } from "../src/seed/catalogue.ts";
import type { CatalogueSeed } from "../src/seed/catalogue-types.ts";

const catalogue: CatalogueSeed = {
  categories: [
    {
      key: "medicines",
      title: { ro: "Medicamente", ru: "Лекарства" },
      slug: { ro: "medicamente", ru: "lekarstva" },
      children: [{ key: "pain", title: { ro: "Durere", ru: "Боль" }, slug: { ro: "durere", ru: "bol" } }],
    },
  ],
  brands: [{ key: "farmaprim", name: "Farmaprim" }],
  specifications: [
    {
      key: "form",
      type: "checkbox",
      title: { ro: "Formă", ru: "Форма" },
      values: [{ key: "tablets", title: { ro: "Comprimate", ru: "Таблетки" } }],
    },
  ],
  products: [
    {
      code: "FF-1",
      categories: ["pain"],
      brand: "farmaprim",
      title: { ro: "Paracetamol 500 mg, 20 comprimate", ru: "Парацетамол 500 мг, 20 таблеток" },
      shortDescription: { ro: "Analgezic", ru: "Обезболивающее" },
      description: { ro: "<p>Text</p>", ru: "<p>Текст</p>" },
      price: 25.5,
      oldPrice: 30,
      stock: [3, 0],
      specs: { form: "tablets" },
      art: { shape: "blister", color: "#2a8c69" },
      similar: ["FF-2"],
    },
    {
      code: "FF-2",
      categories: ["pain"],
      brand: "farmaprim",
      title: { ro: "Paracetamol 500 mg, 20 comprimate", ru: "Парацетамол Форте" },
      shortDescription: { ro: "Analgezic", ru: "Обезболивающее" },
      description: { ro: "<p>Text</p>", ru: "<p>Текст</p>" },
      price: 31,
      stock: [],
      specs: {},
      art: { shape: "box", color: "#2967c4" },
      isRecipe: true,
    },
  ],
};

let database: Database;
let siteId: number;

beforeAll(async () => {
  database = await openDatabase();
  await database.migrate();
  const [site] = await database.db
    .insert(sites)
    .values({
      token: "t",
      code: "test",
      name: "Test",
      theme: "farmacie",
      languages: ["ro", "ru"],
      mainLanguage: "ro",
    })
    .returning();
  siteId = site?.id as number;
  const shopRows = await database.db
    .insert(shops)
    .values(
      [0, 1].map((position) => ({
        siteId,
        position,
        title: { ro: `F${position}` },
        address: { ro: "x" },
        hours: Array(7).fill(null),
      })),
    )
    .returning({ id: shops.id });
  await seedCatalogue(
    database.db,
    { siteId, languages: ["ro", "ru"], mainLanguage: "ro", shopIds: shopRows.map((r) => r.id) },
    catalogue,
  );
}, 60_000);

afterAll(() => database.close());

describe("seedCatalogue", () => {
  it("stores each category's URL path per language", async () => {
    const rows = await database.db
      .select({ lang: categoryTranslations.lang, path: categoryTranslations.path })
      .from(categoryTranslations)
      .where(eq(categoryTranslations.siteId, siteId));
    expect(rows.map((r) => `${r.lang}:${r.path}`).sort()).toEqual([
      "ro:medicamente",
      "ro:medicamente/durere",
      "ru:lekarstva",
      "ru:lekarstva/bol",
    ]);
  });

  it("gives every product a unique transliterated slug per language", async () => {
    const rows = await database.db
      .select({ lang: productTranslations.lang, slug: productTranslations.slug })
      .from(productTranslations)
      .where(eq(productTranslations.siteId, siteId));
    expect(rows.map((r) => `${r.lang}:${r.slug}`).sort()).toEqual([
      "ro:paracetamol-500-mg-20-comprimate",
      "ro:paracetamol-500-mg-20-comprimate-ff-2",
      "ru:paratsetamol-500-mg-20-tabletok",
      "ru:paratsetamol-forte",
    ]);
  });

  it("keeps stock per shop and its total, and rx items off home delivery", async () => {
    const [first] = await database.db
      .select()
      .from(products)
      .where(and(eq(products.siteId, siteId), eq(products.code, "FF-1")));
    expect(first?.stockTotal).toBe(3);
    const [rx] = await database.db.select().from(products).where(eq(products.code, "FF-2"));
    expect(rx?.homeDelivery).toBe(false);
    const stock = await database.db
      .select()
      .from(productStock)
      .where(eq(productStock.productId, first?.id as number));
    expect(stock.map((s) => s.qty).sort()).toEqual([0, 3]);
  });

  it("draws three views per product (front, turned, close-up) and a logo per brand", async () => {
    const files = await database.db.select({ path: media.path }).from(media).where(eq(media.siteId, siteId));
    expect(files.map((f) => f.path).sort()).toEqual([
      "brands/farmaprim.svg",
      "products/ff-1-view-2.svg",
      "products/ff-1-view-3.svg",
      "products/ff-1.svg",
      "products/ff-2-view-2.svg",
      "products/ff-2-view-3.svg",
      "products/ff-2.svg",
    ]);
    const counts = await database.db
      .select({ n: products.imageCount })
      .from(products)
      .where(eq(products.siteId, siteId));
    expect(counts.map((c) => c.n)).toEqual([3, 3]);
  });

  it("finds products by trigram similarity without diacritics", async () => {
    const query = searchText("paracetmol");
    const rows = await database.db.execute(
      sql`select count(*)::int as n from product_translations where site_id = ${siteId} and ${query} <% search_text`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
  });
});

describe("validateCatalogue", () => {
  it("names unknown references", () => {
    const broken = structuredClone(catalogue);
    (broken.products[0] as { brand: string }).brand = "nobody";
    (broken.products[1] as { categories: string[] }).categories = ["missing"];
    expect(() => validateCatalogue(broken, ["ro", "ru"])).toThrow(
      /unknown brand nobody[\s\S]*unknown category missing/,
    );
  });
});

describe("demoSalesCount", () => {
  it("is a deterministic, plausible number of units sold", () => {
    const p = { code: "FF-10001", price: 25, addedDaysAgo: 90 };
    expect(demoSalesCount(p)).toBe(demoSalesCount({ ...p }));
    const counts = Array.from({ length: 50 }, (_, i) => demoSalesCount({ ...p, code: `X-${i}` }));
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(480);
    expect(new Set(counts).size).toBeGreaterThan(30);
    // Expensive and brand-new products sell less than the same cheap, older product.
    expect(demoSalesCount({ ...p, price: 9000 })).toBeLessThanOrEqual(demoSalesCount(p));
    expect(demoSalesCount({ ...p, addedDaysAgo: 1 })).toBeLessThanOrEqual(demoSalesCount(p));
  });
});
