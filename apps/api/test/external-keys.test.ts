import { schema } from "@sf/db";
import { demoApiKey } from "@sf/db/seed";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { WRONG_KEYS_ALLOWED } from "../src/routes/external/api-key.ts";
import { createApiKey, hashApiKey, revokeApiKey, rotateApiKey } from "../src/services/external/api-keys.ts";
import { build, tokens } from "./helper.ts";

/** Integration keys: one shop's key reaches nothing of another's; keys are hashed, rotated, revoked, throttled. */
const { app, database } = await build();
const db = database.db;

const siteIdOf = async (token: string) => {
  const [row] = await db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(eq(schema.sites.token, token));
  return row?.id as number;
};
const as = (key: string, method: "GET" | "PUT" | "DELETE" | "POST", url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { "api-token": key, "content-type": "application/json" },
    remoteAddress: "10.9.0.1",
    ...(payload !== undefined && { payload: payload as object }),
  });

describe("a key of one shop", () => {
  it("reaches nothing of another shop, by enumeration of its ids", async () => {
    const key = demoApiKey("default");
    const other = await siteIdOf(tokens.farmacie);
    const idsOf = async (
      table:
        | typeof schema.categories
        | typeof schema.products
        | typeof schema.specifications
        | typeof schema.specificationValues,
    ) => (await db.select({ id: table.id }).from(table).where(eq(table.siteId, other))).map((r) => r.id);
    const [order] = await db
      .insert(schema.orders)
      .values({
        siteId: other,
        lang: "ro",
        name: "Alt magazin",
        phone: "+37369000000",
        deliveryMethod: "pickup",
        paymentType: "cash",
        currency: "MDL",
        totalPrice: 10,
        finalPrice: 10,
      })
      .returning({ id: schema.orders.id });
    const targets: [string, number[]][] = [
      ["category", await idsOf(schema.categories)],
      ["product", (await idsOf(schema.products)).slice(0, 150)],
      ["specification", await idsOf(schema.specifications)],
      ["specification-value", (await idsOf(schema.specificationValues)).slice(0, 150)],
    ];
    let tried = 0;
    for (const [path, ids] of targets) {
      expect(ids.length, path).toBeGreaterThan(0);
      for (const id of ids) {
        const read = await as(key, "GET", `/external/${path}/${id}`);
        expect(read.statusCode, `${path} ${id}`).toBe(404);
        const put = await as(key, "PUT", `/external/${path}/${id}/`, { name_ro: "x", specification_id: 1 });
        expect(put.statusCode, `PUT ${path} ${id}`).toBe(404);
        const del = await as(key, "DELETE", `/external/${path}/${id}/`);
        expect(del.statusCode, `DELETE ${path} ${id}`).toBe(404);
        tried += 3;
      }
      // Its lists hold its own objects only.
      const list = await as(key, "GET", `/external/${path}/`);
      const listed = list.json().results.map((r: { id: number }) => r.id);
      expect(
        listed.filter((id: number) => ids.includes(id)),
        path,
      ).toEqual([]);
    }
    const orderRead = await as(key, "GET", `/external/external-order/${order?.id}`);
    expect(orderRead.statusCode).toBe(404);
    // Upserts naming another shop's objects are refused and change nothing.
    const [product] = targets[1]?.[1] ?? [];
    const [category] = targets[0]?.[1] ?? [];
    const upsert = await as(key, "POST", "/external/product/bulk-create/", [
      {
        id: product,
        price: "1.00",
        name_ro: "Furat",
        group_product_id: "X",
        specifications: [],
        category: [category],
      },
    ]);
    expect(upsert.statusCode).toBe(400);
    expect(upsert.json()[0]).toEqual({
      id: [`Invalid pk "${product}" - object does not exist.`],
      category: [`Invalid pk "${category}" - object does not exist.`],
    });
    const [after] = await db
      .select({ price: schema.products.price })
      .from(schema.products)
      .where(eq(schema.products.id, product as number));
    expect(after?.price).not.toBe(1);
    expect(tried).toBeGreaterThan(300);
  }, 300_000);

  it("is refused with another shop's site token", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/external/category/",
      headers: { "api-token": demoApiKey("default"), token: tokens.farmacie },
      remoteAddress: "10.9.0.2",
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("integration keys", () => {
  it("are stored hashed, shown once, rotated and revoked", async () => {
    const siteId = await siteIdOf(tokens.ecom);
    await expect(createApiKey(db, siteId)).rejects.toThrow(/already has an integration key/);
    const rotated = await rotateApiKey(db, siteId);
    expect(rotated.key).toMatch(/^sfk_[A-Za-z0-9_-]{32}$/);
    const stored = await db.select().from(schema.apiTokens).where(eq(schema.apiTokens.siteId, siteId));
    expect(stored.some((row) => row.tokenHash === hashApiKey(rotated.key))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(rotated.key);
    // The demo key stopped at once; the new one works.
    expect((await as(demoApiKey("ecom"), "GET", "/external/category/")).statusCode).toBe(401);
    expect((await as(rotated.key, "GET", "/external/category/")).statusCode).toBe(200);
    expect(await revokeApiKey(db, siteId)).toBe(true);
    expect((await as(rotated.key, "GET", "/external/category/")).statusCode).toBe(401);
    const fresh = await createApiKey(db, siteId);
    expect((await as(fresh.key, "GET", "/external/category/")).statusCode).toBe(200);
  });

  it("refuse an address that keeps guessing, while a right key elsewhere works", async () => {
    const guess = (n: number) =>
      app.inject({
        method: "GET",
        url: "/external/product/",
        headers: { "api-token": `sfk_wrong_guess_${n}_padding` },
        remoteAddress: "10.8.0.1",
      });
    for (let n = 0; n < WRONG_KEYS_ALLOWED; n++) expect((await guess(n)).statusCode).toBe(401);
    const refused = await guess(999);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("throttled");
    const missing = await app.inject({ method: "GET", url: "/external/product/", remoteAddress: "10.8.0.2" });
    expect(missing.json()).toMatchObject({ detail: "Authentication credentials were not provided." });
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.apiTokens);
    expect(row?.n).toBeGreaterThan(0);
  });
});

describe("the cache call", () => {
  it("moves the site's page version, with the site token as the original's clients send it", async () => {
    const version = async () =>
      (
        await app.inject({
          method: "GET",
          url: "/ver4/site_cache_version",
          headers: { token: tokens.default },
        })
      ).json().version;
    const before = await version();
    const res = await app.inject({
      method: "POST",
      url: "/ver4/clear_site_cache",
      headers: { token: tokens.default, "content-type": "application/x-www-form-urlencoded" },
      payload: `group_id=${await siteIdOf(tokens.default)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await version()).toBe(before + 1);
    const wrong = await app.inject({
      method: "POST",
      url: "/ver4/clear_site_cache",
      headers: { token: tokens.default, "content-type": "application/x-www-form-urlencoded" },
      payload: `group_id=${await siteIdOf(tokens.farmacie)}`,
    });
    expect(wrong.statusCode).toBe(400);
  });
});
