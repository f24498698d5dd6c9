import { schema } from "@sf/db";
import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sitePagesVersion } from "../src/services/external/site-pages.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { build, tokens } from "./helper.ts";

/**
 * The back-office's product sliders (issue 16, "Content: banners, sliders, ..."): a content editor
 * replaces the default shop's curated sliders (by codes, a category, a brand), the storefront's
 * `/general/sliders` follows at once (pages purged), references the shop lacks are refused by
 * field, and roles without the content area get nothing.
 */
const { app, database } = await build();
const db = database.db;
const { admin, member } = staffHelpers(app, db);

let siteId = 0;
let editor = "";
let manager = "";
let codes: string[] = [];
let categoryId = 0;
let brandSlug = "";

beforeAll(async () => {
  const [site] = await db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(eq(schema.sites.code, "default"));
  siteId = site?.id ?? 0;
  ({ cookie: editor } = await member(siteId, "default", "content_editor", "sliders-editor@example.md"));
  ({ cookie: manager } = await member(siteId, "default", "manager", "sliders-manager@example.md"));
  const products = await db
    .select({ code: schema.products.code, brandId: schema.products.brandId })
    .from(schema.products)
    .where(
      and(
        eq(schema.products.siteId, siteId),
        eq(schema.products.active, true),
        isNotNull(schema.products.brandId),
      ),
    )
    .limit(3);
  codes = products.map((p) => p.code);
  const [brand] = await db
    .select({ slug: schema.brands.slug })
    .from(schema.brands)
    .where(eq(schema.brands.id, products[0]?.brandId ?? 0));
  brandSlug = brand?.slug ?? "";
  const [link] = await db
    .select({ categoryId: schema.productCategories.categoryId })
    .from(schema.productCategories)
    .innerJoin(schema.products, eq(schema.products.id, schema.productCategories.productId))
    .where(eq(schema.products.code, codes[0] ?? ""));
  categoryId = link?.categoryId ?? 0;
}, 60_000);

const storefront = async (query = "") =>
  (
    await app.inject({
      url: `/general/sliders${query}`,
      headers: { token: tokens.default, "accept-language": "ru" },
    })
  ).json() as { slug: string; carouselName: string; products: { code?: string; title: string }[] }[];

describe("product sliders in the back-office", () => {
  it("are replaced by a content editor and shown by the storefront at once", async () => {
    const choices = (await admin("/content/sliders/choices", { cookie: editor })).json() as {
      categories: { id: number; title: string }[];
      brands: { slug: string }[];
    };
    expect(choices.categories.map((c) => c.id)).toContain(categoryId);
    expect(choices.brands.map((b) => b.slug)).toContain(brandSlug);
    const version = await sitePagesVersion(db, siteId);
    const body = {
      sliders: [
        { slug: "alese", title: { ro: "Alese de noi", ru: "Наш выбор" }, rule: { type: "codes", codes } },
        {
          slug: "din-categorie",
          title: { ro: "Din categorie" },
          is_product_page: true,
          rule: { type: "category", category_id: categoryId },
        },
        { slug: "marca", title: { ro: "Marca" }, rule: { type: "brand", brand_slug: brandSlug } },
      ],
    };
    const saved = await admin("/content/sliders", { method: "PUT", cookie: editor, body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await sitePagesVersion(db, siteId)).toBeGreaterThan(version);
    expect((await admin("/content/sliders", { cookie: editor })).json()).toMatchObject({
      sliders: [{ slug: "alese" }, { slug: "din-categorie", is_product_page: true }, { slug: "marca" }],
    });
    const home = await storefront();
    expect(home.map((s) => s.slug)).toEqual(["alese", "marca"]);
    expect(home[0]?.carouselName).toBe("Наш выбор");
    expect(home[0]?.products).toHaveLength(codes.length);
    // A language without its own title shows the main one's.
    expect(home[1]?.carouselName).toBe("Marca");
    const onProducts = await storefront("?is_product_page=true");
    expect(onProducts.map((s) => s.slug)).toEqual(["din-categorie"]);
  });

  it("refuses what the shop lacks, by field, and writes nothing", async () => {
    const before = (await admin("/content/sliders", { cookie: editor })).json();
    const refused = await admin("/content/sliders", {
      method: "PUT",
      cookie: editor,
      body: {
        sliders: [
          { slug: "a", title: { ro: "A" }, rule: { type: "codes", codes: ["NU-EXISTA-1"] } },
          { slug: "a", title: { ru: "Б" }, rule: { type: "category", category_id: 999999 } },
          { slug: "c", title: { ro: "C" }, rule: { type: "brand", brand_slug: "nimeni" } },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      "sliders.0.rule.codes": ["The shop has no products with these codes: NU-EXISTA-1."],
      "sliders.1.slug": ["Another slider has this key."],
      "sliders.1.title.ro": ["The title in the shop's main language is required."],
      "sliders.1.rule.category_id": ["The shop has no such category."],
      "sliders.2.rule.brand_slug": ["The shop has no such brand."],
    });
    for (const bad of [
      { sliders: "x" },
      { sliders: [{ slug: "Bad Key", title: { ro: "x" }, rule: { type: "codes", codes: ["A"] } }] },
      { sliders: [{ slug: "k", title: { ro: "x" }, rule: { type: "sql", codes: [] } }] },
      { sliders: [{ slug: "k", title: { ro: "x" }, rule: { type: "codes", codes: [] } }] },
    ])
      expect((await admin("/content/sliders", { method: "PUT", cookie: editor, body: bad })).statusCode).toBe(
        400,
      );
    expect((await admin("/content/sliders", { cookie: editor })).json()).toEqual(before);
  });

  it("are not for a manager (no content area)", async () => {
    expect((await admin("/content/sliders", { cookie: manager })).statusCode).toBe(403);
    expect(
      (await admin("/content/sliders", { method: "PUT", cookie: manager, body: { sliders: [] } })).statusCode,
    ).toBe(403);
    expect((await admin("/content/sliders/choices", { cookie: manager })).statusCode).toBe(403);
  });
});
