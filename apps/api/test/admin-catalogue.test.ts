import { schema } from "@sf/db";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { staffHelpers } from "./fixtures/staff.ts";
import { build } from "./helper.ts";

/**
 * The back-office's category tree (issue 16) as a manager of the default shop: create, edit
 * (paths of the subtree follow), order, refuse bad slugs and deletes that would orphan, audit and
 * page-cache purge; ids of another shop are not found.
 */
const { app, database } = await build();
const db = database.db;
const staff = staffHelpers(app, db);
let cookie = "";
let siteId = 0;
let otherCategoryId = 0;

type Category = {
  id: number;
  parent_id: number | null;
  depth: number;
  position: number;
  texts: Record<string, { title: string; slug: string; path: string }>;
  product_count: number;
  children_count: number;
};
const list = async () => (await staff.admin("/catalogue/categories", { cookie })).json() as Category[];
const texts = (slug: string, title = slug) => ({
  ro: { title: `${title} ro`, slug },
  ru: { title: `${title} ru`, slug: `${slug}-ru` },
});
const create = (body: object) => staff.admin("/catalogue/categories", { method: "POST", cookie, body });
const version = async () =>
  (await db.select().from(schema.catalogueVersions).where(eq(schema.catalogueVersions.siteId, siteId)))[0]
    ?.version ?? 0;

beforeAll(async () => {
  const [row] = await db.select().from(schema.sites).where(eq(schema.sites.code, "default"));
  siteId = row?.id as number;
  cookie = (await staff.member(siteId, "default", "manager", "categories-manager@test-shop.md")).cookie;
  const [other] = await db.select().from(schema.sites).where(eq(schema.sites.code, "farmacie"));
  const [category] = await db
    .select({ id: schema.categories.id })
    .from(schema.categories)
    .where(eq(schema.categories.siteId, other?.id as number))
    .limit(1);
  otherCategoryId = category?.id as number;
});

