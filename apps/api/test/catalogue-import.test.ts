import { schema } from "@sf/db";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { badRequest, operationsOf, seeded } from "./fixtures/bad-input.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { build, site } from "./helper.ts";

/**
 * The catalogue import and export (decision 0051) through the back-office's routes, as a manager
 * of the default shop signed in: dry run, apply, broken encodings, an XLSX round trip.
 */
const { app, database } = await build();
const db = database.db;
const staff = staffHelpers(app, db);
/** The signed-in manager's cookie (set before the tests). */
let STAFF: Record<string, string> = {};

async function upload(url: string, files: Record<string, { name: string; bytes: Buffer | string }>) {
  const form = new FormData();
  for (const [field, file] of Object.entries(files))
    form.append(field, new Blob([new Uint8Array(Buffer.from(file.bytes))]), file.name);
  const encoded = new Response(form);
  return app.inject({
    method: "POST",
    url,
    headers: { ...site("default"), ...STAFF, "content-type": encoded.headers.get("content-type") as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const productCount = async (siteId: number) =>
  (await db.select({ n: count() }).from(schema.products).where(eq(schema.products.siteId, siteId)))[0]?.n ??
  0;

let siteId = 0;
let categoryPath = "";
let storeCount = 0;
beforeAll(async () => {
  const [row] = await db.select().from(schema.sites).where(eq(schema.sites.code, "default"));
  siteId = row?.id as number;
  const manager = await staff.member(siteId, "default", "manager", "catalogue-manager@test-shop.md");
  STAFF = { cookie: manager.cookie };
  const [category] = await db
    .select({ path: schema.categoryTranslations.path })
    .from(schema.categoryTranslations)
    .where(and(eq(schema.categoryTranslations.siteId, siteId), eq(schema.categoryTranslations.lang, "ro")))
    .limit(1);
  categoryPath = category?.path as string;
  storeCount = (await db.select({ n: count() }).from(schema.shops).where(eq(schema.shops.siteId, siteId)))[0]
    ?.n as number;
});

/** 1,000 new products; rows 100, 500 and 900 (lines 101, 501, 901) carry one mistake each. */
function thousandProducts(broken: boolean): string {
  const stock = Array.from({ length: storeCount }, (_, i) => `stock:${i + 1}`);
  const header = ["code", "categories", "title:ro", "title:ru", "price", "old_price", ...stock].join(",");
  const lines = Array.from({ length: 1000 }, (_, i) => {
    const n = i + 1;
    let price = String(10 + (n % 90));
    let category = categoryPath;
    let code = `IMP-${n}`;
    if (broken && n === 100) price = "zece";
    if (broken && n === 500) category = "nu-exista/deloc";
    if (broken && n === 900) code = "IMP 900 cu spații";
    return [
      code,
      category,
      `Produs importat ${n}`,
      `Импортный товар ${n}`,
      price,
      "",
      ...stock.map(() => "4"),
    ].join(",");
  });
  return `${[header, ...lines].join("\n")}\n`;
}

describe("catalogue import", () => {
  it("is staff-only: signed out it is refused, and a content editor may not use it", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/admin/api/catalogue/export",
      headers: site("default"),
    });
    expect(res.statusCode).toBe(401);
    const editor = await staff.member(siteId, "default", "content_editor", "catalogue-editor@test-shop.md");
    const refused = await app.inject({
      method: "GET",
      url: "/admin/api/catalogue/export",
      headers: { cookie: editor.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("reports exactly the 3 bad rows of 1,000 in the dry run, writes nothing until they are fixed, then writes all", async () => {
    const before = await productCount(siteId);
    const csv = thousandProducts(true);
    const dry = await upload("/admin/api/catalogue/import/dry-run", {
      products: { name: "products.csv", bytes: csv },
    });
    expect(dry.statusCode).toBe(422);
    const report = dry.json();
    expect(report).toMatchObject({ dry_run: true, ok: false, problem_count: 3, rows: { products: 1000 } });
    expect(report.problems.map((p: { line: number; column: string }) => [p.line, p.column])).toEqual([
      [101, "price"],
      [501, "categories"],
      [901, "code"],
    ]);

    const refused = await upload("/admin/api/catalogue/import", {
      products: { name: "products.csv", bytes: csv },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ dry_run: false, ok: false, problem_count: 3 });
    expect(await productCount(siteId)).toBe(before);

    const fixed = thousandProducts(false);
    const check = await upload("/admin/api/catalogue/import/dry-run", {
      products: { name: "p.csv", bytes: fixed },
    });
    expect(check.json()).toMatchObject({ ok: true, products: { created: 1000, updated: 0 } });
    expect(await productCount(siteId)).toBe(before);

    const applied = await upload("/admin/api/catalogue/import", {
      products: { name: "p.csv", bytes: fixed },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ ok: true, products: { created: 1000, updated: 0 } });
    expect(await productCount(siteId)).toBe(before + 1000);
    // The back-office's audit log names who imported what.
    const [audit] = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.siteId, siteId), eq(schema.auditLog.action, "catalogue.import")));
    expect(audit).toMatchObject({
      staffEmail: "catalogue-manager@test-shop.md",
      after: { products: { created: 1000, updated: 0 } },
    });
    const [written] = await db
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.siteId, siteId), eq(schema.products.code, "IMP-500")));
    expect(written).toMatchObject({ price: 10 + (500 % 90), stockTotal: 4 * storeCount });

    // The shop's storefront finds it by its slug at once.
    const res = await app.inject({
      method: "GET",
      url: "/general/v2/product/produs-importat-500",
      headers: site("default", "ro"),
    });
    expect(res.statusCode).toBe(200);
  });

  it("updates by code: a second import changes prices and stock, creates nothing", async () => {
    const stock = Array.from({ length: storeCount }, (_, i) => `stock:${i + 1}`);
    const csv = `code,categories,title:ro,price,${stock.join(",")}\nIMP-1,${categoryPath},Produs importat 1,99.9,${stock.map(() => "0").join(",")}\n`;
    const res = await upload("/admin/api/catalogue/import", { products: { name: "p.csv", bytes: csv } });
    expect(res.json()).toMatchObject({ ok: true, products: { created: 0, updated: 1 } });
    const [row] = await db
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.siteId, siteId), eq(schema.products.code, "IMP-1")));
    expect(row).toMatchObject({ price: 99.9, stockTotal: 0 });
  });

  it("answers a file in a broken encoding with a clear message and writes nothing", async () => {
    const before = await productCount(siteId);
    const cp1251 = Buffer.concat([
      Buffer.from(`code,categories,title:ro,price\nENC-1,${categoryPath},`),
      Buffer.from([0xd1, 0xe8, 0xf0, 0xee, 0xef]),
      Buffer.from(",10\n"),
    ]);
    const res = await upload("/admin/api/catalogue/import", { products: { name: "p.csv", bytes: cp1251 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toEqual([
      expect.objectContaining({
        sheet: "products",
        line: 2,
        reason: expect.stringMatching(/not valid UTF-8/),
      }),
    ]);
    const garbled = new TextDecoder("windows-1251").decode(new TextEncoder().encode("Сироп"));
    const mojibake = await upload("/admin/api/catalogue/import", {
      products: {
        name: "p.csv",
        bytes: `code,categories,title:ro,price\nENC-2,${categoryPath},${garbled},10\n`,
      },
    });
    expect(mojibake.statusCode).toBe(422);
    expect(mojibake.json().problems[0].reason).toMatch(/garbled/);
    expect(await productCount(siteId)).toBe(before);
  });

  it("exports the catalogue as XLSX that imports back unchanged, and as CSV per sheet", async () => {
    const exported = await app.inject({
      method: "GET",
      url: "/admin/api/catalogue/export?format=xlsx",
      headers: { ...site("default"), ...STAFF },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      "categories",
      "brands",
      "specifications",
      "products",
    ]);

    const snapshot = async () =>
      db
        .select({
          code: schema.products.code,
          price: schema.products.price,
          stock: schema.products.stockTotal,
          category: schema.products.mainCategoryId,
          brand: schema.products.brandId,
          created: schema.products.createdAt,
        })
        .from(schema.products)
        .where(eq(schema.products.siteId, siteId))
        .orderBy(schema.products.code);
    const slugs = async () =>
      db
        .select({
          id: schema.productTranslations.productId,
          lang: schema.productTranslations.lang,
          slug: schema.productTranslations.slug,
        })
        .from(schema.productTranslations)
        .where(eq(schema.productTranslations.siteId, siteId))
        .orderBy(schema.productTranslations.productId, schema.productTranslations.lang);
    const [before, slugsBefore] = [await snapshot(), await slugs()];
    const back = await upload("/admin/api/catalogue/import", {
      file: { name: "catalogue.xlsx", bytes: exported.rawPayload },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      ok: true,
      problem_count: 0,
      products: { created: 0, updated: before.length },
    });
    expect(await snapshot()).toEqual(before);
    expect(await slugs()).toEqual(slugsBefore);

    const csv = await app.inject({
      method: "GET",
      url: "/admin/api/catalogue/export?format=csv&sheet=categories",
      headers: { ...site("default"), ...STAFF },
    });
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\n")[0]).toMatch(/^\uFEFFpath,adults_only,title:ro/);
  });

  it("answers a path one language already has with a problem, not an error, and writes nothing", async () => {
    const [root] = await db
      .select({ path: schema.categoryTranslations.path })
      .from(schema.categoryTranslations)
      .innerJoin(schema.categories, eq(schema.categories.id, schema.categoryTranslations.categoryId))
      .where(
        and(
          eq(schema.categoryTranslations.siteId, siteId),
          eq(schema.categoryTranslations.lang, "ru"),
          isNull(schema.categories.parentId),
        ),
      )
      .limit(1);
    const csv = `path,title:ro,slug:ru\ncategorie-noua,Categorie nouă,${root?.path}\n`;
    const res = await upload("/admin/api/catalogue/import", { categories: { name: "c.csv", bytes: csv } });
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toEqual([
      expect.objectContaining({
        sheet: "categories",
        reason: expect.stringMatching(/same path in one language/),
      }),
    ]);
    const rows = await db
      .select({ n: count() })
      .from(schema.categoryTranslations)
      .where(
        and(
          eq(schema.categoryTranslations.siteId, siteId),
          eq(schema.categoryTranslations.path, "categorie-noua"),
        ),
      );
    expect(rows[0]?.n).toBe(0);
  });

  it("answers what is not a usable upload with a 4xx and a message", async () => {
    const notMultipart = await app.inject({
      method: "POST",
      url: "/admin/api/catalogue/import",
      headers: { ...site("default"), ...STAFF, "content-type": "application/json" },
      payload: "{}",
    });
    expect(notMultipart.statusCode).toBe(415);
    const unknownField = await upload("/admin/api/catalogue/import", { cv: { name: "x.csv", bytes: "a" } });
    expect(unknownField.statusCode).toBe(400);
    const notXlsx = await upload("/admin/api/catalogue/import", {
      file: { name: "x.xlsx", bytes: "PK\u0003\u0004junk" },
    });
    expect(notXlsx.statusCode).toBe(422);
    expect(notXlsx.json().problems[0].reason).toMatch(/not an XLSX workbook/);
  });

  it("answers generated hostile requests to its operations below 500", { timeout: 120_000 }, async () => {
    await app.ready();
    // The import's and export's operations (the category routes beside them: admin-catalogue.test.ts).
    const operations = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]).filter((op) =>
      /^\/admin\/api\/catalogue\/(import|export)/.test(op.path),
    );
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      "GET /admin/api/catalogue/export",
      "POST /admin/api/catalogue/import",
      "POST /admin/api/catalogue/import/dry-run",
    ]);
    const random = seeded(16);
    for (let n = 0; n < 150; n++) {
      const op = operations[n % operations.length] as (typeof operations)[number];
      const request = badRequest(op, random, { headers: { ...site("default"), ...STAFF } });
      const res = await app.inject({
        method: request.method as "GET",
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      expect(res.statusCode, `${request.method} ${request.url} ${request.what}`).toBeLessThan(500);
    }
    expect(await productCount(siteId)).toBeGreaterThan(1000);
    const rows = await db
      .select({ n: count() })
      .from(schema.products)
      .where(and(eq(schema.products.siteId, siteId), inArray(schema.products.code, ["ENC-1", "ENC-2"])));
    expect(rows[0]?.n).toBe(0);
  });
});
