import { schema } from "@sf/db";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { operationsOf } from "./fixtures/bad-input.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { build, tokens } from "./helper.ts";

/**
 * The back-office's properties and values (issue 16) as a manager of the default demo shop
 * (ro, ru, uk, en): created in four languages, they are the storefront's listing filter at once;
 * renamed, reordered; a delete products depend on is refused unless detached; hostile input is a
 * 4xx with a message; another shop's records are not found; a content editor is refused.
 */
const { app, database } = await build();
const db = database.db;
const staff = staffHelpers(app, db);
let cookie = "";
let siteId = 0;
let categoryId = 0;

type Value = {
  id: number;
  key: string;
  position: number;
  title: Record<string, string>;
  product_count: number;
};
type Property = Value & { type: string; values: Value[] };
type Filter = {
  keyword: string;
  title: string;
  type: string;
  options: { keyword: string; title: string; count: number }[];
};

const call = (path: string, method: "GET" | "POST" | "PATCH" | "DELETE" = "GET", body?: object) =>
  staff.admin(path, { method, cookie, ...(body ? { body } : {}) });
const list = async () => (await call("/catalogue/properties")).json() as Property[];
const four = (ro: string, ru: string, uk: string, en: string) => ({ ro, ru, uk, en });
const version = async () =>
  (await db.select().from(schema.catalogueVersions).where(eq(schema.catalogueVersions.siteId, siteId)))[0]
    ?.version ?? 0;