describe("admin categories", () => {
  it("lists the shop's tree in order with counts, parents before children", async () => {
    const all = await list();
    expect(all.length).toBeGreaterThan(0);
    const seen = new Set<number>();
    for (const c of all) {
      if (c.parent_id !== null) expect(seen.has(c.parent_id)).toBe(true);
      seen.add(c.id);
    }
    expect(all.some((c) => c.product_count > 0)).toBe(true);
  });

  it("creates a category and a child, purges the pages, audits; the child's path follows a renamed parent", async () => {
    const before = await version();
    const res = await create({ parent_id: null, texts: texts("admin-test-parent") });
    expect(res.statusCode, res.body).toBe(201);
    const parent = res.json() as Category;
    expect(parent.texts.ro?.path).toBe("admin-test-parent");
    // A language left out takes the main language's texts.
    expect(parent.texts.en).toMatchObject({ title: "admin-test-parent ro", slug: "admin-test-parent" });
    expect(await version()).toBeGreaterThan(before);
    const child = (
      await create({ parent_id: parent.id, texts: texts("admin-test-child") })
    ).json() as Category;
    expect(child.texts.ru?.path).toBe("admin-test-parent-ru/admin-test-child-ru");

    const renamed = await staff.admin(`/catalogue/categories/${parent.id}`, {
      method: "PATCH",
      cookie,
      body: { parent_id: null, texts: texts("admin-test-renamed", "Renamed"), show_18_popup: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ show_18_popup: true, texts: { ro: { title: "Renamed ro" } } });
    const after = (await list()).find((c) => c.id === child.id);
    expect(after?.texts.ro?.path).toBe("admin-test-renamed/admin-test-child");
    expect(after?.texts.ru?.path).toBe("admin-test-renamed-ru/admin-test-child-ru");

    const audit = await db
      .select({ action: schema.auditLog.action, email: schema.auditLog.staffEmail })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.siteId, siteId), eq(schema.auditLog.entity, "category")));
    expect(audit.map((a) => a.action)).toEqual(["category.create", "category.create", "category.update"]);

    // Not under itself or its own child.
    const loop = await staff.admin(`/catalogue/categories/${parent.id}`, {
      method: "PATCH",
      cookie,
      body: { parent_id: child.id, texts: texts("admin-test-renamed") },
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toHaveProperty("parent_id");
  });

  it("refuses bad and taken slugs, a missing main title and a script banner, writing nothing", async () => {
    const count0 = (await list()).length;
    const taken = (await list())[0]?.texts.ro?.slug as string;
    const cases: [object, string][] = [
      [{ parent_id: null, texts: texts("Cu Spații") }, "slug.ro"],
      [{ parent_id: null, texts: texts(taken) }, "slug.ro"],
      [{ parent_id: null, texts: { ru: { title: "Только русский", slug: "tolko" } } }, "title.ro"],
      [
        { parent_id: null, texts: texts("banner-bad"), banner: { image: "javascript:alert(1)" } },
        "banner.image",
      ],
      [{ parent_id: null, texts: texts("banner-up"), banner: { image: "../../etc/passwd" } }, "banner.image"],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toHaveProperty([field]);
    }
    expect((await list()).length).toBe(count0);
  });

  it("moves a category up and down among its siblings", async () => {
    const a = (await create({ parent_id: null, texts: texts("admin-order-a") })).json() as Category;
    const b = (await create({ parent_id: null, texts: texts("admin-order-b") })).json() as Category;
    const topIds = async () => (await list()).filter((c) => c.parent_id === null).map((c) => c.id);
    expect((await topIds()).slice(-2)).toEqual([a.id, b.id]);
    const up = await staff.admin(`/catalogue/categories/${b.id}/move`, {
      method: "POST",
      cookie,
      body: { direction: "up" },
    });
    expect(up.statusCode).toBe(204);
    expect((await topIds()).slice(-2)).toEqual([b.id, a.id]);
    await staff.admin(`/catalogue/categories/${b.id}/move`, {
      method: "POST",
      cookie,
      body: { direction: "down" },
    });
    expect((await topIds()).slice(-2)).toEqual([a.id, b.id]);
  });

  it("refuses deleting a category with products or subcategories, deletes an empty one", async () => {
    const all = await list();
    const withProducts = all.find((c) => c.product_count > 0 && c.children_count === 0) as Category;
    const withChildren = all.find((c) => c.children_count > 0) as Category;
    for (const c of [withProducts, withChildren]) {
      const res = await staff.admin(`/catalogue/categories/${c.id}`, { method: "DELETE", cookie });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(/first/);
    }
    const empty = (await create({ parent_id: null, texts: texts("admin-delete-me") })).json() as Category;
    const res = await staff.admin(`/catalogue/categories/${empty.id}`, { method: "DELETE", cookie });
    expect(res.statusCode).toBe(204);
    expect((await list()).some((c) => c.id === empty.id)).toBe(false);
    const [n] = await db
      .select({ n: count() })
      .from(schema.categories)
      .where(eq(schema.categories.id, withProducts.id));
    expect(n?.n).toBe(1);
  });

  it("does not find another shop's category, nor take it as a parent", async () => {
    for (const [method, url, body] of [
      ["PATCH", `/catalogue/categories/${otherCategoryId}`, { parent_id: null, texts: texts("x-other") }],
      ["DELETE", `/catalogue/categories/${otherCategoryId}`, undefined],
      ["POST", `/catalogue/categories/${otherCategoryId}/move`, { direction: "up" }],
      ["POST", "/catalogue/categories", { parent_id: otherCategoryId, texts: texts("x-other-child") }],
    ] as const) {
      const res = await staff.admin(url, { method, cookie, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe("admin brands", () => {
  type Brand = { id: number; name: string; slug: string; country: string | null; product_count: number };
  const brands = async () => (await staff.admin("/catalogue/brands", { cookie })).json() as Brand[];

  it("creates, renames and deletes an unused brand; refuses taken names and slugs and a brand with products", async () => {
    const before = (await brands()).length;
    const created = await staff.admin("/catalogue/brands", {
      method: "POST",
      cookie,
      body: { name: "Admin Test Brand", slug: "admin-test-brand", country: "Moldova" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const brand = created.json() as Brand;
    expect(brand).toMatchObject({ slug: "admin-test-brand", country: "Moldova", product_count: 0 });
    const renamed = await staff.admin(`/catalogue/brands/${brand.id}`, {
      method: "PATCH",
      cookie,
      body: { name: "Admin Renamed", slug: "admin-renamed", country: null },
    });
    expect(renamed.json()).toMatchObject({ name: "Admin Renamed", slug: "admin-renamed", country: null });

    const used = (await brands()).find((b) => b.product_count > 0) as Brand;
    const taken = await staff.admin("/catalogue/brands", {
      method: "POST",
      cookie,
      body: { name: used.name, slug: used.slug },
    });
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(taken.json()).sort()).toEqual(["name", "slug"]);
    const refused = await staff.admin(`/catalogue/brands/${used.id}`, { method: "DELETE", cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/products/);

    expect(
      (await staff.admin(`/catalogue/brands/${brand.id}`, { method: "DELETE", cookie })).statusCode,
    ).toBe(204);
    expect((await brands()).length).toBe(before);
    const audit = await db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.siteId, siteId), eq(schema.auditLog.entity, "brand")));
    expect(audit.map((a) => a.action)).toEqual(["brand.create", "brand.update", "brand.delete"]);
  });

  it("does not find another shop's brand", async () => {
    const [other] = await db.select().from(schema.sites).where(eq(schema.sites.code, "farmacie"));
    const [brand] = await db
      .select({ id: schema.brands.id })
      .from(schema.brands)
      .where(eq(schema.brands.siteId, other?.id as number))
      .limit(1);
    const patch = await staff.admin(`/catalogue/brands/${brand?.id}`, {
      method: "PATCH",
      cookie,
      body: { name: "Furat", slug: "furat" },
    });
    expect(patch.statusCode).toBe(404);
    expect(
      (await staff.admin(`/catalogue/brands/${brand?.id}`, { method: "DELETE", cookie })).statusCode,
    ).toBe(404);
  });
});
