import { schema } from "@sf/db";
import { demoApiKey } from "@sf/db/seed";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { build, tokens } from "./helper.ts";

/**
 * An ERP connector written for the original platform keeps a shop's catalogue in sync through
 * /external/* (integrations.md): categories, specifications and products in four languages,
 * prices and stock by upsert, an order read, DRF-shaped errors.
 */
const { app, database } = await build();
const KEY = demoApiKey("default");
const headers = { token: tokens.default, "api-token": KEY, "content-type": "application/json" };

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, extra = {}) =>
  app.inject({
    method,
    url,
    headers: { ...headers, ...extra },
    ...(payload !== undefined && { payload: payload as object }),
  });

const four = (prefix: string, text: string) => ({
  [`${prefix}_ro`]: `${text} (ro)`,
  [`${prefix}_ru`]: `${text} (ру)`,
  [`${prefix}_en`]: `${text} (en)`,
  [`${prefix}_uk`]: `${text} (укр)`,
});

describe("an ERP client of the original platform", () => {
  let categoryId = 0;
  let childId = 0;
  let specId = 0;
  let valueId = 0;
  let productId = 0;

  it("creates a category tree in four languages, upserting by its own key", async () => {
    const created = await call("POST", "/external/category/bulk-create/", {
      position: 3,
      ...four("name", "Scaune ERP"),
      slug_ro: null,
      hide: false,
      ...four("description", "Descriere"),
      description_position: "top",
      group_category_id: "ERP-CAT-1",
      ...four("meta_title", "Meta"),
      meta_keywords_ro: "scaune, erp",
      show_18_popup: true,
      category_id: null,
    });
    expect(created.statusCode).toBe(201);
    const [category] = created.json();
    categoryId = category.id;
    expect(category).toMatchObject({
      position: 3,
      name_ro: "Scaune ERP (ro)",
      name_uk: "Scaune ERP (укр)",
      slug_ro: "scaune-erp-ro",
      group_category_id: "ERP-CAT-1",
      meta_keywords_ro: "scaune, erp",
      show_18_popup: true,
      category_id: null,
      description_position: "top",
    });
    const child = await call("POST", "/external/category/bulk-create/", [
      { ...four("name", "Scaune de birou"), group_category_id: "ERP-CAT-2", category_id: categoryId },
    ]);
    expect(child.statusCode).toBe(201);
    childId = child.json()[0].id;
    // The same ERP key again updates the category rather than making a second one.
    const again = await call("POST", "/external/category/bulk-create/", [
      { ...four("name", "Scaune ERP nou"), group_category_id: "ERP-CAT-1" },
    ]);
    expect(again.json()[0].id).toBe(categoryId);
    const read = await call("GET", `/external/category/${categoryId}`);
    // What the update left out stays: description, keywords, age gate, position.
    expect(read.json()).toMatchObject({
      name_en: "Scaune ERP nou (en)",
      description_ru: "Descriere (ру)",
      meta_keywords_ro: "scaune, erp",
      show_18_popup: true,
      position: 3,
    });
    // Its subcategory's URL follows the parent's slug.
    const [, path] = await database.db
      .select({ path: schema.categoryTranslations.path })
      .from(schema.categoryTranslations)
      .where(eq(schema.categoryTranslations.categoryId, childId))
      .orderBy(schema.categoryTranslations.lang)
      .limit(4);
    expect(path?.path).toMatch(/^scaune-erp-ro\/scaune-de-birou/);
    // A category cannot be moved under its own subcategory.
    const loop = await call("PUT", `/external/category/${categoryId}/`, {
      ...four("name", "Scaune ERP"),
      category_id: childId,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().category_id).toHaveLength(1);
  });

  it("creates specifications and their values", async () => {
    const spec = await call("POST", "/external/specification/bulk-create/", [
      { sp_key: "material_erp", ...four("name", "Material") },
    ]);
    expect(spec.statusCode).toBe(201);
    specId = spec.json()[0].id;
    expect(spec.json()[0]).toEqual({
      id: specId,
      sp_key: "material_erp",
      name_ro: "Material (ro)",
      name_ru: "Material (ру)",
      name_en: "Material (en)",
      name_uk: "Material (укр)",
    });
    const value = await call("POST", "/external/specification-value/bulk-create/", [
      { specification_id: specId, ...four("name", "Lemn") },
    ]);
    expect(value.statusCode).toBe(201);
    valueId = value.json()[0].id;
    expect(value.json()[0]).toMatchObject({ specification_id: specId, name_ru: "Lemn (ру)" });
    const list = await call("GET", "/external/specification-value/");
    expect(list.json().results.map((v: { id: number }) => v.id)).toContain(valueId);
    const put = await call("PUT", `/external/specification-value/${valueId}/`, {
      specification_id: specId,
      ...four("name", "Lemn masiv"),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().name_ro).toBe("Lemn masiv (ro)");
  });

  it("creates a product in four languages and answers it as the original does", async () => {
    const res = await call("POST", "/external/product/bulk-create/", [
      {
        price: "899.00",
        old_price: 999,
        qty: 7,
        sort_priority: 5,
        bookmark: "True",
        code: "ERP-1001",
        group_product_id: "GRP-1",
        ...four("name", "Scaun Oslo"),
        ...four("short_description", "Scaun comod"),
        ...four("unit_measurement", "buc"),
        weight: "4.5",
        keywords: "scaun oslo",
        images: [{ order: 1, original_name: "oslo.jpg" }],
        specifications: [{ specification_id: specId, specification_value_id: valueId }],
        category: [childId],
      },
    ]);
    expect(res.statusCode).toBe(201);
    const [product] = res.json();
    productId = product.id;
    expect(product).toMatchObject({
      price: "899.00",
      old_price: "999.00",
      qty: 7,
      bookmark: true,
      code: "ERP-1001",
      group_product_id: "GRP-1",
      name_ro: "Scaun Oslo (ro)",
      name_uk: "Scaun Oslo (укр)",
      weight: "4.5",
      images: [{ order: 1, original_name: "oslo.jpg" }],
      specifications: [{ specification_id: specId, specification_value_id: valueId }],
      category: [childId],
    });
    // The storefront's own product route shows it at once, in its languages.
    const page = await app.inject({
      method: "GET",
      url: `/general/v2/product/${productId}/`,
      headers: { token: tokens.default, "accept-language": "ru" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Scaun Oslo (ру)");
    expect(page.body).toContain("899");
  });

  it("updates price and stock by upsert (by id, and by code)", async () => {
    const byId = await call("POST", "/external/product/bulk-create/", [
      {
        id: productId,
        price: 849.5,
        qty: 3,
        name_ro: "Scaun Oslo",
        group_product_id: "GRP-1",
        specifications: [],
        category: [childId],
      },
    ]);
    expect(byId.statusCode).toBe(201);
    expect(byId.json()[0]).toMatchObject({ id: productId, price: "849.50", qty: 3, specifications: [] });
    const byCode = await call("POST", "/external/product/bulk-create/", [
      {
        code: "ERP-1001",
        price: "820",
        qty: 12,
        name_ro: "Scaun Oslo",
        group_product_id: "GRP-1",
        specifications: [],
        category: [],
      },
    ]);
    // What an update leaves out stays as it was (DRF's serializers change the fields sent).
    expect(byCode.json()[0]).toMatchObject({
      id: productId,
      price: "820.00",
      qty: 12,
      old_price: "999.00",
      name_ru: "Scaun Oslo (ру)",
      short_description_en: "Scaun comod (en)",
      weight: "4.5",
      bookmark: true,
    });
    const [row] = await database.db
      .select({ price: schema.products.price, stock: schema.products.stockTotal })
      .from(schema.products)
      .where(eq(schema.products.id, productId));
    expect(row).toEqual({ price: 820, stock: 12 });
    const page = await app.inject({
      method: "GET",
      url: `/general/v2/product/${productId}/`,
      headers: { token: tokens.default },
    });
    expect(page.body).toContain("820");
  });

  it("answers Django-style errors on exactly the five required fields of an empty product", async () => {
    const res = await call("POST", "/external/product/bulk-create/", [{}]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      {
        price: ["This field is required."],
        name_ro: ["This field is required."],
        group_product_id: ["This field is required."],
        specifications: ["This field is required."],
        category: ["This field is required."],
      },
    ]);
    const missing = await call("GET", "/external/product/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe("Не найдено.");
  });

  it("saves 1,000 products in one call, and nothing when one item is bad", async () => {
    const item = (n: number) => ({
      price: `${100 + n}.00`,
      qty: n % 5,
      code: `BULK-${n}`,
      group_product_id: `BULK-${n}`,
      ...four("name", `Produs ${n}`),
      specifications: [],
      category: [childId],
    });
    const items = Array.from({ length: 1000 }, (_, n) => item(n));
    const bad = [
      ...items.slice(0, 500),
      { ...item(500), price: "abc", category: [999_999] },
      ...items.slice(501),
    ];
    const refused = await call("POST", "/external/product/bulk-create/", bad);
    expect(refused.statusCode).toBe(400);
    const errors = refused.json();
    expect(errors).toHaveLength(1000);
    expect(errors[500]).toEqual({
      price: ["A valid number is required."],
      category: ['Invalid pk "999999" - object does not exist.'],
    });
    expect(errors.filter((e: object) => Object.keys(e).length)).toHaveLength(1);
    const none = await database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.code, "BULK-1"));
    expect(none).toEqual([]);

    const saved = await call("POST", "/external/product/bulk-create/", items);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toHaveLength(1000);
    expect(saved.json()[999]).toMatchObject({ code: "BULK-999", price: "1099.00", qty: 4 });
    const list = await call("GET", "/external/product/?page=2");
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toHaveLength(100);
    expect(list.json().next).toContain("/external/product/?page=3");
    const past = await call("GET", "/external/product/?page=9999");
    expect(past.statusCode).toBe(404);
  }, 120_000);

  it("reads an order of its shop", async () => {
    const [store] = await database.db
      .select({ id: schema.shops.id })
      .from(schema.shops)
      .innerJoin(schema.sites, eq(schema.sites.id, schema.shops.siteId))
      .where(eq(schema.sites.token, tokens.default))
      .orderBy(schema.shops.position, schema.shops.id)
      .limit(1);
    const order = await app.inject({
      method: "POST",
      url: "/general/v3/order/",
      headers: { token: tokens.default, "content-type": "application/json" },
      payload: {
        cart: { products: [{ product: { productId }, count: 2 }] },
        name: "Ion ERP",
        phone: "+37369123456",
        email: "ion@example.md",
        paymentType: "cash",
        payment_system: null,
        deliveryType: "pickup",
        shop_id: store?.id,
        comments: "",
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().order_id;
    // The key alone names the shop.
    const read = await app.inject({
      method: "GET",
      url: `/external/external-order/${orderId}`,
      headers: { "api-token": KEY },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      order_id: orderId,
      name: "Ion ERP",
      paymentType: "cash",
      deliveryType: "pickup",
      cart: { products: [{ product: { productId }, count: 2 }] },
    });
  });

  it("deletes what it made", async () => {
    const gone = await call("DELETE", `/external/specification-value/${valueId}/`);
    expect(gone.statusCode).toBe(204);
    expect((await call("GET", `/external/specification-value/${valueId}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/external/category/${childId}/`)).statusCode).toBe(204);
    expect((await call("DELETE", `/external/category/${childId}/`)).statusCode).toBe(404);
  });
});