/** The storefront API's filters of the test category, in a language. */
const filters = async (lang: string) => {
  const res = await app.inject({
    url: `/general/v2/category/${categoryId}/`,
    headers: { token: tokens.default, "accept-language": lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { filters: Filter[] }).filters;
};

beforeAll(async () => {
  const [row] = await db.select().from(schema.sites).where(eq(schema.sites.code, "default"));
  siteId = row?.id as number;
  cookie = (await staff.member(siteId, "default", "manager", "properties-manager@test-shop.md")).cookie;
  const categories = (await call("/catalogue/categories")).json() as {
    id: number;
    children_count: number;
    product_count: number;
  }[];
  categoryId = (categories.find((c) => c.children_count === 0 && c.product_count > 0) as { id: number }).id;
}, 60_000);

describe("admin properties", () => {
  it("are operations of the OpenAPI document, so the generated bad-input test fuzzes them", async () => {
    await app.ready();
    const operations = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0])
      .filter((op) => /^\/admin\/api\/catalogue\/propert/.test(op.path))
      .map((op) => `${op.method} ${op.path}`)
      .sort();
    expect(operations).toEqual([
      "DELETE /admin/api/catalogue/properties/{id}",
      "DELETE /admin/api/catalogue/property-values/{id}",
      "GET /admin/api/catalogue/properties",
      "PATCH /admin/api/catalogue/properties/{id}",
      "PATCH /admin/api/catalogue/property-values/{id}",
      "POST /admin/api/catalogue/properties",
      "POST /admin/api/catalogue/properties/{id}/move",
      "POST /admin/api/catalogue/properties/{id}/values",
      "POST /admin/api/catalogue/property-values/{id}/move",
    ]);
  });

  let property: Property;
  let matte: Value;
  let glossy: Value;
  let productId = 0;

  it("creates a property and two values in four languages, audited, the pages purged", async () => {
    const before = await version();
    const res = await call("/catalogue/properties", "POST", {
      key: "admin-finish",
      type: "radio",
      title: four("Finisaj", "Отделка", "Оздоблення", "Finish"),
    });
    expect(res.statusCode, res.body).toBe(201);
    property = res.json() as Property;
    expect(property).toMatchObject({
      key: "admin-finish",
      type: "radio",
      title: { ro: "Finisaj", ru: "Отделка", uk: "Оздоблення", en: "Finish" },
      product_count: 0,
      values: [],
    });
    expect(await version()).toBeGreaterThan(before);
    // New properties go last.
    expect((await list()).at(-1)?.id).toBe(property.id);

    const add = (key: string, title: Record<string, string>) =>
      call(`/catalogue/properties/${property.id}/values`, "POST", { key, title });
    const first = await add("matte", four("Mat", "Матовая", "Матова", "Matte"));
    expect(first.statusCode, first.body).toBe(201);
    matte = first.json() as Value;
    glossy = (await add("glossy", four("Lucios", "Глянцевая", "Глянцева", "Glossy"))).json() as Value;
    expect((await list()).find((p) => p.id === property.id)?.values.map((v) => v.key)).toEqual([
      "matte",
      "glossy",
    ]);
    const audit = await db
      .select({ action: schema.auditLog.action, email: schema.auditLog.staffEmail })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.siteId, siteId),
          inArray(schema.auditLog.entity, ["property", "property_value"]),
        ),
      );
    expect(audit.map((a) => a.action)).toEqual([
      "property.create",
      "property_value.create",
      "property_value.create",
    ]);
    expect(audit[0]?.email).toBe("properties-manager@test-shop.md");
  });

  it("is the storefront's filter on a category whose product holds a value, in each language", async () => {
    expect((await filters("ro")).some((f) => f.keyword === "admin-finish")).toBe(false);
    const res = await call("/products", "POST", {
      code: "ADM-FINISH-1",
      texts: { ro: { title: "Masă cu finisaj mat", slug: "masa-cu-finisaj-mat-admin" } },
      category_ids: [categoryId],
      price: 100,
      multiplicity: 1,
      loyalty_give: 0,
      is_recipe: false,
      home_delivery: true,
      active: true,
      spec_value_ids: [matte.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    productId = (res.json() as { id: number }).id;

    const ro = (await filters("ro")).find((f) => f.keyword === "admin-finish");
    expect(ro).toMatchObject({ title: "Finisaj", type: "radio" });
    // Only the value a listed product holds is offered.
    expect(ro?.options).toEqual([expect.objectContaining({ keyword: "matte", title: "Mat", count: 1 })]);
    const uk = (await filters("uk")).find((f) => f.keyword === "admin-finish");
    expect(uk).toMatchObject({ title: "Оздоблення", options: [{ title: "Матова" }] });
    const listed = (await list()).find((p) => p.id === property.id);
    expect(listed?.product_count).toBe(1);
    expect(listed?.values.map((v) => v.product_count)).toEqual([1, 0]);
  });

  it("renames a property and a value; the storefront follows at once", async () => {
    const renamed = await call(`/catalogue/properties/${property.id}`, "PATCH", {
      key: "admin-finish",
      type: "checkbox",
      title: { ro: "Suprafață", ru: "Поверхность" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Languages left out are not kept: the storefront shows the main language's there.
    expect(renamed.json()).toMatchObject({ type: "checkbox", title: { ro: "Suprafață", ru: "Поверхность" } });
    expect((renamed.json() as Property).title.en).toBeUndefined();
    const value = await call(`/catalogue/property-values/${matte.id}`, "PATCH", {
      key: "matte",
      title: four("Mată", "Матовая", "Матова", "Matt"),
    });
    expect(value.statusCode, value.body).toBe(200);
    expect(value.json()).toMatchObject({ title: { ro: "Mată", en: "Matt" }, product_count: 1 });
    const ro = (await filters("ro")).find((f) => f.keyword === "admin-finish");
    expect(ro).toMatchObject({ title: "Suprafață", type: "checkbox", options: [{ title: "Mată" }] });
    expect((await filters("en")).find((f) => f.keyword === "admin-finish")?.title).toBe("Suprafață");
  });

  it("reorders properties and values, by a step and by position", async () => {
    const ids = async () => (await list()).map((p) => p.id);
    const before = await ids();
    const up = await call(`/catalogue/properties/${property.id}/move`, "POST", { direction: "up" });
    expect(up.statusCode, up.body).toBe(204);
    const after = await ids();
    expect(after.indexOf(property.id)).toBe(before.indexOf(property.id) - 1);
    expect((await list()).map((p) => p.position)).toEqual(after.map((_, i) => i));
    // To the top by position; the storefront's filters follow the order.
    await call(`/catalogue/properties/${property.id}`, "PATCH", {
      key: "admin-finish",
      title: { ro: "Suprafață" },
      position: 0,
    });
    expect((await ids())[0]).toBe(property.id);
    const specFilters = (await filters("ro"))
      .map((f) => f.keyword)
      .filter((k) => k !== "brand" && k !== "category");
    expect(specFilters.length).toBeGreaterThan(1);
    expect(specFilters[0]).toBe("admin-finish");

    const valueKeys = async () => (await list()).find((p) => p.id === property.id)?.values.map((v) => v.key);
    const down = await call(`/catalogue/property-values/${matte.id}/move`, "POST", { direction: "down" });
    expect(down.statusCode).toBe(204);
    expect(await valueKeys()).toEqual(["glossy", "matte"]);
    // At the end already: nothing moves.
    await call(`/catalogue/property-values/${matte.id}/move`, "POST", { direction: "down" });
    expect(await valueKeys()).toEqual(["glossy", "matte"]);
  });

  it("refuses deleting a property or value products use, naming how many; detaches when asked", async () => {
    const refusedValue = await call(`/catalogue/property-values/${matte.id}`, "DELETE");
    expect(refusedValue.statusCode).toBe(409);
    expect(refusedValue.json().detail).toMatch(/products use it \(1\)/);
    const refused = await call(`/catalogue/properties/${property.id}`, "DELETE");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/The property cannot be deleted: products use it \(1\)/);
    expect((await list()).some((p) => p.id === property.id)).toBe(true);

    // An unused value goes without asking.
    expect((await call(`/catalogue/property-values/${glossy.id}`, "DELETE")).statusCode).toBe(204);
    const detached = await call(`/catalogue/properties/${property.id}?detach=true`, "DELETE");
    expect(detached.statusCode, detached.body).toBe(204);
    expect((await list()).some((p) => p.id === property.id)).toBe(false);
    const held = await db
      .select()
      .from(schema.productSpecValues)
      .where(eq(schema.productSpecValues.productId, productId));
    expect(held).toEqual([]);
    expect((await filters("ro")).some((f) => f.keyword === "admin-finish")).toBe(false);
    const [log] = await db
      .select({ after: schema.auditLog.after })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.siteId, siteId), eq(schema.auditLog.action, "property.delete")));
    expect(log?.after).toEqual({ detached_from_products: 1 });
  });

  it("answers hostile and wrong input with a 4xx and a message, writing nothing", async () => {
    const taken = (await list())[0] as Property;
    const count0 = (await list()).length;
    const cases: [object, string][] = [
      [{ key: "Cu Spații", title: { ro: "X" } }, "key"],
      [{ key: "brand", title: { ro: "Marcă" } }, "key"],
      [{ key: "a.b", title: { ro: "X" } }, "key"],
      [{ key: taken.key, title: { ro: "Dublură" } }, "key"],
      [{ key: "no-main", title: { ru: "Только русский" } }, "title.ro"],
      [{ key: "long", title: { ro: "x".repeat(201) } }, "title.ro"],
      [{ key: "kind", type: "slider", title: { ro: "X" } }, "type"],
      [{ key: "x".repeat(65), title: { ro: "X" } }, "key"],
      [{ key: "pos", title: { ro: "X" }, position: -1 }, "position"],
      [{ key: "<script>alert(1)</script>", title: { ro: "X" } }, "key"],
      [{ key: "xx-lang", title: { ro: "X", xx: "Y" } }, "title"],
      [{ key: "typed", title: "Finisaj" }, "title"],
    ];
    for (const [body, field] of cases) {
      const res = await call("/catalogue/properties", "POST", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const answer = res.json() as Record<string, string[]>;
      expect(Object.keys(answer).join(), JSON.stringify(body)).toContain(field);
      expect(Object.values(answer).flat()[0], JSON.stringify(body)).toMatch(/\w{3,}/);
    }
    const value = taken.values[0] as Value;
    const dup = taken.values[1];
    if (dup) {
      const res = await call(`/catalogue/property-values/${dup.id}`, "PATCH", {
        key: value.key,
        title: { ro: "X" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().key[0]).toMatch(/Another value of this property/);
    }
    for (const [path, method, body] of [
      ["/catalogue/properties/abc", "PATCH", { key: "x", title: { ro: "X" } }],
      ["/catalogue/properties/99999999999", "DELETE", undefined],
      [`/catalogue/properties/${taken.id}/move`, "POST", { direction: "sideways" }],
      [`/catalogue/properties/${taken.id}?detach=maybe`, "DELETE", undefined],
      ["/catalogue/property-values/0", "PATCH", { key: "x", title: { ro: "X" } }],
    ] as const) {
      const res = await call(path, method, body);
      expect(res.statusCode, `${method} ${path}`).toBe(400);
      expect(res.body).toMatch(/[a-z]{3,}/);
    }
    expect((await list()).length).toBe(count0);
  });

  it("does not find another shop's property or value; a content editor is refused", async () => {
    const [farmacie] = await db.select().from(schema.sites).where(eq(schema.sites.code, "farmacie"));
    const [spec] = await db
      .select({ id: schema.specifications.id })
      .from(schema.specifications)
      .where(eq(schema.specifications.siteId, farmacie?.id as number))
      .limit(1);
    const [value] = await db
      .select({ id: schema.specificationValues.id })
      .from(schema.specificationValues)
      .where(eq(schema.specificationValues.specificationId, spec?.id as number))
      .limit(1);
    const write = { key: "furat", title: { ro: "Furat" } };
    for (const [method, path, body] of [
      ["PATCH", `/catalogue/properties/${spec?.id}`, write],
      ["DELETE", `/catalogue/properties/${spec?.id}?detach=true`, undefined],
      ["POST", `/catalogue/properties/${spec?.id}/move`, { direction: "up" }],
      ["POST", `/catalogue/properties/${spec?.id}/values`, write],
      ["PATCH", `/catalogue/property-values/${value?.id}`, write],
      ["DELETE", `/catalogue/property-values/${value?.id}?detach=true`, undefined],
      ["POST", `/catalogue/property-values/${value?.id}/move`, { direction: "up" }],
    ] as const) {
      const res = await call(path, method, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const [still] = await db
      .select({ key: schema.specifications.spKey })
      .from(schema.specifications)
      .where(eq(schema.specifications.id, spec?.id as number));
    expect(still?.key).not.toBe("furat");

    const editor = await staff.member(siteId, "default", "content_editor", "properties-editor@test-shop.md");
    const res = await staff.admin("/catalogue/properties", { cookie: editor.cookie });
    expect(res.statusCode).toBe(403);
  });
});
